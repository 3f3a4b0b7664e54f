/** Requests to the public API: JSON answers, or the RFC 9457 problem document it sent. */

export interface ProblemError {
  readonly parameter?: string;
  readonly message: string;
}

export interface Problem {
  readonly title: string;
  readonly status: number;
  readonly detail?: string;
  readonly errors?: readonly ProblemError[];
}

export type Answer =
  { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly problem: Problem };

function isProblem(body: unknown): body is Problem {
  return typeof body === 'object' && body !== null && typeof (body as Problem).title === 'string';
}

/** Where the page keeps the API key a reader typed: this tab only, gone when it closes. */
const KEY_STORAGE = 'atss-api-key';

export function apiKey(): string {
  try {
    return sessionStorage.getItem(KEY_STORAGE) ?? '';
  } catch {
    return '';
  }
}

export function setApiKey(key: string): void {
  try {
    if (key === '') sessionStorage.removeItem(KEY_STORAGE);
    else sessionStorage.setItem(KEY_STORAGE, key);
  } catch {
    // storage refused (private mode): the key lasts until the page reloads
  }
}

export async function getJson(url: string, signal?: AbortSignal): Promise<Answer> {
  let response: Response;
  const key = apiKey();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(key === '' ? {} : { 'X-API-Key': key }),
  };
  try {
    response = await fetch(url, { headers, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return { ok: false, problem: { title: 'Request failed', status: 0, detail: String(error) } };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, body };
  if (isProblem(body)) return { ok: false, problem: body };
  return { ok: false, problem: { title: response.statusText || 'Error', status: response.status } };
}

const shellQuoted = (text: string): string => `'${text.replaceAll("'", "'\\''")}'`;

/** A `curl` line for the request (with the API key header when one is set), quoted for a POSIX shell. */
export function curlLine(absoluteUrl: string, key = ''): string {
  return `curl ${key === '' ? '' : `-H ${shellQuoted(`X-API-Key: ${key}`)} `}${shellQuoted(absoluteUrl)}`;
}

/** The same request answered as CSV (`format=csv`). */
export function csvUrl(request: string): string {
  return `${request}${request.includes('?') ? '&' : '?'}format=csv`;
}

/**
 * A link that downloads the API's answer as a file named for the view: fetched (with the X-API-Key header
 * when a key is set: a link cannot send headers) and saved from memory, since the API's own
 * Content-Disposition name would win over the link's `download` name.
 */
export function downloadLink(href: string, fileName: string, text: string, id: string): HTMLAnchorElement {
  const link = document.createElement('a');
  Object.assign(link, { href, download: fileName, id, textContent: text });
  link.addEventListener('click', (event) => {
    const key = apiKey();
    event.preventDefault();
    void fetch(href, { headers: key === '' ? {} : { 'X-API-Key': key } })
      .then((response) => response.blob())
      .then((blob) => {
        const saved = document.createElement('a');
        saved.href = URL.createObjectURL(blob);
        saved.download = fileName;
        saved.click();
        URL.revokeObjectURL(saved.href);
      });
  });
  return link;
}
