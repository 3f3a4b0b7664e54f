import { createHash, timingSafeEqual } from 'node:crypto';

/** Query parameters that would carry a credential in the URL (refused: URLs end up in logs and histories). */
const CREDENTIAL_PARAMETERS: ReadonlySet<string> = new Set(['api_key', 'apikey', 'access_token']);

/**
 * The query-string name as the server decodes it (`api%5Fkey` is `api_key`). Only `%` escapes and `+` change in
 * decoding: a name with neither (every name of the API's own requests) is itself, without a parse per name.
 */
function decodedName(raw: string): string {
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  return new URLSearchParams(`${raw}=`).keys().next().value ?? raw;
}

export const isCredentialParameter = (name: string): boolean => CREDENTIAL_PARAMETERS.has(name.toLowerCase());

/**
 * Pieces of a parameter name (lower-cased, letters and digits only) that mark a credential: `key=`, `Api-Key=`,
 * `api_key[]=`, `%20api_key=`, `X-Auth-Token=`, `password=`. No parameter of the API contains one of them
 * (`dollar_cred` is a fare flag: `credential` is matched whole); a name too many is only redacted, never refused.
 */
const CREDENTIAL_NAME_PIECES = [
  'key',
  'token',
  'secret',
  'passw',
  'pwd',
  'auth',
  'credential',
  'signature',
  'bearer',
  'jwt',
  'session',
];

/**
 * Names too short to look for inside others (`sig` is in `design`, `ak` in `oak`), a credential when they are
 * the whole name (letters and digits only: `app_id` is `appid`).
 */
const CREDENTIAL_NAMES: ReadonlySet<string> = new Set(['sig', 'sid', 'ak', 'appid']);

/** Whether a query parameter name (as sent or decoded) looks like it carries a credential. */
export function resemblesCredential(name: string): boolean {
  const letters = decodedName(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return CREDENTIAL_NAMES.has(letters) || CREDENTIAL_NAME_PIECES.some((piece) => letters.includes(piece));
}

/**
 * The request target with the value of every parameter whose name resembles a credential replaced, for logs
 * and problem documents.
 */
export function redactCredentials(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  return `${url.slice(0, at + 1)}${redactCredentialPairs(url.slice(at + 1))}`;
}

/**
 * Every `name=value` in a text (a query string, or a message quoting a value, `2;token=...`) whose name
 * resembles a credential, its value replaced: pairs end at `&` and at `;` too, since a client or proxy may
 * read `;` as a separator even where this server does not.
 */
export function redactCredentialPairs(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(CREDENTIAL_PAIR, (pair: string, name: string) =>
    resemblesCredential(name) ? `${name}=REDACTED` : pair,
  );
}

/** A `name=value` pair: the name runs back to a separator, a space or a quote; the value up to one. */
const CREDENTIAL_PAIR = /([^&;=\s"'?]+)=[^&;\s"']*/g;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * API keys, looked up in constant time: a map from each key's SHA-256 digest, so a request costs one digest and
 * one map lookup however many keys there are (issue #43), and the key found is compared with the one presented
 * in constant time. The map is keyed on the digest, never the key: how long a lookup takes says nothing about
 * the keys. The keys themselves are never logged.
 */
export class ApiKeys {
  private readonly byDigest: ReadonlyMap<string, Buffer>;

  constructor(keys: readonly string[]) {
    this.byDigest = new Map(keys.map((key) => [digest(key).toString('base64'), digest(key)]));
  }

  get enabled(): boolean {
    return this.byDigest.size > 0;
  }

  /** The key a request presents: `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
  static presented(headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
    const authorization = headers.authorization;
    if (typeof authorization === 'string') {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      if (match) return match[1];
    }
    const header = headers['x-api-key'];
    return typeof header === 'string' && header !== '' ? header : undefined;
  }

  valid(key: string | undefined): boolean {
    if (key === undefined) return false;
    const candidate = digest(key);
    const known = this.byDigest.get(candidate.toString('base64'));
    return known !== undefined && timingSafeEqual(candidate, known);
  }
}

/** Who a rate limit counts: the key (as a digest prefix) when keys are on, else the client address. */
export function clientId(key: string | undefined, address: string): string {
  return key === undefined ? `ip:${address}` : `key:${digest(key).toString('hex').slice(0, 16)}`;
}
