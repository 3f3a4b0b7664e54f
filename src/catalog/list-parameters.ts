import { always, formatParameter, type ParameterDef } from './parameter-def.js';
import { SORT_ORDERS } from './parameters.js';

/** What the list parameters read of a reference list (`lists/endpoints.ts`). */
export interface ListShape {
  readonly searchFields: readonly string[];
  readonly orderBy: readonly string[];
  readonly primaryKey: string;
}

/** The values a 32-bit integer takes (a list's id and code filters, its offset). */
export const INT32 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** Records a list page holds. */
export const LIST_LIMIT = { min: 1, max: 5000, default: 500 } as const;

/** The fixed query parameters of every reference list, in documentation order (after the list's filters). */
export const LIST_PARAMETERS = [
  {
    name: 'q',
    accepts: always,
    value: { kind: 'text' },
    description: (list: ListShape) =>
      `case-insensitive search in ${list.searchFields.join(', ')}; without order_by, records with a field ` +
      'equal to q (an exact code) come first, then those with a word starting with q (names), then other matches',
    section: 'request',
  },
  {
    name: 'order_by',
    accepts: always,
    value: (list: ListShape) => ({ kind: 'enum', values: list.orderBy, default: list.primaryKey }),
    description: (list: ListShape) => `column to order by; default ${list.primaryKey}`,
    section: 'output',
  },
  {
    name: 'sort_order',
    accepts: always,
    value: { kind: 'enum', values: SORT_ORDERS, default: 'asc', caseInsensitive: true },
    description: 'direction of order_by (case-insensitive); nulls sort last either way',
    section: 'output',
  },
  {
    name: 'limit',
    accepts: always,
    value: { kind: 'integer', ...LIST_LIMIT },
    description: 'records per page',
    section: 'output',
    echo: { part: 'page' },
  },
  {
    name: 'offset',
    accepts: always,
    value: { kind: 'integer', min: 0, max: INT32.max, default: 0 },
    description: 'records skipped before the page (meta.total_count gives the number matched)',
    section: 'output',
    echo: { part: 'page' },
  },
  formatParameter(
    'csv: a header row of the record fields, then one row per record; also chosen by Accept: text/csv',
  ),
] as const satisfies readonly ParameterDef<ListShape>[];

export type ListParameterName = (typeof LIST_PARAMETERS)[number]['name'];
