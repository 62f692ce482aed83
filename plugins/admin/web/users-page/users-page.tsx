// The route /quan-tri-he-thong/nguoi-dung: accounts live in the auth service, so the screen talks to its client;
// staff members are picked through the staff catalogue's search on the main service.
import { useCallback } from 'react';
import { Provider, useAuthServiceClient } from '@his/sdk/data';
import { useCatalogueSearch } from '@his/sdk/catalogue-screens';
import { useHasPermission, useSession } from '@his/sdk/web';
import { nhanVienFace } from '../../../catalogues/contract';
import { UsersScreen } from './users-screen';

export const USERS_MANAGE = 'auth.users.manage';

export function UsersPage() {
  const authClient = useAuthServiceClient();
  const findStaff = useCatalogueSearch(nhanVienFace);
  const searchStaff = useCallback((text: string) => findStaff(text), [findStaff]);
  const canManage = useHasPermission(USERS_MANAGE);
  const session = useSession();
  return (
    <Provider value={authClient}>
      <UsersScreen searchStaff={searchStaff} canManage={canManage} currentUserId={session.user._id} />
    </Provider>
  );
}
