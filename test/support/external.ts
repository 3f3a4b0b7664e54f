/**
 * Suites that need a real component installed on the machine (Debian's Chromium, clickhouse-server, a
 * PostgreSQL server) and take minutes: `npm test` skips them, saying so, unless their variable asks for them;
 * `.ci/run` installs the components and sets every variable to `required`. See test/README.md.
 *
 * - unset: skipped (printed: which variable runs them)
 * - `required`: run; a missing component fails the run instead of skipping
 * - any other value (`1`): run when the component is installed, skipped (printed) when not
 */
export const EXTERNAL_SUITES = {
  browser: 'ATSS_BROWSER_TESTS',
  clickhouse: 'ATSS_CLICKHOUSE_TESTS',
  postgres: 'ATSS_POSTGRES_TESTS',
} as const;

export type ExternalSuite = keyof typeof EXTERNAL_SUITES;

/**
 * Why `suite` does not run in this test run (also printed), or undefined when it runs. `missing` says what
 * component is absent, or undefined when it is there; it is only called when the suite is asked for.
 */
export function externalSuiteSkipped(
  suite: ExternalSuite,
  missing: () => string | undefined,
): string | undefined {
  const variable = EXTERNAL_SUITES[suite];
  const asked = process.env[variable];
  let reason: string | undefined;
  if (!asked) {
    reason = `${suite} tests skipped: set ${variable}=1 to run them (slow; .ci/run runs them)`;
  } else {
    const absent = missing();
    if (absent && asked === 'required')
      throw new Error(`${suite} tests required (${variable}), but ${absent}`);
    if (absent) reason = `${suite} tests skipped: ${absent}`;
  }
  if (reason) console.warn(reason);
  return reason;
}
