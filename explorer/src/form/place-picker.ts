/**
 * An input for a route's end that suggests places as the user types (a native datalist: keyboard and
 * screen-reader friendly without extra code): airports from `GET /support/airports?q=`, or city markets
 * (New York = JFK, LGA, EWR) from `GET /support/city-markets?q=`, busiest first with their passenger count
 * beside the name (`value-counts.ts`). What is typed resolves to a place before it is sent: a code (three
 * letters or digits for an airport, digits for a city market) is looked up exactly and sent as typed, known or
 * not (SAN is never swapped for SFO; `unknownCode` lets the field say when no place has it); a city or a name
 * (`chic`, `Boston`) goes to the busiest place the API suggests for it, so the page never sends `origin=CHIC`.
 */
import { apiKey } from '../api-client.js';
import type { ValueCount } from '../value-counts.js';
import { element } from './fields.js';

/** The places' passenger counts (the largest; none when nothing is loaded). */
export type PlaceCounts = () => Promise<readonly ValueCount[]>;

/** Where places are looked up, and what the page sends and shows of each. */
export interface PlaceSource {
  /** The `/support` list searched with `q=`. */
  readonly path: string;
  /** What the parameter takes (`ORD`, `31703`), or undefined for a record that cannot be sent. */
  code(record: Record<string, unknown>): string | undefined;
  /** The suggestion's text (`Chicago, IL: Chicago O'Hare International`). */
  label(record: Record<string, unknown>): string;
  /** What the input shows once the place is chosen: an airport's code, a city market's name (not its id). */
  shown(record: Record<string, unknown>): string;
  /**
   * The `/support` query finding exactly the record a typed code stands for: a text of the code's form is
   * a code, sent as typed even when nothing has it (never the busiest place whose name contains it).
   */
  byCode?(typed: string): Readonly<Record<string, string>> | undefined;
  readonly placeholder: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const AIRPORTS: PlaceSource = {
  path: '/support/airports',
  code: (record) => (text(record.iata) === '' ? undefined : text(record.iata)),
  label: (record) => `${text(record.city)}: ${text(record.name)}`,
  shown: (record) => text(record.iata),
  byCode: (typed) => (/^[A-Za-z0-9]{3}$/.test(typed) ? { iata: typed.toUpperCase() } : undefined),
  placeholder: 'code, city or name',
};

/** City markets (`origin_city_market`): their id is sent, their name and airports are shown. */
export const CITY_MARKETS: PlaceSource = {
  path: '/support/city-markets',
  code: (record) => (typeof record.city_market_id === 'number' ? String(record.city_market_id) : undefined),
  label: (record) =>
    `${text(record.name) || 'unnamed'} · ${Array.isArray(record.airports) ? record.airports.join(', ') : ''}`,
  shown: (record) => text(record.name) || String(record.city_market_id),
  // `q=` searches names and airports; an id typed or pasted is looked up as it is
  byCode: (typed) => (/^\d+$/.test(typed) ? { city_market_id: typed } : undefined),
  placeholder: 'city, airport code or id',
};

const SUGGESTIONS = 20;
const DEBOUNCE_MS = 150;

interface Place {
  readonly code: string;
  readonly label: string;
  /** What the input shows for it. */
  readonly shown: string;
  readonly count?: ValueCount;
}

/**
 * The records of a `/support` list matching the query (`q=` or an exact field); none when the API refuses,
 * or, `strict`, a rejection (an unknown code is told from a refused question).
 */
export async function lookUp(
  path: string,
  query: Readonly<Record<string, string>>,
  signal?: AbortSignal,
  strict = false,
): Promise<Array<Record<string, unknown>>> {
  const search = new URLSearchParams({ limit: String(SUGGESTIONS), ...query });
  const response = await fetch(`${path}?${search.toString()}`, {
    ...(signal ? { signal } : {}),
    headers: apiKey() === '' ? {} : { 'X-API-Key': apiKey() },
  });
  if (!response.ok) {
    if (strict) throw new Error(`${path} answered ${response.status}`);
    return [];
  }
  return ((await response.json()) as { results?: Array<Record<string, unknown>> }).results ?? [];
}

/** The places matching the text, busiest first (those without a count after, in the API's order). */
async function countedPlaces(source: PlaceSource, typed: string, counts: PlaceCounts, signal?: AbortSignal) {
  const exact = source.byCode?.(typed);
  const [records, known] = await Promise.all([
    lookUp(source.path, exact ?? { q: typed }, signal),
    counts().catch(() => [] as readonly ValueCount[]),
  ]);
  const byCode = new Map(known.map((count) => [count.code, count]));
  const places: Place[] = records.flatMap((record) => {
    const code = source.code(record);
    if (code === undefined) return [];
    const count = byCode.get(code);
    const place = { code, label: source.label(record), shown: source.shown(record) };
    return [{ ...place, ...(count === undefined ? {} : { count }) }];
  });
  return places
    .map((place, order) => ({ place, order }))
    .sort((a, b) => (b.place.count?.value ?? -1) - (a.place.count?.value ?? -1) || a.order - b.order)
    .map(({ place }) => place);
}

/**
 * The place to send for what was typed: a code as typed (looked up exactly, so the input shows the code as the
 * reference writes it), a place's own name as shown (a city market's full name), else the busiest place
 * matching the text; what is typed as it is when nothing matches.
 */
export async function resolvePlace(
  source: PlaceSource,
  typed: string,
  counts: PlaceCounts,
): Promise<{ readonly code: string; readonly shown: string }> {
  const trimmed = typed.trim();
  if (trimmed === '') return { code: '', shown: '' };
  const exact = source.byCode?.(trimmed);
  if (exact !== undefined) {
    const [record] = await lookUp(source.path, exact).catch(() => []);
    const code = record === undefined ? undefined : source.code(record);
    if (record === undefined || code === undefined)
      return { code: trimmed.toUpperCase(), shown: trimmed.toUpperCase() };
    return { code, shown: source.shown(record) };
  }
  const matches = await countedPlaces(source, trimmed, counts).catch((): Place[] => []);
  const same = (a: string) => a.toUpperCase() === trimmed.toUpperCase();
  const place = matches.find((p) => same(p.code)) ?? matches.find((p) => same(p.shown)) ?? matches[0];
  return place ?? { code: trimmed.toUpperCase(), shown: trimmed.toUpperCase() };
}

const codesKnown = new Map<string, Promise<boolean>>();

/**
 * Whether a code sent for this kind of place names none the reference knows (`/support/airports?iata=XYZ`
 * answers nothing): asked once a page per code; false when it cannot be asked (the field then says nothing).
 */
export function unknownCode(source: PlaceSource, code: string): Promise<boolean> {
  const exact = source.byCode?.(code);
  if (exact === undefined) return Promise.resolve(false);
  const key = `${source.path}?${new URLSearchParams(exact).toString()}`;
  const known = codesKnown.get(key);
  if (known !== undefined) return known;
  const asked = lookUp(source.path, exact, undefined, true).then(
    (records) => records.length === 0,
    () => {
      codesKnown.delete(key);
      return false;
    },
  );
  codesKnown.set(key, asked);
  return asked;
}

/**
 * The input and its suggestion list (to place next to it). `value` is what the input shows at first (a city
 * market's name; see `shownPlace`).
 */
export function placePicker(
  source: PlaceSource,
  id: string,
  value: string,
  counts: PlaceCounts,
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
    placeholder: source.placeholder,
    value,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    const typed = input.value.trim();
    if (typed.length < 2) return;
    timer = setTimeout(() => {
      pending?.abort();
      pending = new AbortController();
      const signal = pending.signal;
      countedPlaces(source, typed, counts, signal)
        .then((places) =>
          list.replaceChildren(
            ...places.map((place) =>
              element(
                'option',
                { value: place.code },
                `${place.label}${place.count === undefined ? '' : ` · ${place.count.count}`}`,
              ),
            ),
          ),
        )
        .catch(() => undefined);
    }, DEBOUNCE_MS);
  });
  input.addEventListener('change', () => {
    void resolvePlace(source, input.value, counts).then((place) => {
      input.value = place.shown;
      onChange(place.code);
    });
  });
  return [input, list];
}
