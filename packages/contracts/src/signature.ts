import { md5 } from 'js-md5';

/**
 * The request signature: upper-case MD5 of the JSON of the parameters sorted by key, followed by
 * the shared secret. Tamper-evidence only: the secret ships in the browser.
 */
export function signParams(params: Record<string, unknown>, secret: string): string {
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(params).sort()) {
    if (params[key] !== undefined) sorted[key] = params[key];
  }
  return md5(JSON.stringify(sorted) + secret).toUpperCase();
}

/** The default secret, for the embedded defaults; a deployment sets SIGN_SECRET. */
export const DEFAULT_SIGN_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

/** The calls whose signature the server checks: the dictionary calls. */
export function isSignedPath(pathname: string): boolean {
  return /\/sys\/dict\//.test(pathname);
}

/**
 * What is signed for a request: its query parameters (without the `_t` cache buster) and, for a
 * path that ends in a variable such as `/getDictItems/{code}`, that last segment as
 * `x-path-variable`. Client and server both derive it from the URL, so they cannot disagree.
 */
export function signatureParams(url: string): Record<string, string> {
  const parsed = new URL(url, 'http://local');
  const params: Record<string, string> = {};
  for (const [key, value] of parsed.searchParams) {
    if (key !== '_t') params[key] = value;
  }
  const match = /\/sys\/dict\/(?:getDictItems|loadDictItem|loadDict)\/([^/?]+)$/.exec(parsed.pathname);
  if (match) params['x-path-variable'] = decodeURIComponent(match[1]);
  return params;
}
