/**
 * An airport code input that suggests airports as the user types, from `GET /support/airports?q=` (a native
 * datalist: keyboard and screen-reader friendly without extra code). What is typed resolves to an airport
 * before it is sent: a known code as it is, a city or a name (`chic`, `Boston`) to the first airport the
 * API suggests for it, so the page never sends `origin=CHIC`.
 */
import { apiKey } from '../api-client.js';
import { element } from './fields.js';

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

async function suggest(text: string, list: HTMLDataListElement, signal: AbortSignal): Promise<void> {
  const airports = await airportsMatching(text, signal);
  list.replaceChildren(
    ...airports.map((airport) =>
      element('option', { value: airport.iata }, `${airport.city}: ${airport.name}`),
    ),
  );
}

/** The code to send for what was typed: a code the API knows, else the first airport matching the text. */
export async function resolveAirport(text: string): Promise<string> {
  const typed = text.trim();
  if (typed === '') return '';
  const matches = await airportsMatching(typed).catch(() => []);
  const exact = matches.find((airport) => airport.iata === typed.toUpperCase());
  if (exact !== undefined) return exact.iata;
  return matches[0]?.iata ?? typed.toUpperCase();
}

/** The input and its suggestion list (to place next to it). */
export function airportPicker(
  id: string,
  value: string,
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
      suggest(text, list, pending.signal).catch(() => undefined);
    }, DEBOUNCE_MS);
  });
  input.addEventListener('change', () => {
    void resolveAirport(input.value).then((code) => {
      input.value = code;
      onChange(code);
    });
  });
  return [input, list];
}
