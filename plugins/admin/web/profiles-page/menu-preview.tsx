// The menu the profile being edited will see on one of its nodes, built by the shell's own rule: the entries of its
// tree whose page this variant has and whose permission the profile holds there (every entry with a full menu).
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { buildNavigation, type MenuSource, type NavigationEntry, type Translate } from '@his/sdk/web';

export interface MenuPreviewProps {
  pages: MenuSource;
  menu: string;
  navigation: unknown;
  /** The codes the profile holds on the node previewed. */
  permissions: readonly string[];
  translate: Translate;
}

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDir: 'column', gap: '1', '& &': { ps: '4', pt: '1' } });
const entry = css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' });
const tag = css({ textStyle: 'xs', color: 'fg.muted', bg: 'bg.subtle', rounded: 'l1', px: '1.5' });

// Memoised: the profile's form redraws on every key typed in its name.
export const MenuPreview = memo(function MenuPreview({ pages, menu, navigation, permissions, translate }: MenuPreviewProps) {
  const { t } = useTranslation('admin');
  const entries = buildNavigation(pages, menu, navigation, permissions, translate);
  const render = (items: readonly NavigationEntry[], label?: string): ReactNode => (
    <ul className={list} aria-label={label}>
      {items.map((item, index) => (
        <li key={`${item.path}-${index}`} aria-label={item.title}>
          <span className={entry}>
            <span className={css({ fontWeight: item.children ? 'semibold' : 'normal', overflowWrap: 'anywhere' })}>{item.title}</span>
            {item.placement === 'right' && <span className={tag}>{t('admin.profiles.preview.right')}</span>}
          </span>
          {item.children && render(item.children, t('admin.profiles.tree.inside', { title: item.title }))}
        </li>
      ))}
    </ul>
  );
  if (entries.length === 0) return <p className={css({ color: 'fg.muted', textStyle: 'sm', m: '0' })}>{t('admin.profiles.preview.empty')}</p>;
  return render(entries, t('admin.profiles.preview.title'));
});
