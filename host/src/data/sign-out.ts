// The host's answer to an UNAUTHENTICATED error (spec §8): forget the session and start again at login.
import { clearSession } from '../storage';

export function signOutAndReload(): void {
  clearSession();
  location.reload();
}
