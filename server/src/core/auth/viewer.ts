// Who is calling: the session behind the token, and the node and profile the request headers name.
import { and, eq, inArray, isNull, gt, sql } from 'drizzle-orm';
import { forbidden, unauthenticated, type Db, type Viewer } from '@his/sdk/server';
import { chucVu, nhanVien, profileNodes, profilePermissions, profiles, sessions, userProfiles, users } from '../tables';
import { readToken, type TokenAudience } from './tokens';

export interface CallerHeaders {
  authorization?: string | null;
  currentNode?: string | null;
  currentProfile?: string | null;
}

/** The profiles of a user, each with its nodes; what myInfo lists and what the headers are checked against. */
export interface UserProfile {
  _id: string;
  name: string;
  menu: 'full' | 'tree';
  navigation: unknown;
  isLocked: boolean;
  nodeIds: string[];
}

export async function loadUserProfiles(db: Db, userId: string): Promise<UserProfile[]> {
  const rows = await db
    .select({ profile: profiles, position: userProfiles.position })
    .from(userProfiles)
    .innerJoin(profiles, eq(profiles._id, userProfiles.profile_Id))
    .where(eq(userProfiles.user_Id, userId))
    .orderBy(userProfiles.position, profiles.name);
  if (rows.length === 0) return [];
  const nodeRows = await db
    .selectDistinct({ profile_Id: profileNodes.profile_Id, node_Id: profileNodes.node_Id })
    .from(profileNodes)
    .where(inArray(profileNodes.profile_Id, rows.map((row) => row.profile._id)));
  return rows.map(({ profile }) => ({
    ...profile,
    nodeIds: nodeRows.filter((row) => row.profile_Id === profile._id).map((row) => row.node_Id),
  }));
}

/**
 * The viewer for a bearer token, or null when no token is sent. A bad, expired or revoked token is
 * UNAUTHENTICATED; a node or profile header that is not the user's is FORBIDDEN.
 */
export async function resolveViewer(db: Db, signingKey: string, headers: CallerHeaders, audience: TokenAudience | 'any'): Promise<Viewer | null> {
  const token = headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return null;
  const payload = readToken(token, signingKey);
  if (!payload || (audience !== 'any' && payload.aud !== audience && !(audience === 'admin' && payload.aud === 'his'))) {
    throw unauthenticated('auth.invalidToken');
  }
  const [session] = await db
    .select({ userId: users._id, username: users.username, isLocked: users.isLocked, positionCode: chucVu.MaChucVu })
    .from(sessions)
    .innerJoin(users, eq(users._id, sessions.user_Id))
    .leftJoin(nhanVien, eq(nhanVien._id, users.NhanVien_Id))
    .leftJoin(chucVu, eq(chucVu._id, nhanVien.ChucVu_Id))
    .where(and(eq(sessions._id, payload.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  if (!session) throw unauthenticated('auth.sessionEnded');
  if (session.isLocked) throw unauthenticated('auth.userLocked');

  const userProfileList = await loadUserProfiles(db, session.userId);
  const profile = headers.currentProfile
    ? userProfileList.find((candidate) => candidate._id === headers.currentProfile)
    : userProfileList.find((candidate) => !candidate.isLocked);
  if (!profile) throw forbidden(headers.currentProfile ? 'auth.profileNotYours' : 'auth.noProfile');
  if (profile.isLocked) throw forbidden('auth.profileLocked');
  const nodeId = headers.currentNode ?? profile.nodeIds[0];
  if (!nodeId || !profile.nodeIds.includes(nodeId)) throw forbidden(headers.currentNode ? 'auth.nodeNotYours' : 'auth.noNode');

  const [grant] = await db
    .select({ permissions: profilePermissions.permissions })
    .from(profilePermissions)
    .where(and(eq(profilePermissions.profile_Id, profile._id), eq(profilePermissions.node_Id, nodeId)));
  return {
    userId: session.userId,
    username: session.username,
    sessionId: payload.sid,
    nodeId,
    profileId: profile._id,
    permissions: new Set(grant?.permissions ?? []),
    positionCode: session.positionCode ?? null,
  };
}

/** Whether a viewer holds a permission code; '*' grants every permission. */
export function holds(viewer: Viewer, permission: string): boolean {
  return viewer.permissions.has('*') || viewer.permissions.has(permission);
}
