// The server half of a new plugin: its rule, permission, contract, schema, resolvers, access, table, seed and server.ts.
import type { PluginNames } from './names';
import type { PluginTitles } from './titles';

/** File path inside the plugin folder → content. */
export type Templates = Record<string, string>;

/** A TypeScript string literal in the house's single quotes. */
function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function serverTemplates({ id, camel, pascal: Name, constant }: PluginNames, titles: PluginTitles): Templates {
  const permission = `${constant}_WRITE`;
  return {
    'rules/permissions.ts': `// The permissions ${Name} checks.

/** Create ${Name} rows. */
export const ${permission} = '${id}.write';
`,
    [`rules/${id}.ts`]: `// What makes a ${Name} row valid, as message keys: the server refuses with them, a form shows them under its fields.
import { codeRules, findProblem, maxLength, nameRules, type Problem, type Rule } from '@his/sdk/validation';

export interface ${Name}Input {
  Ma: string;
  Ten: string;
}

export interface ${Name}Problem extends Problem {
  field: keyof ${Name}Input;
}

const RULES: Record<keyof ${Name}Input, readonly Rule[]> = {
  Ma: [...codeRules, maxLength(20)],
  Ten: [...nameRules, maxLength(200)],
};

/** The first problem of a row to be saved, field by field, or null when it may be saved. */
export function check${Name}(input: ${Name}Input): ${Name}Problem | null {
  for (const field of ['Ma', 'Ten'] as const) {
    const problem = findProblem(input[field], RULES[field]);
    if (problem) return { field, ...problem };
  }
  return null;
}
`,
    [`rules/${id}.test.ts`]: `// The checks of a ${Name} row, one case a row.
import { describe, expect, it } from 'vitest';
import { check${Name}, type ${Name}Input } from './${id}';

const good: ${Name}Input = { Ma: 'MA-01', Ten: 'Tên hợp lệ' };

describe('checking a ${Name} row', () => {
  it('accepts a code of letters, digits and dashes with a name', () => {
    expect(check${Name}(good)).toBeNull();
  });

  const mistakes: [caseName: string, change: Partial<${Name}Input>, field: string, key: string][] = [
    ['no code', { Ma: '' }, 'Ma', 'validation.required'],
    ['a code with a slash', { Ma: 'MA/01' }, 'Ma', 'validation.codeFormat'],
    ['a code longer than 20 characters', { Ma: 'M'.repeat(21) }, 'Ma', 'validation.maxLength'],
    ['no name', { Ten: '' }, 'Ten', 'validation.required'],
    ['a name of spaces only', { Ten: '   ' }, 'Ten', 'validation.blank'],
  ];
  it.each(mistakes)('refuses %s', (_caseName, change, field, key) => {
    expect(check${Name}({ ...good, ...change })).toMatchObject({ field, key });
  });
});
`,
    'contract.ts': `// ${Name}'s contract, the only file of this plugin that others may import: its permissions, the page others link
// to, and the places on its screens where others may add UI.
import { createRouteRef, defineSlot } from '@his/sdk/web';

export { ${permission} } from './rules/permissions';

/** The main page: another plugin links to it through an external route ref that a variant binds to this. */
export const ${constant}_PAGE = createRouteRef('${id}.page');

/**
 * An example of a typed slot (rename or remove it): a place under the list where another plugin may add a panel;
 * its fill receives the number of rows shown.
 */
export const ${constant}_LIST_FOOTER = defineSlot<{ rows: number }>('${id}.listFooter');
`,
    'api/schema.ts': `// The SDL of ${Name}: its rows, the list query and the create mutation.

export const ${camel}Schema = /* GraphQL */ \`
"A row of ${Name}'s own table."
type ${Name} {
  _id: ID!
  "Code, unique: letters, digits, spaces and dashes, at most 20."
  Ma: String!
  "Name, at most 200 characters."
  Ten: String!
}

input ${Name}Input {
  Ma: String!
  Ten: String!
}

extend type Query {
  "Every ${Name} row, by code."
  ${camel}List: [${Name}!]!
}

extend type Mutation {
  "Creates a row; needs ${id}.write. Refuses a bad field (BAD_USER_INPUT with the field) or a code already used."
  create${Name}(input: ${Name}Input!): ${Name}!
}
\`;
`,
    'api/resolvers.ts': `// ${Name}'s resolvers: the list reads its own table; the create checks the permission and the rule, then writes
// the row and its audit entry in one transaction.
import { sql } from 'drizzle-orm';
import { badInput, newId, rowsOf, type RequestContext } from '@his/sdk/server';
import { check${Name}, type ${Name}Input } from '../rules/${id}';
import { ${permission} } from '../rules/permissions';

export interface ${Name}Row {
  _id: string;
  Ma: string;
  Ten: string;
}

export const ${camel}Resolvers = {
  Query: {
    ${camel}List: async (_parent: unknown, _args: unknown, ctx: RequestContext): Promise<${Name}Row[]> => {
      ctx.requireViewer();
      return rowsOf<${Name}Row>(await ctx.db.execute(sql\`SELECT _id, "Ma", "Ten" FROM "${Name}" ORDER BY "Ma"\`));
    },
  },
  Mutation: {
    create${Name}: async (_parent: unknown, { input }: { input: ${Name}Input }, ctx: RequestContext): Promise<${Name}Row> => {
      const viewer = ctx.requirePermission(${permission});
      const problem = check${Name}(input);
      if (problem) throw badInput(problem.key, problem.field, { ...problem.params });
      return ctx.write(async ({ tx, audit }) => {
        // The UNIQUE constraint stays the last word; this check names the code instead of failing on it.
        const taken = rowsOf(await tx.execute(sql\`SELECT 1 FROM "${Name}" WHERE "Ma" = \${input.Ma}\`));
        if (taken.length > 0) throw badInput('validation.duplicateCode', 'Ma', { code: input.Ma });
        const row: ${Name}Row = { _id: newId(), Ma: input.Ma, Ten: input.Ten };
        await tx.execute(sql\`INSERT INTO "${Name}" (_id, "Ma", "Ten", "createdBy") VALUES (\${row._id}, \${row.Ma}, \${row.Ten}, \${viewer.userId})\`);
        await audit({ action: 'CREATE', entity: '${Name}', entityId: row._id, after: row });
        return row;
      });
    },
  },
};
`,
    'api/access.ts': `// Who may call each of ${Name}'s operations: the host checks it before the resolver runs, and a variant with an
// operation left out does not build or start.
import { defineAccess, SIGNED_IN } from '@his/sdk/server';
import { ${permission} } from '../rules/permissions';

export const ${camel}Access = defineAccess({
  Query: { ${camel}List: SIGNED_IN },
  Mutation: { create${Name}: ${permission} },
});
`,
    'api/migrations.ts': `// ${Name}'s table. Migrations run once per database, in order; a change is a new entry, never an edit.
import type { Migration } from '@his/sdk/server';

export const ${camel}Migrations: Migration[] = [
  {
    id: '${Name}.v1',
    sql: \`
CREATE TABLE "${Name}" (
  _id text PRIMARY KEY,
  "Ma" text NOT NULL,
  "Ten" text NOT NULL,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "${Name}_Ma_key" UNIQUE ("Ma")
);\`,
  },
];
`,
    'seed/index.ts': `// ${Name}'s seed: a reference row every installation needs, and a demo row for the demo data.
import { sql } from 'drizzle-orm';
import { newId, type SeedContext } from '@his/sdk/server';

export const REFERENCE_ROW = { Ma: 'MAC-DINH', Ten: 'Mặc định' };
export const DEMO_ROW = { Ma: 'MAU-01', Ten: 'Dòng mẫu' };

export async function seed${Name}({ tx, demo, log }: SeedContext): Promise<void> {
  const row = demo ? DEMO_ROW : REFERENCE_ROW;
  // A seed may meet the row again when a database is prepared twice: keep what is there.
  await tx.execute(sql\`INSERT INTO "${Name}" (_id, "Ma", "Ten") VALUES (\${newId()}, \${row.Ma}, \${row.Ten}) ON CONFLICT ("Ma") DO NOTHING\`);
  log.info('${id}.seeded', { demo });
}
`,
    'server.ts': `// ${Name}'s API: its table, the list query and the create mutation, its permission and its seed.
import { defineServerPlugin } from '@his/sdk/server';
import { ${permission} } from './rules/permissions';
import { ${camel}Schema } from './api/schema';
import { ${camel}Resolvers } from './api/resolvers';
import { ${camel}Access } from './api/access';
import { ${camel}Migrations } from './api/migrations';
import { seed${Name} } from './seed/index';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export default defineServerPlugin({
  id: '${id}',
  schema: ${camel}Schema,
  access: ${camel}Access,
  resolvers: ${camel}Resolvers,
  migrations: ${camel}Migrations,
  permissions: [{ code: ${permission}, title: { vi: ${quoted(`Thêm ${titles.vi}`)}, en: ${quoted(`Create ${titles.en}`)} } }],
  locales: { vi, en },
  seed: seed${Name},
});
`,
  };
}
