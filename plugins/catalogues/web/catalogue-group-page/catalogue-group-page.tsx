// A screen of several catalogues (/he-thong-danh-muc/:child, /dich-vu/:child, …): their names on the left, the
// chosen one's list on the right; an unknown child shows the first.
import { useTranslation } from 'react-i18next';
import { catalogueWritePermission, type AnyCatalogue } from '@his/sdk';
import { CatalogueScreen } from '@his/sdk/catalogue-screens';
import { css } from '@his/sdk/styled/css';
import { Link, useParams } from '@his/sdk/web';
import { catalogueDescriptors } from '../../rules';
import { catalogueOfGroup, type CatalogueGroup } from '../groups';
import { catalogueSlug } from '../slugs';

const KNOWN: ReadonlyMap<string, AnyCatalogue> = new Map(catalogueDescriptors.map((descriptor) => [descriptor.name, descriptor]));

const layout = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '16rem minmax(0, 1fr)' }, gap: '6', maxW: '100rem', mx: 'auto', p: { base: '4', md: '6' } });
const nav = css({ display: 'flex', flexDir: 'column', gap: '0.5', alignSelf: 'start', position: { lg: 'sticky' }, top: '4', maxH: { lg: 'calc(100vh - 6rem)' }, overflowY: 'auto' });
const navLink = css({
  display: 'block', px: '3', py: '1.5', rounded: 'l2', textStyle: 'sm', color: 'fg.default', textDecoration: 'none',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.text', fontWeight: 'semibold' },
});

export function CatalogueGroupPage({ group }: { group: CatalogueGroup }) {
  const { t, i18n } = useTranslation('catalogues');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { child } = useParams({ strict: false }) as { child?: string };
  const current = catalogueOfGroup(group, child) ?? group.catalogues[0]!;

  return (
    <main className={layout}>
      <nav aria-label={t(group.title)} className={nav}>
        <h1 className={css({ textStyle: 'lg', fontWeight: 'semibold', px: '3', mb: '2' })}>{t(group.title)}</h1>
        {group.catalogues.map((catalogue) => (
          <Link
            key={catalogue.name}
            to={`${group.path}/${catalogueSlug(catalogue.name)}`}
            className={navLink}
            aria-current={catalogue === current ? 'page' : undefined}
          >
            {catalogue.title[lang]}
          </Link>
        ))}
      </nav>
      <CatalogueScreen key={current.name} descriptor={current} known={KNOWN} writePermission={catalogueWritePermission('catalogues', current)} headingLevel="h2" />
    </main>
  );
}
