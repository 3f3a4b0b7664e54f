// Types of raw-quantities.mjs for the TypeScript tests.
export const RAW_SOURCES: Record<
  string,
  {
    readonly period: 'quarter' | 'month';
    readonly quantities: Readonly<Record<string, string>>;
    readonly filters?: Readonly<Record<string, string>>;
  }
>;
