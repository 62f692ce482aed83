// @vitest-environment happy-dom
// The user's own sign-out is not a lost session: the socket the server closes for it must not reload the page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';

const reload = vi.fn();

async function freshModule() {
  vi.resetModules();
  return import('./sign-out');
}

describe('signOutAndReload', () => {
  beforeEach(() => {
    reload.mockClear();
    vi.stubGlobal('location', { reload });
    localStorage.clear();
    writeStored(STORAGE_KEYS.accessToken, 'token-1');
  });

  it('When a session ends on its own / Then the page forgets it and reloads to the login', async () => {
    const { signOutAndReload } = await freshModule();
    signOutAndReload();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readStored(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('When the user signs out / Then the ended session, before or after the token is cleared, reloads nothing', async () => {
    const { expectSessionEnd, signOutAndReload } = await freshModule();
    expectSessionEnd();
    signOutAndReload();
    writeStored(STORAGE_KEYS.accessToken, null);
    signOutAndReload();
    expect(reload).not.toHaveBeenCalled();
  });

  it('When the user signs in again afterwards / Then a later lost session reloads as usual', async () => {
    const { expectSessionEnd, signOutAndReload } = await freshModule();
    expectSessionEnd();
    writeStored(STORAGE_KEYS.accessToken, 'token-2');
    signOutAndReload();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
