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

export async function getJson(url: string, signal?: AbortSignal): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return { ok: false, problem: { title: 'Request failed', status: 0, detail: String(error) } };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, body };
  if (isProblem(body)) return { ok: false, problem: body };
  return { ok: false, problem: { title: response.statusText || 'Error', status: response.status } };
}

/** A `curl` line for the request, quoted for a POSIX shell. */
export function curlLine(absoluteUrl: string): string {
  return `curl '${absoluteUrl.replaceAll("'", "'\\''")}'`;
}

/** The same request answered as CSV (`format=csv`). */
export function csvUrl(request: string): string {
  return `${request}${request.includes('?') ? '&' : '?'}format=csv`;
}
