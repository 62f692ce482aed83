// A signed-in session for stories and component tests, holding the permissions given: what the host provides.
import type { ReactNode } from 'react';
import { mockSession } from '@his/sdk/testing';
import { SessionContext, type HisSession } from '@his/sdk/web';

export function testSession(permissions: readonly string[]): HisSession {
  return mockSession(permissions, { username: 'quanlygia', name: 'Nguyễn Thị Mai', profile: 'Quản lý giá' });
}

export function WithSession({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  return <SessionContext.Provider value={testSession(permissions)}>{children}</SessionContext.Provider>;
}
