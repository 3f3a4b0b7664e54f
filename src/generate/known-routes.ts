/**
 * Nonstop carriers of some of the largest US routes and their approximate shares of the route's passengers
 * (percent, rounded to 5; the generator's own approximation of the public T-100 picture of 2024, not BTS
 * figures). On a listed route only these carriers fly nonstop, and the route's O&D passengers choose among
 * them in these proportions, so the demo's top routes name the carriers people expect (B6, DL, AA, UA and
 * AS on BOS-LAX; DL on ATL-LAX). Both directions; the network model decides every other route.
 */
export const KNOWN_ROUTES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'BOS-LAX': { B6: 30, DL: 25, AA: 20, UA: 15, AS: 10 },
  'ATL-LAX': { DL: 75, WN: 10, F9: 10, NK: 5 },
  'JFK-LAX': { AA: 35, DL: 35, B6: 30 },
  'LAX-SFO': { UA: 45, AS: 20, DL: 20, WN: 15 },
  'LAX-SEA': { AS: 50, DL: 35, UA: 10, AA: 5 },
  'LAS-LAX': { WN: 50, DL: 15, AA: 15, UA: 10, NK: 10 },
  'DEN-LAX': { UA: 45, WN: 30, F9: 10, DL: 10, AA: 5 },
  'ATL-ORD': { DL: 50, UA: 25, AA: 20, F9: 5 },
  'LGA-ORD': { UA: 45, AA: 45, DL: 10 },
  'ATL-MCO': { DL: 75, WN: 10, F9: 10, NK: 5 },
  'DEN-PHX': { WN: 45, UA: 35, AA: 10, F9: 10 },
  'DFW-LAX': { AA: 75, DL: 10, UA: 5, NK: 10 },
};

/** The route key of an airport pair, either direction (codes in alphabetical order). */
export function routeKey(a: string, b: string): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** A listed route's carriers and their shares (percent), either direction; undefined for an unlisted route. */
export function knownRoute(a: string, b: string): Readonly<Record<string, number>> | undefined {
  return KNOWN_ROUTES[routeKey(a, b)];
}
