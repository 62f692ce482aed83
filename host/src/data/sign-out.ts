// The host's answer to an UNAUTHENTICATED error (spec §8): forget the session and start again at login.
import { clearSession, readStored, STORAGE_KEYS } from '../storage';

/** The access token the user is signing out of, once they have asked to. */
let endingToken: string | null = null;

/**
 * Called as the user signs out. The server then closes this page's realtime socket for the ended session; that
 * close is expected and must not reload the page under the login screen it is already going to.
 */
export function expectSessionEnd(): void {
  endingToken = readStored(STORAGE_KEYS.accessToken);
}

export function signOutAndReload(): void {
  const token = readStored(STORAGE_KEYS.accessToken);
  if (endingToken !== null && (token === null || token === endingToken)) return;
  clearSession();
  location.reload();
}
