// Which kiosk a route is: the reception desk's (/tiep-nhan-ngoai-tru-kiosk) or the on-request examination one.
export type KioskMode = 'desk' | 'onRequest';

/** The mode of a path, in its dashed or dash-less form, with or without the phone prefix. */
export function kioskModeOf(pathname: string): KioskMode {
  return pathname.replace(/-/g, '').toLowerCase().includes('kiosktheoyeucau') ? 'onRequest' : 'desk';
}
