/**
 * A route's end, or a breakdown's filter on one: an airport, or, where the endpoint accepts
 * `origin_city_market` / `destination_city_market` (docs/API-CONTRACT.md §12), a city market, all of its airports
 * (New York = EWR, JFK, LGA). A select beside the input says which; switching it carries the place over (an
 * airport to its city market, a city market to its busiest airport).
 */
import { cityMarketParameter, type End, type EndpointInfo } from '../api-description.js';
import type { CoverageTable } from '../coverage.js';
import { airportPassengers, cityMarketPassengers } from '../value-counts.js';
import type { ViewState } from '../view-state.js';
import { element, field, hint, select } from './fields.js';
import {
  AIRPORTS,
  CITY_MARKETS,
  lookUp,
  placePicker,
  resolvePlace,
  unknownCode,
  type PlaceCounts,
} from './place-picker.js';

type Set = (changes: Array<[string, string | undefined]>) => void;

/** City markets by id, each looked up once a page (the URL keeps the id; the page shows the name). */
const marketsById = new Map<string, Promise<Record<string, unknown> | undefined>>();
const namedMarkets = new Map<string, Record<string, unknown>>();

function marketById(id: string): Promise<Record<string, unknown> | undefined> {
  const known = marketsById.get(id);
  if (known !== undefined) return known;
  const found = lookUp(CITY_MARKETS.path, { city_market_id: id }).then(
    ([market]) => {
      if (market !== undefined) namedMarkets.set(id, market);
      return market;
    },
    () => {
      marketsById.delete(id);
      return undefined;
    },
  );
  marketsById.set(id, found);
  return found;
}

/**
 * The market chosen, by name in the input (`New York City, NY (Metropolitan Area)`) and its airports under
 * it (`Airports: EWR, JFK, LGA`); its id until the name is known, and an id no reference knows stays as it is.
 */
function showMarket(id: string, input: HTMLInputElement, into: HTMLElement): void {
  const show = (market: Record<string, unknown>) => {
    // what the reader has typed meanwhile stays
    if (input.value === id) input.value = CITY_MARKETS.shown(market);
    const airports = Array.isArray(market.airports) ? market.airports.join(', ') : '';
    into.textContent = airports === '' ? 'no airport known' : `Airports: ${airports}`;
  };
  const known = namedMarkets.get(id);
  if (known !== undefined) show(known);
  else void marketById(id).then((market) => market !== undefined && show(market));
}

/** Beside an airport's input: a code no airport has says so (the request is sent as typed all the same). */
function unknownAirportNote(end: End, code: string, input: HTMLInputElement): HTMLElement {
  const note = element('p', { class: 'hint unknown', id: `${end}-unknown`, 'aria-live': 'polite' });
  input.setAttribute('aria-describedby', `${input.getAttribute('aria-describedby') ?? ''} ${note.id}`.trim());
  if (code !== '') {
    void unknownCode(AIRPORTS, code).then((unknown) => {
      if (!unknown || input.value.trim().toUpperCase() !== code) return;
      note.textContent = `No airport has the code ${code}: nothing can match it.`;
      input.setAttribute('aria-invalid', 'true');
    });
  }
  return note;
}

type Pickers = Readonly<Record<'airport' | 'city', () => [HTMLInputElement, HTMLDataListElement]>>;

/**
 * The select beside the input: one airport or a city market. Switching carries the place over (an airport
 * to its own city market, a market to its busiest airport); with nothing to carry, only the input changes.
 */
function kindChoice(
  end: End,
  current: { airport: string; marketId: string | undefined },
  airportCounts: PlaceCounts,
  set: Set,
  swap: (next: 'airport' | 'city') => void,
): HTMLSelectElement {
  const market = cityMarketParameter(end);
  const { airport, marketId } = current;
  return select(
    `${end}-kind`,
    [
      { value: 'airport', label: 'one airport' },
      { value: 'city', label: 'a city market (all its airports)' },
    ],
    marketId === undefined ? 'airport' : 'city',
    (next) => {
      if (next === 'city' && airport !== '' && marketId === undefined) {
        // the airport's own city market
        void lookUp(CITY_MARKETS.path, { q: airport }).then((markets) => {
          const own = markets.find((m) => Array.isArray(m.airports) && m.airports.includes(airport));
          const id = own === undefined ? undefined : CITY_MARKETS.code(own);
          if (id === undefined) swap('city');
          else
            set([
              [end, undefined],
              [market, id],
            ]);
        });
      } else if (next === 'airport' && marketId !== undefined) {
        // the market's busiest airport
        void marketById(marketId).then(async (found) => {
          const members = Array.isArray(found?.airports) ? (found.airports as string[]) : [];
          const counts = await airportCounts().catch(() => []);
          const busiest = counts.find((count) => members.includes(count.code))?.code ?? members[0];
          if (busiest === undefined) swap('airport');
          else
            set([
              [end, (await resolvePlace(AIRPORTS, busiest, airportCounts)).code],
              [market, undefined],
            ]);
        });
      } else swap(next === 'city' ? 'city' : 'airport');
    },
  );
}

function pickersFor(
  end: End,
  state: ViewState,
  tables: readonly CoverageTable[],
  airportCounts: PlaceCounts,
  set: Set,
): Pickers {
  const market = cityMarketParameter(end);
  return {
    airport: () =>
      placePicker(AIRPORTS, end, state.parameters.get(end) ?? '', airportCounts, (code) =>
        set([
          [end, code],
          [market, undefined],
        ]),
      ),
    city: () =>
      placePicker(CITY_MARKETS, end, state.parameters.get(market) ?? '', cityMarketPassengers(tables), (id) =>
        set([
          [end, undefined],
          [market, id],
        ]),
      ),
  };
}

export function routeEndField(
  end: End,
  state: ViewState,
  endpoint: EndpointInfo,
  tables: readonly CoverageTable[],
  set: Set,
): HTMLElement {
  const market = cityMarketParameter(end);
  const offersMarkets = endpoint.parameters.has(market);
  const marketId = offersMarkets ? state.parameters.get(market) : undefined;
  const airport = state.parameters.get(end) ?? '';
  const label = `${end === 'origin' ? 'Origin' : 'Destination'}${state.view === 'breakdown' ? ' (filter)' : ''}`;
  const airportCounts = airportPassengers(tables);
  const pickers = pickersFor(end, state, tables, airportCounts, set);
  const kind = marketId === undefined ? 'airport' : 'city';
  let [input, list] = pickers[kind]();
  const unknown = unknownAirportNote(end, kind === 'airport' ? airport : '', input);
  if (!offersMarkets) return field(label, input, [end], list, unknown);
  const described = hint(`${end}-market`, '');
  if (marketId !== undefined) showMarket(marketId, input, described);
  /** The other kind with nothing chosen yet: the input changes, the view does not. */
  const swap = (next: 'airport' | 'city') => {
    const [newInput, newList] = pickers[next]();
    newInput.value = '';
    input.replaceWith(newInput);
    list.replaceWith(newList);
    [input, list] = [newInput, newList];
    described.textContent = '';
    unknown.textContent = '';
    input.focus();
  };
  const choice = kindChoice(end, { airport, marketId }, airportCounts, set, swap);
  choice.setAttribute('aria-label', `${label}: one airport or a city market`);
  return field(label, input, [end, market], list, choice, described, unknown);
}
