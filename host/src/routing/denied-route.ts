// A page the profile may not open, reached by URL or an old link: the router sends the user home, and this says why
// and has the server record the attempt (reportDeniedRoute), so that the audit history shows it.
import type { i18n as I18n } from 'i18next';

/** The longest path the server records (auth's reportDeniedRoute): a longer one is cut, not refused. */
export const DENIED_PATH_MAX = 300;

/** The path as reported: at most DENIED_PATH_MAX characters, counted as the server counts them. */
export function reportedPath(path: string): string {
  const characters = [...path.normalize('NFC')];
  return characters.length > DENIED_PATH_MAX ? characters.slice(0, DENIED_PATH_MAX).join('') : path;
}

/** Tells the user and reports `path` (under /his); neither blocks the way home. */
export function noticeDeniedRoute(path: string, i18n: I18n): void {
  const text = i18n.t('error.deniedRoute', { ns: 'host' });
  // The kit's toast and the request load with the signed-in chunks, never in the login page's bundle.
  void import('./denied-route-report')
    .then((module) => module.reportDeniedRoute(reportedPath(path), text))
    .catch((error: unknown) => console.error('denied page not reported', error));
}
