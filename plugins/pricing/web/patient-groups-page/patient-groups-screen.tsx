// The screen of /doi-tuong/:child: patient groups, price types and patient-group categories listed on the left,
// the chosen one's list, add, edit, import and export on the right (the SDK's generic catalogue screen).
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueWritePermission, type AnyCatalogue } from '@his/sdk';
import { CatalogueScreen } from '@his/sdk/catalogue-screens';
import { css } from '@his/sdk/styled/css';
import { KNOWN_CATALOGUES } from '../known-catalogues';
import { catalogueSlug, PATIENT_GROUP_CATALOGUES, PATIENT_GROUPS_PATH } from '../patient-group-catalogues';

export interface NavLinkProps {
  to: string;
  className: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

export interface PatientGroupsScreenProps {
  current: AnyCatalogue;
  /** The router's link in the app; a story passes its own. */
  link: ComponentType<NavLinkProps>;
}

const layout = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '16rem minmax(0, 1fr)' }, gap: '6', maxW: '100rem', mx: 'auto', p: { base: '4', md: '6' } });
const nav = css({ display: 'flex', flexDir: 'column', gap: '0.5', alignSelf: 'start', position: { lg: 'sticky' }, top: '4' });
const navLink = css({
  display: 'block', px: '3', py: '1.5', rounded: 'l2', textStyle: 'sm', color: 'fg.default', textDecoration: 'none',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.text', fontWeight: 'semibold' },
});

export function PatientGroupsScreen({ current, link: NavLink }: PatientGroupsScreenProps) {
  const { t, i18n } = useTranslation('pricing');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <main className={layout}>
      <nav aria-label={t('pricing.group.patientGroups')} className={nav}>
        <h1 className={css({ textStyle: 'lg', fontWeight: 'semibold', px: '3', mb: '2' })}>{t('pricing.group.patientGroups')}</h1>
        {PATIENT_GROUP_CATALOGUES.map((catalogue) => (
          <NavLink
            key={catalogue.name}
            to={`${PATIENT_GROUPS_PATH}/${catalogueSlug(catalogue.name)}`}
            className={navLink}
            aria-current={catalogue === current ? 'page' : undefined}
          >
            {catalogue.title[lang]}
          </NavLink>
        ))}
      </nav>
      <CatalogueScreen key={current.name} descriptor={current} known={KNOWN_CATALOGUES} writePermission={catalogueWritePermission('pricing', current)} headingLevel="h2" />
    </main>
  );
}
