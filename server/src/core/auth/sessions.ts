// Sessions: created at sign-in, revoked at sign-out and when the password changes.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newId, type Db } from '@his/sdk/server';
import { secrets, sessions } from '../tables';
import { signToken, TOKEN_LIFETIME_MS } from './tokens';
import { notifyViewerRevocation } from './viewer-cache';

/** The token signing key, made once per database so that every server process on it accepts the same tokens. */
export async function loadSigningKey(db: Db): Promise<string> {
  const envKey = process.env.HIS_TOKEN_SECRET;
  if (envKey) return envKey;
  await db.insert(secrets).values({ name: 'token-signing-key', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(secrets).where(eq(secrets.name, 'token-signing-key'));
  return row!.value;
}

export async function openSession(tx: Db, signingKey: string, userId: string, address: string) {
  const sessionId = newId();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
  await tx.insert(sessions).values({ _id: sessionId, user_Id: userId, expiresAt, address });
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return {
    sessionId,
    token: signToken({ sid: sessionId, uid: userId, aud: 'his', exp }, signingKey),
    adminToken: signToken({ sid: sessionId, uid: userId, aud: 'admin', exp }, signingKey),
  };
}

/** Other processes drop the session's cached viewers when `tx` commits; the caller drops this process's after the commit. */
export async function revokeSession(tx: Db, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions._id, sessionId), isNull(sessions.revokedAt)));
  await notifyViewerRevocation(tx, { sessionId });
}

/** Other processes drop the user's cached viewers when `tx` commits; the caller drops this process's after the commit. */
export async function revokeAllSessions(tx: Db, userId: string): Promise<void> {
  await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.user_Id, userId), isNull(sessions.revokedAt)));
  await notifyViewerRevocation(tx, { userId });
}
