// The web half of a new plugin: plugin.ts, its typed operation, the page with its story, locales, a test and README.
import type { PluginNames } from './names';
import type { Templates } from './server-templates';
import type { PluginTitles } from './titles';

function catalog(id: string, texts: Record<string, string>): string {
  return `${JSON.stringify(Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${id}.${key}`, text])), null, 2)}\n`;
}

export function webTemplates({ id, camel, pascal: Name, constant }: PluginNames, titles: PluginTitles): Templates {
  return {
    'plugin.ts': `// ${Name}: what this domain covers, in one line.
import { SIGNED_IN } from '@his/sdk';
import { definePlugin, menuItem, route } from '@his/sdk/web';
import { ${constant}_LIST_FOOTER, ${constant}_PAGE } from './contract';

const pages = () => import('./web/pages');

export default definePlugin({
  id: '${id}',
  title: '${id}.title',
  // The page's list is every signed-in user's (api/access.ts); a page whose query needs a permission names it here.
  routes: [route('/${id}', () => pages().then((module) => module.${Name}Page), { title: '${id}.title', permission: SIGNED_IN, ref: ${constant}_PAGE })],
  menu: [menuItem('${id}.menu', '/${id}', { order: 50 })],
  slots: [${constant}_LIST_FOOTER],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
`,
    [`operations/${id}-list.graphql`]: `query ${Name}List {
  ${camel}List {
    _id
    Ma
    Ten
  }
}
`,
    [`operations/create-${id}.graphql`]: `mutation Create${Name}($input: ${Name}Input!) {
  create${Name}(input: $input) {
    _id
    Ma
    Ten
  }
}
`,
    'web/pages.ts': `// The plugin's screens, behind one module so that they share one chunk.
export { ${Name}Page } from './${id}-page/${id}-page';
`,
    [`web/${id}-page/${id}-page.tsx`]: `// ${Name}'s main screen: the rows of its table, by code.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { Slot } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';
import { ${Name}ListDocument } from '../../generated/graphql';
import { ${constant}_LIST_FOOTER } from '../../contract';

const cell = css({ textAlign: 'start', px: '3', py: '2', borderBottomWidth: '1px' });

export function ${Name}Page() {
  const { t } = useTranslation('${id}');
  const [{ data, fetching, error }] = useQuery({ query: ${Name}ListDocument });
  const rows = data?.${camel}List ?? [];
  return (
    <main className={css({ p: '8', display: 'flex', flexDir: 'column', gap: '3' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>{t('${id}.title')}</h1>
      {fetching && <p>{t('${id}.loading')}</p>}
      {error && <p role="alert">{t('${id}.loadFailed')}</p>}
      <table className={css({ borderCollapse: 'collapse' })}>
        <thead>
          <tr>
            <th className={cell}>{t('${id}.field.Ma')}</th>
            <th className={cell}>{t('${id}.field.Ten')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <td className={cell}>{row.Ma}</td>
              <td className={cell}>{row.Ten}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Slot slot={${constant}_LIST_FOOTER} props={{ rows: rows.length }} />
    </main>
  );
}
`,
    [`web/${id}-page/${id}-page.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from '@his/sdk/data';
import { createMockClient } from '@his/sdk/testing';
import { ${Name}Page } from './${id}-page';

// Answers the page's one query; any other operation fails the story.
const client = createMockClient({ ${Name}List: () => ({ ${camel}List: [{ _id: 'r1', Ma: 'MAU-01', Ten: 'Dòng mẫu' }] }) });

const meta = {
  title: 'Plugins/${id}/${Name}Page',
  component: ${Name}Page,
  decorators: [(Story) => <Provider value={client}><Story /></Provider>],
} satisfies Meta<typeof ${Name}Page>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
`,
    'locales/vi.json': catalog(id, { title: titles.vi, menu: titles.vi, loading: 'Đang tải…', loadFailed: 'Không tải được danh sách', 'field.Ma': 'Mã', 'field.Ten': 'Tên' }),
    'locales/en.json': catalog(id, { title: titles.en, menu: titles.en, loading: 'Loading…', loadFailed: 'The list could not be loaded', 'field.Ma': 'Code', 'field.Ten': 'Name' }),
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
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });
});
`,
    'README.md': `# ${titles.en} (\`${id}\`)

What the domain covers, in a few lines.

- Screen \`/${id}\` (\`web/${id}-page/\`): the rows of the \`${Name}\` table, by code.
- API (\`api/\`): \`${camel}List\` for any signed-in user; \`create${Name}\` needs \`${id}.write\`, checks
  \`rules/${id}.ts\` and writes the row with its audit entry.
- Data: table \`${Name}\` (\`api/migrations.ts\`); the seed adds a reference row and, with demo data, a demo row.
- Contract (\`contract.ts\`, the only file others import): the permission, the page's route ref and the slot
  \`${id}.listFooter\`.
`,
  };
}
