// The headers every response under /his/ carries: a content security policy without inline scripts, no framing, no referrer.

/**
 * The bundle is module scripts and stylesheets from our own origin; React sets element styles through the CSSOM,
 * which style-src does not govern, so no 'unsafe-inline' is needed. `connect-src 'self'` covers the websocket to
 * the same host and port in current browsers. The favicon is a data: URL; images may be blobs (previews).
 * 'wasm-unsafe-eval' lets the DICOM viewer compile its WebAssembly decoders (JPEG-LS, JPEG 2000), which come from our
 * own bundle; it allows no JavaScript eval.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

// Camera stays available to our own pages: insurance card scanning will need it.
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), display-capture=()';

export const WEB_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'referrer-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};
