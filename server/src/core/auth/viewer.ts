// Who is calling: the session behind the token, and the node and profile the request headers name.
import { asc, eq, sql, type Column } from 'drizzle-orm';
import { forbidden, rowsOf, unauthenticated, type Db, type Viewer } from '@his/sdk/server';
import { profiles, userProfiles } from '../tables';
import { readToken, type TokenAudience } from './tokens';
import { viewerKey, type ViewerCache } from './viewer-cache';

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

/** The nodes in use a profile covers, in code order, as myInfo lists them; the first is the default node. */
function profileNodeIds(profileId: Column | ReturnType<typeof sql>) {
  return sql<string[]>`ARRAY(
    SELECT nd._id FROM his_nodes nd
    WHERE nd._id IN (SELECT pn."node_Id" FROM his_profile_nodes pn WHERE pn."profile_Id" = ${profileId}) AND NOT nd."isDeleted"
    ORDER BY nd.code)`;
}

export async function loadUserProfiles(db: Db, userId: string): Promise<UserProfile[]> {
  const rows = await db
    .select({ profile: profiles, nodeIds: profileNodeIds(profiles._id) })
    .from(userProfiles)
    .innerJoin(profiles, eq(profiles._id, userProfiles.profile_Id))
    .where(eq(userProfiles.user_Id, userId))
    .orderBy(asc(userProfiles.position), asc(profiles.name));
  return rows.map(({ profile, nodeIds }) => ({ ...profile, nodeIds }));
}

interface ViewerRow {
  userId: string;
  username: string;
  userLocked: boolean;
  mustChangePassword: boolean;
  positionCode: string | null;
  profileId: string | null;
  profileLocked: boolean | null;
  nodeIds: string[] | null;
  /** The header's node is one of the profile's, but suspended. */
  nodeSuspended: boolean | null;
  permissions: string[] | null;
}

/**
 * Session, user, position, the profile the caller acts for (the header's, else the first unlocked one),
 * its nodes and its grant on the node the caller acts for (the header's, else the profile's first):
 * one round trip, where the checks that follow need all of them.
 */
async function readViewerRow(db: Db, sessionId: string, node: string | null, profile: string | null): Promise<ViewerRow | undefined> {
  const rows = rowsOf<ViewerRow>(await db.execute(sql`
    WITH caller AS (
      SELECT u._id AS "userId", u.username, u."isLocked" AS "userLocked", u."mustChangePassword", c."MaChucVu" AS "positionCode"
      FROM his_sessions s
      JOIN his_users u ON u._id = s."user_Id"
      LEFT JOIN "NhanVien" n ON n._id = u."NhanVien_Id"
      LEFT JOIN "DM_ChucVu" c ON c._id = n."ChucVu_Id"
      WHERE s._id = ${sessionId} AND s."revokedAt" IS NULL AND s."expiresAt" > now()
    ), chosen AS (
      SELECT p._id, p."isLocked", ${profileNodeIds(sql`p._id`)} AS "nodeIds"
      FROM caller
      JOIN his_user_profiles up ON up."user_Id" = caller."userId"
      JOIN his_profiles p ON p._id = up."profile_Id"
      WHERE CASE WHEN ${profile}::text IS NULL THEN NOT p."isLocked" ELSE p._id = ${profile}::text END
      ORDER BY up.position, p.name
      LIMIT 1
    )
    SELECT caller.*, chosen._id AS "profileId", chosen."isLocked" AS "profileLocked", chosen."nodeIds", g.permissions,
      EXISTS (SELECT 1 FROM his_profile_nodes pn JOIN his_nodes nd ON nd._id = pn."node_Id"
        WHERE pn."profile_Id" = chosen._id AND nd._id = ${node}::text AND nd."isDeleted") AS "nodeSuspended"
    FROM caller
    LEFT JOIN chosen ON true
    LEFT JOIN his_profile_permissions g ON g."profile_Id" = chosen._id AND g."node_Id" = coalesce(${node}::text, chosen."nodeIds"[1])`));
  return rows[0];
}

/**
 * The viewer for a bearer token, or null when no token is sent. A bad, expired or revoked token is
 * UNAUTHENTICATED; a node or profile header that is not the user's is FORBIDDEN.
 */
export async function resolveViewer(db: Db, signingKey: string, headers: CallerHeaders, audience: TokenAudience | 'any', cache?: ViewerCache): Promise<Viewer | null> {
  const token = headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return null;
  // Signature, expiry and audience are checked on every request, cached viewer or not.
  const payload = readToken(token, signingKey);
  if (!payload || (audience !== 'any' && payload.aud !== audience && !(audience === 'admin' && payload.aud === 'his'))) {
    throw unauthenticated('auth.invalidToken');
  }
  const key = viewerKey(payload.sid, headers.currentNode, headers.currentProfile);
  const cached = cache?.get(key);
  if (cached) return cached;
  const mark = cache?.mark();

  const row = await readViewerRow(db, payload.sid, headers.currentNode ?? null, headers.currentProfile ?? null);
  if (!row) throw unauthenticated('auth.sessionEnded');
  if (row.userLocked) throw unauthenticated('auth.userLocked');
  if (!row.profileId) throw forbidden(headers.currentProfile ? 'auth.profileNotYours' : 'auth.noProfile');
  if (row.profileLocked) throw forbidden('auth.profileLocked');
  const nodeIds = row.nodeIds ?? [];
  const nodeId = headers.currentNode ?? nodeIds[0];
  if (row.nodeSuspended) throw forbidden('auth.nodeSuspended');
  if (!nodeId || !nodeIds.includes(nodeId)) throw forbidden(headers.currentNode ? 'auth.nodeNotYours' : 'auth.noNode');

  const viewer: Viewer = {
    userId: row.userId,
    username: row.username,
    sessionId: payload.sid,
    nodeId,
    profileId: row.profileId,
    permissions: new Set(row.permissions ?? []),
    positionCode: row.positionCode ?? null,
    mustChangePassword: row.mustChangePassword === true,
  };
  if (cache && mark) cache.set(key, viewer, mark);
  return viewer;
}
