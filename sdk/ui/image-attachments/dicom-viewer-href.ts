// The DICOM viewer's address (/xem-dicom/:files?, spec §2 public routes): the tokens of the files to show,
// comma-separated, from the paths that serve them. Kept apart from the viewer so that a screen links to it without
// loading it.
import { tokenOfFilePath } from '../../shared/files';

/** The app's base path (spec §9). */
const BASE_PATH = '/his';
/** A token is 43 base64url characters; the address holds at most this many files (a series of an order). */
export const MAX_VIEWER_FILES = 50;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The viewer's path, under the app's base, for files given by the paths serving them (/tep?token=…). */
export function dicomViewerHref(paths: readonly string[]): string {
  const tokens = paths.map(tokenOfFilePath).filter((token): token is string => token !== null && TOKEN.test(token));
  return `${BASE_PATH}/xem-dicom/${tokens.slice(0, MAX_VIEWER_FILES).join(',')}`;
}
