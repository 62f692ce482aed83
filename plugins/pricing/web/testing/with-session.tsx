// A signed-in session for stories and component tests, holding the permissions given: what the host provides.
import type { ReactNode } from 'react';
import { SessionContext, type HisSession } from '@his/sdk/web';

export function testSession(permissions: readonly string[]): HisSession {
  const node = { _id: 'n-cs01', code: 'CS01', name: 'Bệnh viện Đa khoa Hòa Bình', category: 'HOSPITAL' };
  const profile = { _id: 'p-gia', name: 'Quản lý giá', menu: 'full' };
  return {
    user: { _id: 'u-gia', username: 'quanlygia', employee: { TenNhanVien: 'Nguyễn Thị Mai' } },
    profile,
    currentNode: node,
    nodes: [node],
    profiles: [profile],
    permissions: [...permissions],
    navigation: [],
  };
}

export function WithSession({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  return <SessionContext.Provider value={testSession(permissions)}>{children}</SessionContext.Provider>;
}
