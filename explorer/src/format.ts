/** How values of the API's answers are written on the page: numbers, shares and dimension values. */

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const FINE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : NUMBER.format(value);
}

/**
 * A metric's value in its catalog unit (`x-metrics` of /openapi.json): dollars as money, minutes and miles
 * named, percentages with %, counts whole when they are whole; null is "—" (unknown, not zero).
 */
export function formatValue(value: number | null | undefined, unit: string | undefined): string {
  if (value === null || value === undefined) return '—';
  switch (unit ?? 'count') {
    case 'dollars':
      return DOLLARS.format(value);
    case 'dollars_per_mile':
      return `$${FINE.format(value)}/mi`;
    case 'percent':
      return `${NUMBER.format(value)}%`;
    case 'minutes':
      return `${NUMBER.format(value)} min`;
    case 'miles':
      return `${WHOLE.format(value)} mi`;
    case 'pounds':
      return `${WHOLE.format(value)} lb`;
    case 'ratio':
      return FINE.format(value);
    default:
      return Number.isInteger(value) ? WHOLE.format(value) : NUMBER.format(value);
  }
}

/** Each unit as an axis label suffix (`Average fare ($)`), and the words that name it inside a label. */
const UNIT_SUFFIXES: Readonly<Record<string, { readonly suffix: string; readonly named: RegExp }>> = {
  dollars: { suffix: ' ($)', named: /\$|\bdollars?\b/i },
  // `Fare per mile` says the per mile already: the money is what is left to say
  dollars_per_mile: { suffix: ' ($ per mile)', named: /\$|\bdollars?\b/i },
  percent: { suffix: ' (%)', named: /%|\bpercent\b/i },
  minutes: { suffix: ' (minutes)', named: /\bminutes?\b/i },
  miles: { suffix: ' (miles)', named: /\bmiles?\b/i },
  pounds: { suffix: ' (pounds)', named: /\bpounds?\b/i },
};

/**
 * A value axis's label: the metric (or any id) as words and its catalog unit, unless the words already name
 * the unit (`Delay cause %`, `Delay cause minutes`: never `Delay cause % (%)`).
 */
export function valueLabel(id: string, unit: string | undefined): string {
  const label = metricLabel(id);
  const known = UNIT_SUFFIXES[unit ?? ''];
  if (known === undefined || known.named.test(label)) return label;
  if (unit === 'dollars_per_mile' && /\bper mile\b/i.test(label)) return `${label} ($)`;
  return `${label}${known.suffix}`;
}

export function formatShare(share: number | null | undefined): string {
  return share === null || share === undefined ? '' : `${NUMBER.format(share)}%`;
}

/** A change in percent with its sign: `+4.2%`, `−3.1%`. */
export function formatChange(change: number | null | undefined): string {
  if (change === null || change === undefined) return '—';
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return `${sign}${NUMBER.format(Math.abs(change))}%`;
}

/** Words of ids written out for people: `avg_arr_delay` -> `Average arrival delay`. */
const WORDS: Readonly<Record<string, string>> = {
  avg: 'average',
  arr: 'arrival',
  dep: 'departure',
  pct: '%',
  num: 'number of',
  est: '(estimated)',
  p10: '10th percentile',
  p25: '25th percentile',
  p50: 'median',
  p75: '75th percentile',
  p90: '90th percentile',
  hhi: 'HHI',
  rpm: 'revenue passenger miles',
  asm: 'available seat miles',
  db1b: 'DB1B',
  db1c: 'DB1C',
  nas: 'NAS',
  od: 'O&D',
  ontime: 'on-time',
  tkcarrier: 'ticketing carrier',
  mktcarrier: 'marketing carrier',
  opcarrier: 'operating carrier',
  rpcarrier: 'reporting carrier',
  purwingrp: 'purchase window',
  id: 'ID',
};

/** An id as a label: `avg_arr_delay` -> `Average arrival delay`, `origin` -> `Origin`. */
export function metricLabel(id: string): string {
  const words = id.split('_').map((word) => WORDS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The areas by name; an unknown area is its path written out. */
const AREAS: Readonly<Record<string, string>> = {
  performance: 'On-time performance',
  'traffic/segments': 'Flights and seats (T-100 segments)',
  'traffic/markets': 'Passengers by market (T-100)',
  tickets: 'Fares and tickets (DB1B/DB1C)',
  'tickets/markets': 'Fares by market (DB1B/DB1C)',
  'tickets/itineraries': 'Fares by itinerary (DB1B/DB1C)',
  'tickets/coupons': 'Fares by flight coupon (DB1B/DB1C)',
};

export function areaLabel(area: string): string {
  return AREAS[area] ?? metricLabel(area.replaceAll('/', ' '));
}

/**
 * A dimension value as a label: airports by IATA code, carriers by code, aircraft types by name, coded
 * values by their name (or code), booleans as yes/no. `named`: airports and carriers by name too
 * ("JetBlue Airways (B6)", "BOS · Boston, MA"), for tables and chart labels with room.
 */
export function dimensionLabel(value: unknown, named = false): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const record = value as Record<string, unknown>;
  if (typeof record.iata_code === 'string') {
    const place = typeof record.city === 'string' ? record.city : record.name;
    // a connecting airport (DB1B routing) reads `via ORD`
    const code = record.via === true ? `via ${record.iata_code}` : record.iata_code;
    return named && typeof place === 'string' ? `${code} · ${place}` : code;
  }
  if (isCityMarket(record)) {
    const airports = Array.isArray(record.airports) ? record.airports.join(', ') : '';
    return named && airports !== '' ? `${cityMarketName(record)} (${airports})` : cityMarketName(record);
  }
  if (typeof record.carrier_code === 'string') {
    const name = record.carrier_name;
    return named && typeof name === 'string' && name !== ''
      ? `${shortCarrierName(name)} (${record.carrier_code})`
      : record.carrier_code;
  }
  if (typeof record.short_name === 'string') return record.short_name;
  const code = typeof record.code === 'string' || typeof record.code === 'number' ? String(record.code) : '';
  const name = record.name;
  // a name that only writes its code out (`06:00-06:59` for the block `0600-0659`) stands alone
  const sameAsCode = typeof name === 'string' && name.replace(/\W/g, '') === code.replace(/\W/g, '');
  if (typeof name === 'string' && name !== '') return code === '' || sameAsCode ? name : `${name} (${code})`;
  return code === '' ? JSON.stringify(value) : code;
}

/** A label on a chart: carriers by name (a reader knows few codes), airports by code (short, known). */
export const chartLabel = (value: unknown): string =>
  dimensionLabel(value, typeof (value as Record<string, unknown> | null)?.carrier_code === 'string');

/** `American Airlines Inc.` -> `American Airlines`: the legal suffix says nothing to a reader. */
export const shortCarrierName = (name: string): string =>
  name.replace(/,?\s+(Inc\.?|Co\.?|Corp\.?|LLC|Ltd\.?|d\/b\/a .*)$/i, '').trim();

/** A city market object (`{city_market_id, name, airports}`), not an airport (which names its market too). */
const isCityMarket = (record: Readonly<Record<string, unknown>>): boolean =>
  typeof record.city_market_id === 'number' && Array.isArray(record.airports);

/** A city market object as words: its name, else its id. */
export const cityMarketName = (market: Readonly<Record<string, unknown>>): string =>
  typeof market.name === 'string' && market.name !== ''
    ? market.name
    : `city market ${String(market.city_market_id)}`;

/** The long description of a dimension value (airport or carrier name), for titles. */
export function dimensionTitle(value: unknown): string {
  if (value === null || typeof value !== 'object') return dimensionLabel(value);
  const record = value as Record<string, unknown>;
  if (isCityMarket(record)) return dimensionLabel(value, true);
  const name = record.name ?? record.carrier_name ?? record.long_name;
  const place = typeof record.city === 'string' ? `, ${record.city}` : '';
  return typeof name === 'string' ? `${dimensionLabel(value)}: ${name}${place}` : dimensionLabel(value);
}
