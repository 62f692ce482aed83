// The signed-in session: myInfo from the auth service, kept until the profile, node or language
// changes. The current node and profile the server chose are stored so every request names them.
import type { HisSession, ComposedApp } from '@his/sdk/web';
import type { i18n as I18n } from 'i18next';
import { MyInfoDocument, LogoutDocument } from '../../generated/auth/graphql';
import { request } from '../graphql-request';
import { expectSessionEnd } from '../data/sign-out';
import { clearSession, readStored, STORAGE_KEYS, writeStored } from '../storage';
import { buildNavigation } from './navigation';

let cached: Promise<HisSession> | null = null;

export function loadSession(app: ComposedApp, i18n: I18n): Promise<HisSession> {
  cached ??= fetchSession(app, i18n).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** Forget the session, so the next navigation asks the server again (profile, node or language switch). */
export function resetSession(): void {
  cached = null;
}

async function fetchSession(app: ComposedApp, i18n: I18n): Promise<HisSession> {
  const { myInfo } = await request('/graphqlauth', MyInfoDocument);
  if (readStored(STORAGE_KEYS.currentProfile) !== myInfo.profile._id) writeStored(STORAGE_KEYS.currentProfile, myInfo.profile._id);
  if (readStored(STORAGE_KEYS.currentNode) !== myInfo.currentNode._id) writeStored(STORAGE_KEYS.currentNode, myInfo.currentNode._id);
  const translate = (key: string, namespace: string) => {
    const ns = [namespace, 'host'];
    return i18n.exists(key, { ns }) ? i18n.t(key, { ns }) : undefined;
  };
  return {
    user: myInfo.user,
    profile: myInfo.profile,
    currentNode: myInfo.currentNode,
    nodes: myInfo.nodes,
    profiles: myInfo.profiles.filter((profile) => !profile.isLocked),
    permissions: myInfo.permissions,
    navigation: buildNavigation(app, myInfo.profile.menu, myInfo.profile.navigation, myInfo.permissions, translate),
  };
}

/** Ends the session on the server, then clears local storage but the device marker (spec §8). */
export async function logout(): Promise<void> {
  expectSessionEnd();
  try {
    await request('/graphqlauth', LogoutDocument);
  } catch (error) {
    // Signing out must work offline too; the server's session then simply expires.
    console.error('logout request failed', error);
  }
  resetSession();
  clearSession();
}
