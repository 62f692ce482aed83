// /co-so-to-chuc: the organisational units screen, talking to the auth service, where units live; a department's
// services, stores and beds are the main service's, so their dialog stays outside the auth client.
import { useState } from 'react';
import { Provider, useAuthServiceClient } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { DepartmentLinksDialog, type LinkedUnit } from '../department-links/department-links-dialog';
import { OrgUnitsScreen } from './org-units-screen';

export function OrgUnitsPage() {
  const authClient = useAuthServiceClient();
  const [linksOf, setLinksOf] = useState<LinkedUnit | null>(null);
  return (
    <main className={css({ maxW: '100rem', mx: 'auto', p: { base: '4', md: '6' } })}>
      <Provider value={authClient}>
        <OrgUnitsScreen onOpenLinks={setLinksOf} />
      </Provider>
      <DepartmentLinksDialog unit={linksOf} onClose={() => setLinksOf(null)} />
    </main>
  );
}
