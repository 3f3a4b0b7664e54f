/**
 * Paths that stay open whatever the keys and limits: health, docs, the explorer page, the OpenAPI document,
 * problem pages, metrics.
 */
export function isOpenPath(path: string): boolean {
  return (
    path === '/' ||
    path === '/livez' ||
    path === '/readyz' ||
    path === '/openapi.json' ||
    path === '/metrics' ||
    path === '/docs' ||
    path.startsWith('/docs/') ||
    path === '/explore' ||
    path.startsWith('/explore/') ||
    path.startsWith('/problems/')
  );
}

/** The path of a request target, without its query string. */
export const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};
