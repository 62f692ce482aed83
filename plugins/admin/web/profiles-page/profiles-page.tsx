// The route /quan-tri-he-thong/ho-so-quyen: profiles live in the auth service, so the screen talks to its client; the
// trees are built from the pages the host composed for this variant.
import { Provider, useAuthServiceClient } from '@his/sdk/data';
import { useHasPermission, useVariantPages } from '@his/sdk/web';
import { PROFILES_MANAGE } from './profile-values';
import { ProfilesScreen } from './profiles-screen';

export function ProfilesPage() {
  const authClient = useAuthServiceClient();
  const pages = useVariantPages();
  const canManage = useHasPermission(PROFILES_MANAGE);
  return (
    <Provider value={authClient}>
      <ProfilesScreen pages={pages} canManage={canManage} />
    </Provider>
  );
}
