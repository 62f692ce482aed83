// The browser's local storage keys of the spec (§9) and the rules around them, in one place.

export const STORAGE_KEYS = {
  accessToken: 'access-token',
  adminToken: 'admin-token',
  language: 'lang-admin',
  currentNode: 'current-node',
  currentProfile: 'current-profile',
  deviceInUse: 'device-in-use',
  examineDesk: 'examine-desk',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored(key: StorageKey): string | null {
  return localStorage.getItem(key);
}

export function writeStored(key: StorageKey, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

/** Signed in only when both tokens are stored (spec §2, Access). */
export function isAuthenticated(): boolean {
  return Boolean(readStored(STORAGE_KEYS.accessToken) && readStored(STORAGE_KEYS.adminToken));
}

/** The three headers every API request carries (DESIGN §3). */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readStored(STORAGE_KEYS.accessToken);
  const node = readStored(STORAGE_KEYS.currentNode);
  const profile = readStored(STORAGE_KEYS.currentProfile);
  if (token) headers.authorization = `Bearer ${token}`;
  if (node) headers['x-current-node'] = node;
  if (profile) headers['x-current-profile'] = profile;
  return headers;
}

/** Logout and an UNAUTHENTICATED answer both clear everything but the device marker (spec §8). */
export function clearSession(): void {
  const device = readStored(STORAGE_KEYS.deviceInUse);
  localStorage.clear();
  if (device !== null) writeStored(STORAGE_KEYS.deviceInUse, device);
}
