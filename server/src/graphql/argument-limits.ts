// Refuses over-long text and NUL characters in any argument before a resolver (or the database) sees it.
import {
  defaultFieldResolver,
  getDirectiveValues,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { badInput } from '@his/sdk/server';

/**
 * The caps of text that has no `@maxLength(n)` of its own, in characters as the web's forms count them.
 * Searches say `@maxLength(n: 200)` in their SDL and long notes `@maxLength(n: 10000)`.
 */
export const ARGUMENT_LIMITS = {
  /** Row ids are 24 hex characters, uuids 36; codes passed as ids are short too. */
  id: 100,
  /** Names, codes and other one-line text: what a form field holds. */
  string: 500,
  /** Each string and key inside a JSON value: the longest catalogue text field takes 8,000. */
  jsonString: 10_000,
  /**
   * A JSON argument's whole size, about the length of its JSON text: what one 2 MB request carries. A catalogue
   * import sends every row in one [JSON!] argument: 5,000 rows of the service benchmark measure 0.67 M, 10,000 1.34 M.
   */
  jsonSize: 2_000_000,
  /** Levels of nesting in a JSON value: settings and navigation trees use a handful. */
  jsonDepth: 32,
} as const;

/** What to check in one argument value, computed once per schema. */
type Plan =
  | { kind: 'text'; max: number }
  | { kind: 'json'; maxString: number }
  | { kind: 'list'; of: Plan }
  | { kind: 'object'; fields: (readonly [string, Plan])[] };

type Path = (string | number)[];

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** A problem found deep in a value; turned into the GraphQL error once, where the whole path is known. */
class Refusal extends Error {
  constructor(readonly messageKey: string, readonly path: Path, readonly params: Record<string, number> = {}) {
    super(messageKey);
  }
}

function maxLengthOf(schema: GraphQLSchema, definition: GraphQLArgument | GraphQLInputField, owner: string): number | undefined {
  const directive = schema.getDirective('maxLength');
  if (!directive || !definition.astNode) return undefined;
  const n = getDirectiveValues(directive, definition.astNode)?.n as number | undefined;
  if (n !== undefined && (!Number.isInteger(n) || n < 1)) throw new Error(`@maxLength(n: ${n}) on ${owner} is not a positive length. Give the most characters it takes.`);
  return n;
}

/** Plans each field's and argument's text, sharing one plan per input type (input types may refer to themselves). */
class Planner {
  private readonly inputPlans = new Map<string, Plan | null>();

  constructor(private readonly schema: GraphQLSchema) {}

  of(type: GraphQLInputType, cap: number | undefined, owner: string): Plan | null {
    if (isNonNullType(type)) return this.of(type.ofType, cap, owner);
    if (isListType(type)) {
      const item = this.of(type.ofType as GraphQLInputType, cap, owner);
      return item ? { kind: 'list', of: item } : null;
    }
    if (isInputObjectType(type)) {
      if (cap !== undefined) throw new Error(`@maxLength on ${owner} has no effect: ${type.name} is an input object. Put it on the text fields of ${type.name}.`);
      return this.inputObject(type.name);
    }
    if (isEnumType(type) || !isScalarType(type)) return null;
    switch (type.name) {
      case 'Int':
      case 'Float':
      case 'Boolean':
        if (cap !== undefined) throw new Error(`@maxLength on ${owner} has no effect: ${type.name} is not text.`);
        return null;
      case 'ID':
        return { kind: 'text', max: cap ?? ARGUMENT_LIMITS.id };
      case 'String':
        return { kind: 'text', max: cap ?? ARGUMENT_LIMITS.string };
      case 'JSON':
        return { kind: 'json', maxString: cap ?? ARGUMENT_LIMITS.jsonString };
      // A scalar of our own may take text or structured values: walked like JSON, its text capped like a String.
      default:
        return { kind: 'json', maxString: cap ?? ARGUMENT_LIMITS.string };
    }
  }

  private inputObject(name: string): Plan | null {
    if (this.inputPlans.has(name)) return this.inputPlans.get(name)!;
    const plan: Plan = { kind: 'object', fields: [] };
    // Set before the fields are planned, so that a field of the type's own type finds it.
    this.inputPlans.set(name, plan);
    const type = this.schema.getType(name);
    if (!isInputObjectType(type)) throw new Error(`${name} is not an input type`);
    for (const field of Object.values(type.getFields())) {
      const owner = `${name}.${field.name}`;
      const fieldPlan = this.of(field.type, maxLengthOf(this.schema, field, owner), owner);
      if (fieldPlan) plan.fields.push([field.name, fieldPlan]);
    }
    if (plan.fields.length > 0) return plan;
    this.inputPlans.set(name, null);
    return null;
  }
}

// The form rule's count (sdk maxLength): code points after NFC, so decomposed Vietnamese counts as typed.
function tooLong(text: string, max: number): boolean {
  if (text.length <= max) return false;
  // No composition shrinks text eightfold: longer text is refused without normalizing it.
  if (text.length > max * 8) return true;
  return [...text.normalize('NFC')].length > max;
}

function checkText(text: string, max: number, path: Path): void {
  if (tooLong(text, max)) throw new Refusal('validation.maxLength', [...path], { max });
  if (text.includes('\u0000')) throw new Refusal('validation.nullCharacter', [...path]);
}

interface JsonBudget {
  left: number;
}

function checkJson(value: unknown, maxString: number, path: Path, depth: number, budget: JsonBudget, top: Path): void {
  if (typeof value === 'string') {
    budget.left -= value.length + 3;
    checkText(value, maxString, path);
  } else if (value !== null && typeof value === 'object') {
    if (depth >= ARGUMENT_LIMITS.jsonDepth) throw new Refusal('validation.jsonTooDeep', [...path], { max: ARGUMENT_LIMITS.jsonDepth });
    budget.left -= 2;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        path.push(index);
        checkJson(value[index], maxString, path, depth + 1, budget, top);
        path.pop();
      }
    } else {
      for (const [key, item] of Object.entries(value)) {
        budget.left -= key.length + 4;
        checkText(key, maxString, path);
        path.push(key);
        checkJson(item, maxString, path, depth + 1, budget, top);
        path.pop();
      }
    }
  } else {
    budget.left -= 8;
  }
  if (budget.left < 0) throw new Refusal('validation.maxLength', [...top], { max: ARGUMENT_LIMITS.jsonSize });
}

function checkValue(value: unknown, plan: Plan, path: Path, budget: JsonBudget): void {
  if (value === null || value === undefined) return;
  switch (plan.kind) {
    case 'text':
      if (typeof value === 'string') checkText(value, plan.max, path);
      return;
    case 'json':
      checkJson(value, plan.maxString, path, 0, budget, [...path]);
      return;
    case 'list':
      if (!Array.isArray(value)) return checkValue(value, plan.of, path, budget);
      for (let index = 0; index < value.length; index++) {
        path.push(index);
        checkValue(value[index], plan.of, path, budget);
        path.pop();
      }
      return;
    case 'object':
      for (const [name, fieldPlan] of plan.fields) {
        path.push(name);
        checkValue((value as Record<string, unknown>)[name], fieldPlan, path, budget);
        path.pop();
      }
  }
}

/** 'info.username', 'rows[3].TenDichVu', 'input["a b"]': where exactly, for the log and the curious. */
function pathText(path: Path): string {
  return path.map((segment, index) => {
    if (typeof segment === 'number') return `[${segment}]`;
    if (IDENTIFIER.test(segment)) return index === 0 ? segment : `.${segment}`;
    return `[${JSON.stringify(segment.slice(0, 40))}]`;
  }).join('');
}

/**
 * The field a refusal names, as resolvers name them: the innermost name on the path (a form's field, a settings
 * key, an argument), so the web shows it under that field and the message starts with its label.
 */
function fieldOf(path: Path): string {
  for (let index = path.length - 1; index > 0; index--) {
    const segment = path[index];
    if (typeof segment === 'string' && IDENTIFIER.test(segment)) return segment;
  }
  return String(path[0]);
}

type ArgumentChecks = (readonly [string, Plan])[];

/** Checks one call's coerced arguments; throws BAD_USER_INPUT naming the field on the first problem. */
function checkArguments(args: Readonly<Record<string, unknown>>, checks: ArgumentChecks): void {
  for (const [name, plan] of checks) {
    const value = args[name];
    if (value === null || value === undefined) continue;
    try {
      checkValue(value, plan, [name], { left: ARGUMENT_LIMITS.jsonSize });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      throw badInput(error.messageKey, fieldOf(error.path), { ...error.params, path: pathText(error.path) });
    }
  }
}

/** The checks of one field's arguments, or null when none of them can carry text. */
function argumentChecksOf(schema: GraphQLSchema, planner: Planner, field: GraphQLField<unknown, unknown>, owner: string): ArgumentChecks | null {
  const checks: ArgumentChecks = [];
  for (const arg of field.args) {
    const where = `${owner}(${arg.name})`;
    const plan = planner.of(arg.type, maxLengthOf(schema, arg, where), where);
    if (plan) checks.push([arg.name, plan]);
  }
  return checks.length > 0 ? checks : null;
}

function guarded<Source, Context>(original: GraphQLFieldResolver<Source, Context>, checks: ArgumentChecks): GraphQLFieldResolver<Source, Context> {
  return (source, args, context, info) => {
    checkArguments(args, checks);
    return original(source, args, context, info);
  };
}

/**
 * Wraps every field that takes text, on every object type, so its arguments are checked before it runs; a
 * subscription's arguments are checked when it subscribes. Fields without text arguments are left as they are.
 */
export function limitArguments(schema: GraphQLSchema): void {
  const planner = new Planner(schema);
  const subscription = schema.getSubscriptionType();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const checks = argumentChecksOf(schema, planner, field, `${type.name}.${field.name}`);
      if (!checks) continue;
      if (type === subscription && field.subscribe) field.subscribe = guarded(field.subscribe, checks);
      else field.resolve = guarded(field.resolve ?? defaultFieldResolver, checks);
    }
  }
}
