// Who may use something, as the server checks it and the web shell mirrors it: a permission code of the catalogue,
// SIGNED_IN or PUBLIC. One definition for both faces, so that a page and the operation behind it name the same thing.

/** Anyone, signed in or not: sign-in itself, a public result opened by its token, the service's name. */
export const PUBLIC = 'public';
/** Any signed-in user, whatever the profile holds: their own info, the lists every screen needs, the home page. */
export const SIGNED_IN = 'signedIn';

/**
 * Whether a profile holding `permissions` on a node may use what needs `required` (a permission code or SIGNED_IN):
 * SIGNED_IN is every signed-in user's, and '*' holds every code, as on the server.
 */
export function permissionsAllow(permissions: readonly string[], required: string): boolean {
  return required === SIGNED_IN || permissions.includes(required) || permissions.includes('*');
}
