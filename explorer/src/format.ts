/** How values of the API's answers are written on the page: numbers, shares and dimension values. */

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : NUMBER.format(value);
}

export function formatShare(share: number | null | undefined): string {
  return share === null || share === undefined ? '' : `${NUMBER.format(share)}%`;
}

/** A metric's name as a heading: `avg_arr_delay` -> `avg arr delay`. */
export const metricLabel = (metric: string): string => metric.replaceAll('_', ' ');

/**
 * A dimension value as a short label: airports by IATA code, carriers by code, aircraft types by name,
 * coded values by their name (or code), booleans as yes/no.
 */
export function dimensionLabel(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const record = value as Record<string, unknown>;
  if (typeof record.iata_code === 'string') return record.iata_code;
  if (typeof record.carrier_code === 'string') return record.carrier_code;
  if (typeof record.short_name === 'string') return record.short_name;
  const code = typeof record.code === 'string' || typeof record.code === 'number' ? String(record.code) : '';
  const name = record.name;
  if (typeof name === 'string' && name !== '') return code === '' ? name : `${name} (${code})`;
  return code === '' ? JSON.stringify(value) : code;
}

/** The long description of a dimension value (airport or carrier name), for titles. */
export function dimensionTitle(value: unknown): string {
  if (value === null || typeof value !== 'object') return dimensionLabel(value);
  const record = value as Record<string, unknown>;
  const name = record.name ?? record.carrier_name ?? record.long_name;
  const place = typeof record.city === 'string' ? `, ${record.city}` : '';
  return typeof name === 'string' ? `${dimensionLabel(value)}: ${name}${place}` : dimensionLabel(value);
}
