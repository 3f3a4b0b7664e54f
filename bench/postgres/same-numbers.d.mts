// Types of same-numbers.mjs for the TypeScript tests.
export const MAX_RELATIVE_DIFFERENCE: number;
export function checkSameNumbers(
  atssPort: number,
  pgPort: number,
  urls: readonly string[],
  log?: (line: string) => void,
): Promise<{ urls: number; values: number; max_relative_difference: number }>;
