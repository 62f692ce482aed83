// /co-so-to-chuc: the organisational units screen, talking to the auth service, where units live.
import { Provider, useAuthServiceClient } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { OrgUnitsScreen } from './org-units-screen';

export function OrgUnitsPage() {
  const authClient = useAuthServiceClient();
  return (
    <main className={css({ maxW: '100rem', mx: 'auto', p: { base: '4', md: '6' } })}>
      <Provider value={authClient}>
        <OrgUnitsScreen />
      </Provider>
    </main>
  );
}
