// The route /doi-tuong/:child?: the path names the catalogue shown; an unknown one shows the first.
import { Link, useParams } from '@his/sdk/web';
import { catalogueOfSlug, PATIENT_GROUP_CATALOGUES } from '../patient-group-catalogues';
import { PatientGroupsScreen, type NavLinkProps } from './patient-groups-screen';

function RouterLink({ to, className, children, ...rest }: NavLinkProps) {
  return (
    <Link to={to} className={className} aria-current={rest['aria-current']}>
      {children}
    </Link>
  );
}

export function PatientGroupsPage() {
  const { child } = useParams({ strict: false }) as { child?: string };
  return <PatientGroupsScreen current={catalogueOfSlug(child) ?? PATIENT_GROUP_CATALOGUES[0]!} link={RouterLink} />;
}
