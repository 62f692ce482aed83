// What the host knows about the signed-in user, offered to plugin pages through React context.
import { createContext, useContext } from 'react';
import type { ExternalRouteRef } from './plugin';

export interface SessionNode {
  _id: string;
  code: string;
  name: string;
  category: string;
}

export interface SessionProfile {
  _id: string;
  name: string;
  menu: string;
}

/** A menu entry the current profile may open, with its title already translated. */
export interface NavigationEntry {
  title: string;
  path: string;
  icon?: string;
  placement: 'main' | 'right';
  children?: NavigationEntry[];
}

export interface HisSession {
  user: {
    _id: string;
    username: string;
    employee?: { TenNhanVien: string; ChucVu?: { MaChucVu: string; TenChucVu: string } | null } | null;
    /** An administrator reset the password: the shell asks for a new one before anything else. */
    mustChangePassword?: boolean;
  };
  profile: SessionProfile;
  currentNode: SessionNode;
  nodes: SessionNode[];
  profiles: SessionProfile[];
  /** Permission codes of the current profile on the current node. */
  permissions: string[];
  navigation: NavigationEntry[];
}

export const SessionContext = createContext<HisSession | null>(null);

/** The signed-in user's session; only pages behind login may call it. */
export function useSession(): HisSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is only available on pages behind login');
  return session;
}

/** Whether the profile holds `code` on the current node ('*' holds every permission, as on the server). */
export function useHasPermission(code: string): boolean {
  const { permissions } = useSession();
  return permissions.includes(code) || permissions.includes('*');
}

/** External route ref id → path, bound by the variant manifest. */
export const LinksContext = createContext<ReadonlyMap<string, string>>(new Map());

/** The path a plugin's external route ref opens in this variant. */
export function useLinkPath(ref: ExternalRouteRef): string {
  const path = useContext(LinksContext).get(ref.id);
  if (!path) throw new Error(`Route ref "${ref.id}" is not bound in this variant`);
  return path;
}
