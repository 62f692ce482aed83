// `his new plugin <id>`: a plugin folder that builds, has a passing test and a story, and shows its
// page (reading its own API) once a variant lists it.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PLUGINS_DIR } from '../build/paths';
import { writePluginIds } from '../plugin-ids';

export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function camel(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());
}

function pascal(id: string): string {
  const name = camel(id);
  return name[0]!.toUpperCase() + name.slice(1);
}

/** The plugin's name as its users read it, in both languages; the page title and the menu entry show it. */
export interface PluginTitles {
  vi: string;
  en: string;
}

/** Until the developer names the domain, the Vietnamese screen says "module <Name>" rather than an English word alone. */
export function defaultTitles(id: string): PluginTitles {
  return { vi: `Phân hệ ${pascal(id)}`, en: pascal(id) };
}

function templates(id: string, titles: PluginTitles): Record<string, string> {
  const name = camel(id);
  const Name = pascal(id);
  const query = `${name}Hello`;
  return {
    'plugin.ts': `// ${Name}: what this domain covers, in one line.
import { definePlugin, menuItem, route } from '@his/sdk/web';

export default definePlugin({
  id: '${id}',
  title: '${id}.title',
  routes: [
    route('/${id}', () => import('./web/pages').then((module) => module.${Name}Page), { title: '${id}.title' }),
  ],
  menu: [menuItem('${id}.menu', '/${id}', { order: 50 })],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
`,
    'server.ts': `// ${Name}'s API: its schema, resolvers and permissions.
import { defineServerPlugin } from '@his/sdk/server';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export default defineServerPlugin({
  id: '${id}',
  schema: /* GraphQL */ \`
    extend type Query {
      "A greeting for the signed-in user, in their language."
      ${query}: String!
    }
  \`,
  resolvers: {
    Query: {
      ${query}: (_parent: unknown, _args: unknown, ctx: import('@his/sdk/server').RequestContext) => {
        const viewer = ctx.requireViewer();
        const catalog: Record<string, string> = ctx.lang === 'en' ? en : vi;
        return catalog['${id}.greeting']!.replace('{name}', viewer.username);
      },
    },
  },
  locales: { vi, en },
});
`,
    [`operations/${id}-hello.graphql`]: `query ${Name}Hello {
  ${query}
}
`,
    'web/pages.ts': `// The plugin's screens, behind one module so that they share one chunk.
export { ${Name}Page } from './${id}-page/${id}-page';
`,
    [`web/${id}-page/${id}-page.tsx`]: `// ${Name}'s main screen.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { ${Name}HelloDocument } from '../../generated/graphql';

export function ${Name}Page() {
  const { t } = useTranslation('${id}');
  const [{ data, fetching }] = useQuery({ query: ${Name}HelloDocument });
  return (
    <main className={css({ p: '8', display: 'flex', flexDir: 'column', gap: '3' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>{t('${id}.title')}</h1>
      <p>{fetching ? t('${id}.loading') : data?.${query}}</p>
    </main>
  );
}
`,
    [`web/${id}-page/${id}-page.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from '@his/sdk/data';
import { createMockClient } from '@his/sdk/testing';
import { ${Name}Page } from './${id}-page';

// Answers the page's one query; any other operation fails the story.
const client = createMockClient({ ${Name}Hello: () => ({ ${query}: 'Xin chào, admin' }) });

const meta = {
  title: 'Plugins/${id}/${Name}Page',
  component: ${Name}Page,
  decorators: [(Story) => <Provider value={client}><Story /></Provider>],
} satisfies Meta<typeof ${Name}Page>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
`,
    'locales/vi.json': `${JSON.stringify({ [`${id}.title`]: titles.vi, [`${id}.menu`]: titles.vi, [`${id}.loading`]: 'Đang tải…', [`${id}.greeting`]: 'Xin chào, {name}' }, null, 2)}\n`,
    'locales/en.json': `${JSON.stringify({ [`${id}.title`]: titles.en, [`${id}.menu`]: titles.en, [`${id}.loading`]: 'Loading…', [`${id}.greeting`]: 'Hello, {name}' }, null, 2)}\n`,
    [`${id}.test.ts`]: `import { describe, expect, it } from 'vitest';
import plugin from './plugin';
import vi from './locales/vi.json';
import en from './locales/en.json';

describe('${id} plugin', () => {
  it('declares its page and menu entry, with texts in both languages', () => {
    expect(plugin.routes?.map((route) => route.path)).toEqual(['/${id}']);
    for (const key of [plugin.title, ...(plugin.menu ?? []).map((item) => item.title)]) {
      expect(vi).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
  });
});
`,
    'README.md': `# ${id}

What the domain covers, its routes (\`/${id}\`) and the events it publishes.
`,
  };
}

export function scaffoldPlugin(id: string, titles: Partial<PluginTitles> = {}): string[] {
  if (!PLUGIN_ID_PATTERN.test(id)) throw new Error(`"${id}" is not a plugin id: use lower-case words joined by dashes, e.g. "outpatient-fees".`);
  const folder = resolve(PLUGINS_DIR, id);
  if (existsSync(folder)) throw new Error(`plugins/${id}/ exists already.`);
  const written: string[] = [];
  for (const [path, content] of Object.entries(templates(id, { ...defaultTitles(id), ...titles }))) {
    const file = resolve(folder, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    written.push(`plugins/${id}/${path}`);
  }
  writePluginIds();
  return written;
}
