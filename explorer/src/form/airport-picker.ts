/**
 * An airport code input that suggests airports as the user types, from `GET /support/airports?q=` (a native
 * datalist: keyboard and screen-reader friendly without extra code).
 */
import { element } from './fields.js';

const SUGGESTIONS = 20;
const DEBOUNCE_MS = 150;

interface AirportRecord {
  readonly iata: string;
  readonly name: string;
  readonly city: string;
}

async function suggest(text: string, list: HTMLDataListElement, signal: AbortSignal): Promise<void> {
  const query = new URLSearchParams({ q: text, limit: String(SUGGESTIONS) });
  const response = await fetch(`/support/airports?${query.toString()}`, { signal });
  if (!response.ok) return;
  const body = (await response.json()) as { results?: AirportRecord[] };
  list.replaceChildren(
    ...(body.results ?? [])
      .filter((airport) => airport.iata !== '')
      .map((airport) => element('option', { value: airport.iata }, `${airport.city}: ${airport.name}`)),
  );
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
  input.addEventListener('change', () => onChange(input.value.trim().toUpperCase()));
  return [input, list];
}
