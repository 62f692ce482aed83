// Extra arguments of a catalogue's search, each narrowing its rows by an SQL condition: how a plugin gives the
// spec's service search its filters (maLoaiDichVu, isSpecial, …) without the engine knowing what a service is.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import type { RequestContext } from '../plugin';

/** What a condition may use: the request's database handle, its node, and functions other plugins provide. */
export interface SearchScope {
  db: Db;
  nodeId: string;
  provided: RequestContext['provided'];
  /** Every argument of the call, for a condition that depends on another (a price depends on the room). */
  args: Readonly<Record<string, unknown>>;
}

export interface ExtraSearchArg<Value = any> {
  /** The argument's GraphQL input type ('String', 'ID', 'Boolean', '[ID!]'); optional, so never ending in '!'. */
  type: string;
  /** Shown in the schema. */
  description?: string;
  /**
   * What the rows must meet when the argument is given (not null). The catalogue's table is not aliased: a
   * subquery names its columns by table ("DM_DichVu"._id). May refuse the value with badInput naming the argument.
   */
  condition(value: Value, scope: SearchScope): SQL | Promise<SQL>;
}

/** Extra search arguments per catalogue name: `{ DM_DichVu: { isSpecial: { type: 'Boolean', condition } } }`. */
export type ExtraSearchArgs = Readonly<Record<string, Readonly<Record<string, ExtraSearchArg>>>>;

/** The arguments every search has: an extra one may not take their names. */
export const SEARCH_ARG_NAMES = ['searchString', 'keyword', 'limit', 'idDefault'] as const;

export const ARG_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// A named type or a list of one, nullable at the top.
export const ARG_TYPE = /^(\[[A-Za-z_][A-Za-z0-9_]*!?\]|[A-Za-z_][A-Za-z0-9_]*)$/;

/** The first mistake in the extra arguments, as [problem, fix], or null. */
export function extraSearchArgsProblem(args: ExtraSearchArgs, catalogueNames: ReadonlySet<string>): [string, string] | null {
  for (const [catalogue, byName] of Object.entries(args)) {
    if (!catalogueNames.has(catalogue)) return [`extra search arguments are given for ${catalogue}, which is not in the list`, 'Key them by the name of a catalogue of the list.'];
    for (const [name, arg] of Object.entries(byName)) {
      if (!ARG_NAME.test(name)) return [`the extra search argument "${name}" of ${catalogue} is not a GraphQL name`, 'Use letters, digits and underscores.'];
      if ((SEARCH_ARG_NAMES as readonly string[]).includes(name)) return [`the extra search argument ${name} of ${catalogue} takes the name of an argument every search has`, 'Give it another name.'];
      if (!ARG_TYPE.test(arg.type)) return [`the extra search argument ${name} of ${catalogue} has the type "${arg.type}"`, 'Use a nullable GraphQL input type such as String, ID, Boolean or [ID!].'];
    }
  }
  return null;
}

/** The arguments' part of an operation's SDL signature: ', isSpecial: Boolean'. */
export function extraArgsSdl(byName: Readonly<Record<string, { type: string; description?: string }>> | undefined): string {
  return Object.entries(byName ?? {})
    .map(([name, arg]) => `, ${arg.description ? `${JSON.stringify(arg.description)} ` : ''}${name}: ${arg.type}`)
    .join('');
}

/** The conditions of the extra arguments a call gives, in declaration order. */
export async function extraSearchConditions(
  byName: Readonly<Record<string, ExtraSearchArg>> | undefined,
  scope: SearchScope,
): Promise<SQL[]> {
  const { args } = scope;
  const conditions: SQL[] = [];
  for (const [name, arg] of Object.entries(byName ?? {})) {
    const value = args[name];
    if (value !== null && value !== undefined) conditions.push(await arg.condition(value, scope));
  }
  return conditions;
}
