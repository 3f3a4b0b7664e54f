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

/**
 * A `curl` line for the request, quoted for a POSIX shell. With an API key set it is never written out: the
 * line reads it from the shell's `ATSS_API_KEY` (so it can be shown, copied and shared).
 */
export function curlLine(absoluteUrl: string, withKey = false): string {
  return `curl ${withKey ? '-H "X-API-Key: $ATSS_API_KEY" ' : ''}${shellQuoted(absoluteUrl)}`;
}

/** The same request answered as CSV (`format=csv`). */
export function csvUrl(request: string): string {
  return `${request}${request.includes('?') ? '&' : '?'}format=csv`;
}

/** Saves a file from memory (a Blob) under a name. */
function save(blob: Blob, fileName: string): void {
  const saved = document.createElement('a');
  saved.href = URL.createObjectURL(blob);
  saved.download = fileName;
  saved.click();
  URL.revokeObjectURL(saved.href);
}

/**
 * A link that downloads the API's answer as a file named for the view: fetched with the X-API-Key header
 * when a key is set (a link cannot send headers, and the key never goes into a URL) and saved from memory,
 * since the API's own Content-Disposition name would win over the link's `download` name. A refusal is
 * never saved as the file: its problem is written beside the link (`role="alert"`).
 */
export function downloadLink(href: string, fileName: string, text: string, id: string): HTMLElement {
  const link = document.createElement('a');
  Object.assign(link, { href, download: fileName, id, textContent: text });
  const refused = document.createElement('span');
  Object.assign(refused, { className: 'problem download-problem', id: `${id}-problem` });
  refused.setAttribute('role', 'alert');
  link.addEventListener('click', (event) => {
    const key = apiKey();
    event.preventDefault();
    refused.textContent = '';
    void fetch(href, { headers: key === '' ? {} : { 'X-API-Key': key } }).then(async (response) => {
      if (response.ok) return save(await response.blob(), fileName);
      const body: unknown = await response.json().catch(() => undefined);
      const problem = isProblem(body)
        ? `${body.title}${body.detail ? `: ${body.detail}` : ''}`
        : response.statusText;
      refused.textContent = ` Not downloaded: ${problem}`;
    });
  });
  const both = document.createElement('span');
  both.append(link, refused);
  return both;
}
