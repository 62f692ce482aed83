// The authorization matrix, generated from the schema: every operation of every service is enumerated by
// introspection and its declared access read from operationAccess, so a new resolver is covered without editing this
// file. Each operation that needs a permission is called by a profile holding every other permission but not it
// (FORBIDDEN, nothing written but a mutation's refusal entry); each operation that needs a sign-in is called on a
// node the profile has no role on (FORBIDDEN) and signed out (UNAUTHENTICATED); every mutation that succeeds for the
// administrator leaves exactly one audit entry. Prints the counts. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClientSchema, getIntrospectionQuery, getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isObjectType, isScalarType,
  type GraphQLField, type GraphQLInputType, type GraphQLSchema, type IntrospectionQuery,
} from 'graphql';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, type Caller } from '../support/server';

const startServer = serversOnBackends({ withPlugins: true });

const PATHS = { his: '/graphqlhis', auth: '/graphqlauth', sm4: '/graphqlsm4', template: '/graphqltemplate' } as const;
type Service = keyof typeof PATHS;
const ROOTS = ['Query', 'Mutation'] as const;

interface Declared {
  service: Service;
  rootType: string;
  name: string;
  access: 'public' | 'signedIn' | 'permission';
  permissions: string[];
}

interface Operation extends Declared {
  document: string;
  variables: Record<string, unknown>;
  /** It answers with a patient's record or rows naming one. */
  patientData: boolean;
}

/** The operations anyone signed in calls on their own account (reportDeniedRoute: a page the shell refused them). */
const OWN_ACCOUNT = new Set(['auth:Mutation.login', 'auth:Mutation.logout', 'auth:Mutation.changePassword', 'auth:Mutation.reportDeniedRoute']);
const PATIENT_FIELDS = ['BenhNhan_Id', 'MaYTe', 'TenBenhNhan'];

function answersPatientData(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  // A page of rows (items) or the rows themselves.
  const rows = fields.items ? getNamedType(fields.items.type) : type;
  return isObjectType(rows) && PATIENT_FIELDS.some((name) => name in rows.getFields());
}

/** A value the argument's type accepts, so that the request passes validation and reaches the resolver. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((field) => isNonNullType(field.type)).map((field) => [field.name, sample(field.type)]));
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return false;
    if (type.name === 'JSON') return {};
    return 'x';
  }
  throw new Error(`No sample for ${String(type)}`);
}

/** The operation as one request: its required arguments as variables, `__typename` of what it returns. */
function requestOf(rootType: string, field: GraphQLField<unknown, unknown>): { document: string; variables: Record<string, unknown> } {
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const keyword = rootType === 'Query' ? 'query' : 'mutation';
  return {
    document: `${keyword} Matrix${declarations ? `(${declarations})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)])),
  };
}

const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code ?? 'OK';

describe.each(BACKENDS)('the authorization matrix on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let operations: Operation[];
  let subscriptions = 0;
  let allCodes: string[];
  const query = <T,>(text: string, params: unknown[] = []) => server.runtime.database.query<T>(text, params);

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    const declared = (await gql<{ operationAccess: Declared[] }>(server, PATHS.auth, '{ operationAccess { service rootType name access permissions } }', {}, admin)).data!.operationAccess;
    allCodes = (await gql<{ permissionCatalogue: { code: string }[] }>(server, PATHS.auth, '{ permissionCatalogue { code } }', {}, admin)).data!.permissionCatalogue.map((entry) => entry.code);
    operations = [];
    for (const service of Object.keys(PATHS) as Service[]) {
      const introspection = await gql<IntrospectionQuery>(server, PATHS[service], getIntrospectionQuery(), {}, admin);
      const schema: GraphQLSchema = buildClientSchema(introspection.data!);
      subscriptions += Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).length;
      for (const rootType of ROOTS) {
        const type = rootType === 'Query' ? schema.getQueryType() : schema.getMutationType();
        for (const field of Object.values(type?.getFields() ?? {})) {
          const declaration = declared.find((entry) => entry.service === service && entry.rootType === rootType && entry.name === field.name);
          // An operation without a declaration fails here, naming it (the server refuses to start with one anyway).
          expect(declaration, `${service}:${rootType}.${field.name} has no declared access`).toBeDefined();
          operations.push({ ...declaration!, ...requestOf(rootType, field), patientData: answersPatientData(field) });
        }
      }
    }
  }, 120_000);
  afterAll(async () => server?.close());

  /** Who the matrix's calls are made as: a demo account given one profile per set of permissions withheld. */
  async function matrixCaller(): Promise<{ caller: Caller; userId: string; nodes: { own: string; other: string } }> {
    const [user] = await query<{ _id: string }>(`SELECT _id FROM his_users WHERE username = 'vanthu'`);
    const nodes = await query<{ _id: string; code: string }>(`SELECT _id, code FROM his_nodes WHERE code IN ('CS01', 'CS02')`);
    const own = nodes.find((node) => node.code === 'CS01')!._id;
    const other = nodes.find((node) => node.code === 'CS02')!._id;
    return { caller: { token: (await login(server, 'vanthu', 'Vanthu@123')).token, node: own }, userId: user!._id, nodes: { own, other } };
  }

  async function profileWithout(userId: string, node: string, withheld: readonly string[]): Promise<string> {
    const id = `matrix-${[...withheld].sort().join('+')}`.slice(0, 200);
    const [existing] = await query<{ _id: string }>('SELECT _id FROM his_profiles WHERE _id = $1', [id]);
    if (existing) return id;
    await query(`INSERT INTO his_profiles (_id, name, menu) VALUES ($1, $1, 'full')`, [id]);
    await query(`INSERT INTO his_profile_nodes ("profile_Id", "node_Id", role) VALUES ($1, $2, 'ACCOUNTANT')`, [id, node]);
    await query(`INSERT INTO his_profile_permissions ("profile_Id", "node_Id", permissions) VALUES ($1, $2, $3)`, [id, node, allCodes.filter((code) => !withheld.includes(code))]);
    await query(`INSERT INTO his_user_profiles ("user_Id", "profile_Id", position) VALUES ($1, $2, 100)`, [userId, id]);
    return id;
  }

  /** The next transaction id: it moves when anything is written, so a refusal that wrote nothing leaves it as it was. */
  const nextTransaction = async () => Number((await query<{ next: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next'))[0]!.next);
  const refusalEntries = async (operation: string) =>
    Number((await query<{ count: number }>(`SELECT count(*)::int AS count FROM his_audit_log WHERE action = 'REFUSED' AND entity = $1`, [operation]))[0]!.count);

  it('refuses every operation that needs a permission to a profile holding all the others, writing nothing but the refusal', async () => {
    const { caller, userId, nodes } = await matrixCaller();
    const guarded = operations.filter((operation) => operation.access === 'permission');
    const wrong: string[] = [];
    for (const operation of guarded) {
      const profile = await profileWithout(userId, nodes.own, operation.permissions);
      const refusalsBefore = operation.rootType === 'Mutation' ? await refusalEntries(operation.name) : 0;
      const before = await nextTransaction();
      const result = await gql(server, PATHS[operation.service], operation.document, operation.variables, { ...caller, profile });
      const written = (await nextTransaction()) - before;
      const label = `${operation.service}:${operation.rootType}.${operation.name}`;
      if (codeOf(result) !== 'FORBIDDEN') wrong.push(`${label} answered ${codeOf(result)}`);
      else if (operation.rootType === 'Mutation') {
        // The refusal's own entry is the one write.
        if ((await refusalEntries(operation.name)) !== refusalsBefore + 1) wrong.push(`${label} left no refusal entry`);
        if (written !== 1) wrong.push(`${label} wrote ${written} transactions`);
      } else if (written !== 0) wrong.push(`${label} wrote ${written} transactions`);
    }
    console.log(`authorization matrix (${backend}): ${operations.length} operations of ${Object.keys(PATHS).length} services (and ${subscriptions} subscriptions, checked by their own suites); ${guarded.length} need a permission, ${guarded.length - wrong.length} refused to a profile without it`);
    expect(wrong).toEqual([]);
  }, 600_000);

  it('declares a permission for every mutation but those on the caller\'s own account, and for every query of patient data', () => {
    const open = operations.filter((operation) => operation.access !== 'permission');
    const label = (operation: Operation) => `${operation.service}:${operation.rootType}.${operation.name}`;
    expect(open.filter((operation) => operation.rootType === 'Mutation').map(label).filter((name) => !OWN_ACCOUNT.has(name))).toEqual([]);
    const patientReads = operations.filter((operation) => operation.patientData);
    console.log(`authorization matrix (${backend}): ${patientReads.length} operations answer with patients' data`);
    expect(patientReads.length).toBeGreaterThan(0);
    // The public result page answers by the token printed on the patient's own sheet (its own suite checks the token).
    expect(patientReads.filter((operation) => operation.access !== 'permission').map(label)).toEqual(['his:Query.ketQuaCLSCongKhai']);
  });

  it('refuses every signed-in operation on a node the profile has no role on, and signed out', async () => {
    const { caller, userId, nodes } = await matrixCaller();
    const profile = await profileWithout(userId, nodes.own, []);
    const signedIn = operations.filter((operation) => operation.access !== 'public');
    const wrong: string[] = [];
    for (const operation of signedIn) {
      const label = `${operation.service}:${operation.rootType}.${operation.name}`;
      const before = await nextTransaction();
      const elsewhere = await gql(server, PATHS[operation.service], operation.document, operation.variables, { ...caller, profile, node: nodes.other });
      if (codeOf(elsewhere) !== 'FORBIDDEN') wrong.push(`${label} on another node answered ${codeOf(elsewhere)}`);
      const signedOut = await gql(server, PATHS[operation.service], operation.document, operation.variables, {});
      if (codeOf(signedOut) !== 'UNAUTHENTICATED') wrong.push(`${label} signed out answered ${codeOf(signedOut)}`);
      const written = (await nextTransaction()) - before;
      if (written > (operation.rootType === 'Mutation' ? 1 : 0)) wrong.push(`${label} wrote ${written} transactions`);
    }
    console.log(`authorization matrix (${backend}): ${signedIn.length} signed-in operations refused on another node and signed out, ${operations.length - signedIn.length} public`);
    expect(wrong).toEqual([]);
  }, 600_000);
  // Last: it changes the database. As the administrator, every mutation is sent with its sample arguments; most are
  // refused as bad input, and each that succeeds must have left exactly one audit entry saying what it changed.
  it('leaves exactly one audit entry with the change for every mutation that succeeds', async () => {
    const lastEntry = async () => (await query<{ last: string | null }>('SELECT max(_id)::text AS last FROM his_audit_log'))[0]!.last ?? '0';
    const succeeded: string[] = [];
    const wrong: string[] = [];
    // Signing the administrator out would end the run's session.
    for (const operation of operations.filter((each) => each.rootType === 'Mutation' && each.name !== 'logout')) {
      const label = `${operation.service}:${operation.rootType}.${operation.name}`;
      const before = await lastEntry();
      const result = await gql(server, PATHS[operation.service], operation.document, operation.variables, admin);
      if (result.errors) continue;
      succeeded.push(label);
      const entries = await query<{ operation: string | null; before: unknown; after: unknown }>(
        'SELECT operation, before, after FROM his_audit_log WHERE _id > $1::bigint ORDER BY _id', [before]);
      if (entries.length !== 1) wrong.push(`${label} left ${entries.length} entries`);
      else if (entries[0]!.before === null && entries[0]!.after === null) wrong.push(`${label} left an entry without the change`);
    }
    console.log(`authorization matrix (${backend}): ${succeeded.length} mutations succeeded with sample arguments, ${succeeded.length - wrong.length} left exactly one audit entry`);
    expect(wrong).toEqual([]);
  }, 600_000);
});
