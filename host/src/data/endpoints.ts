// Where the API lives: the same origin as the page in the browser, any server in tests.

export const HIS_PATH = '/graphqlhis';
export const AUTH_PATH = '/graphqlauth';

/** The page's own origin; '' (relative URLs) where there is no page. */
export function defaultBaseUrl(): string {
  return globalThis.location?.origin ?? '';
}

export function endpointUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

/** The ws:// or wss:// twin of an http(s) URL, resolved against the page for relative ones. */
export function webSocketUrl(httpUrl: string): string {
  const url = new URL(httpUrl, globalThis.location?.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
