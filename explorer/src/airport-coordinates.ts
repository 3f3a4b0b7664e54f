/**
 * Coordinates for airports an answer names without them (some endpoints' airport objects carry only code,
 * name and city: spec, "Airport object"), from `GET /support/airports?iata=`; each code is asked once.
 */
import { getJson } from './api-client.js';

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

const known = new Map<string, Promise<Coordinates | undefined>>();

async function lookUp(code: string): Promise<Coordinates | undefined> {
  const answer = await getJson(`/support/airports?iata=${encodeURIComponent(code)}&limit=1`);
  const airport = answer.ok
    ? (answer.body as { results?: Array<Partial<Coordinates>> }).results?.[0]
    : undefined;
  const { latitude, longitude } = airport ?? {};
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : undefined;
}

/** The coordinates of each code the reference table has them for. */
export async function coordinatesOf(codes: Iterable<string>): Promise<Map<string, Coordinates>> {
  const unique = [...new Set(codes)];
  for (const code of unique) if (!known.has(code)) known.set(code, lookUp(code));
  const found = await Promise.all(unique.map(async (code) => [code, await known.get(code)] as const));
  return new Map(found.filter((entry): entry is [string, Coordinates] => entry[1] !== undefined));
}
