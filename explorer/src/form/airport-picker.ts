/**
 * An airport code input that suggests airports as the user types, from `GET /support/airports?q=` (a native
 * datalist: keyboard and screen-reader friendly without extra code), busiest first with their passenger
 * count beside the name (`value-counts.ts`). What is typed resolves to an airport before it is sent: a known
 * code as it is, a city or a name (`chic`, `Boston`) to the busiest airport the API suggests for it, so the
 * page never sends `origin=CHIC`.
 */
import { apiKey } from '../api-client.js';
import type { ValueCount } from '../value-counts.js';
import { element } from './fields.js';

/** The airports' passenger counts (the largest airports; none when nothing is loaded). */
export type AirportCounts = () => Promise<readonly ValueCount[]>;

const SUGGESTIONS = 20;
const DEBOUNCE_MS = 150;

interface AirportRecord {
  readonly iata: string;
  readonly name: string;
  readonly city: string;
}

async function airportsMatching(text: string, signal?: AbortSignal): Promise<AirportRecord[]> {
  const query = new URLSearchParams({ q: text, limit: String(SUGGESTIONS) });
  const response = await fetch(`/support/airports?${query.toString()}`, {
    ...(signal ? { signal } : {}),
    headers: apiKey() === '' ? {} : { 'X-API-Key': apiKey() },
  });
  if (!response.ok) return [];
  const body = (await response.json()) as { results?: AirportRecord[] };
  return (body.results ?? []).filter((airport) => airport.iata !== '');
}

interface CountedAirport extends AirportRecord {
  readonly count?: ValueCount;
}

/** The airports matching the text, busiest first (those without a count after, in the API's order). */
async function countedAirports(text: string, counts: AirportCounts, signal?: AbortSignal) {
  const [airports, known] = await Promise.all([
    airportsMatching(text, signal),
    counts().catch(() => [] as readonly ValueCount[]),
  ]);
  const byCode = new Map(known.map((count) => [count.code, count]));
  const counted: CountedAirport[] = airports.map((airport) => {
    const count = byCode.get(airport.iata);
    return count === undefined ? airport : { ...airport, count };
  });
  return counted
    .map((airport, order) => ({ airport, order }))
    .sort((a, b) => (b.airport.count?.value ?? -1) - (a.airport.count?.value ?? -1) || a.order - b.order)
    .map(({ airport }) => airport);
}

async function suggest(
  text: string,
  list: HTMLDataListElement,
  counts: AirportCounts,
  signal: AbortSignal,
): Promise<void> {
  const airports = await countedAirports(text, counts, signal);
  list.replaceChildren(
    ...airports.map((airport) =>
      element(
        'option',
        { value: airport.iata },
        `${airport.city}: ${airport.name}${airport.count === undefined ? '' : ` · ${airport.count.count}`}`,
      ),
    ),
  );
}

/** The code to send for what was typed: a code the API knows, else the busiest airport matching the text. */
export async function resolveAirport(text: string, counts: AirportCounts): Promise<string> {
  const typed = text.trim();
  if (typed === '') return '';
  const matches = await countedAirports(typed, counts).catch(() => []);
  const exact = matches.find((airport) => airport.iata === typed.toUpperCase());
  if (exact !== undefined) return exact.iata;
  return matches[0]?.iata ?? typed.toUpperCase();
}

/** The input and its suggestion list (to place next to it). */
export function airportPicker(
  id: string,
  value: string,
  counts: AirportCounts,
  onChange: (code: string) => void,
): [HTMLInputElement, HTMLDataListElement] {
  const list = element('datalist', { id: `${id}-suggestions` });
  const input = element('input', {
    id,
    name: id,
    type: 'text',
    list: list.id,
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: 'code, city or name',
    value,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    const text = input.value.trim();
    if (text.length < 2) return;
    timer = setTimeout(() => {
      pending?.abort();
      pending = new AbortController();
      suggest(text, list, counts, pending.signal).catch(() => undefined);
    }, DEBOUNCE_MS);
  });
  input.addEventListener('change', () => {
    void resolveAirport(input.value, counts).then((code) => {
      input.value = code;
      onChange(code);
    });
  });
  return [input, list];
}
