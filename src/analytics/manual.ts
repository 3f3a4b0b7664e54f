import { metricFormula } from '../catalog/analyst-metrics.js';
import { formulaOf } from '../catalog/expressions.js';
import { BY_TOTAL } from '../catalog/dimensions.js';
import { LIMITS } from '../catalog/parameters.js';
import type { DimensionDef, EndpointDef, MetricDef, RuleDef } from '../catalog/types.js';
import { SHARE_DECIMALS, UNIT_DECIMALS, UNIT_TEXT } from '../catalog/units.js';
import { valuesText } from '../query/dimension-kinds/index.js';

/**
 * The operation descriptions of the analytics endpoints, written from the catalog so that /docs reads as a
 * manual: what the endpoint answers, its datasets and periods, every metric with its formula, unit and
 * precision, every dimension, and the rules a request must follow.
 */

/** ` (db1c only)` for items of one ticket dataset. */
export const datasetMarker = (item: { readonly datasets?: readonly string[] }): string =>
  item.datasets ? ` (dataset ${item.datasets.join(', ')} only)` : '';

const ANSWERS: Readonly<Record<EndpointDef['kind'], string>> = {
  route:
    'Answers the requested metrics for one origin-destination pair: one `result` for a single period, or ' +
    '`results` with one entry per loaded period (chronological; periods with no records give 0 for sums and ' +
    'null for ratios) for a range or specific periods.',
  breakdown:
    'Answers the requested metrics grouped by the `by` dimensions: one row per group, the top `limit` groups ' +
    'of each period, each metric as `{value, share}`. `meta.total_count` counts the groups before the limit.',
};

const VALUES =
  '`value` is null when its denominator is zero (for example an average over no passengers). `share` is the ' +
  "group's value as a percentage of the same metric over all groups of the period: shares of sums add up to " +
  "100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. " +
  `Values are rounded once, after every sum: ${Object.entries(UNIT_DECIMALS)
    .map(([unit, decimals]) => `${unit} to ${decimals} decimals`)
    .join(', ')}; shares to ${SHARE_DECIMALS}.`;

function datasetsText(endpoint: EndpointDef): string {
  return endpoint.family.sources
    .map((source) => {
      const caps = Object.entries(source.caps)
        .map(([grain, cap]) => `at most ${cap} ${grain}s`)
        .join(', ');
      return `\`${source.dataset}\`: stored by ${source.storedGrain}, asked for by ${source.grains.join(' or ')} (${caps} per request)`;
    })
    .join('; ');
}

const metricLine = (metric: MetricDef): string =>
  `- \`${metric.id}\`${datasetMarker(metric)}: ${metric.description}. Formula: ${metricFormula(metric, formulaOf)}` +
  ` over the matching records; ${UNIT_TEXT[metric.unit]}, ${UNIT_DECIMALS[metric.unit]} decimals` +
  `${metric.additive ? '; additive' : ''}${metric.hasShare ? '' : '; no share (a percentage itself)'}.`;

const dimensionLine = (dimension: DimensionDef): string =>
  `- \`${dimension.id}\`${datasetMarker(dimension)}: ${dimension.description}; ${valuesText(dimension)}.`;

export function ruleText(rule: RuleDef): string {
  switch (rule.kind) {
    case 'at-most-one':
      return `At most one of ${rule.filters.map((f) => `\`${f}\``).join(', ')} per request for dataset ${rule.datasets.join(', ')}.`;
    case 'needs-route':
      return `\`${rule.metric}\` needs both origin and destination pinned, as filters or as \`by\` dimensions.`;
    case 'no-carrier-dimension':
      return `${rule.metrics.map((m) => `\`${m}\``).join(' and ')} measure carriers within a row: not with the carrier dimension${rule.dimensions.length > 1 ? 's' : ''} ${rule.dimensions.map((d) => `\`${d}\``).join(', ')} in \`by\` (400 naming the rule).`;
  }
}

function rulesOf(endpoint: EndpointDef): string[] {
  const common = [
    'Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year ' +
      'with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); ' +
      'limit_results=true alone answers the most recent loaded periods.',
    'Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the ' +
      'allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming ' +
      'the loaded coverage (and the other ticket dataset, when it has them).',
  ];
  const breakdown =
    endpoint.kind === 'breakdown'
      ? [
          'A dimension cannot be both a filter and a `by` dimension.',
          `sort_by and sort_order apply in single-period mode only; limit is rows per period (default ${LIMITS.single.default}, ` +
            `or ${LIMITS.multi.default} over several periods).`,
        ]
      : [];
  const dataset = endpoint.family.selectsDataset
    ? [
        'Without `dataset`, a monthly time parameter selects db1c, otherwise db1b. Items marked for one dataset ' +
          'are rejected for the other.',
      ]
    : [];
  return [...common, ...dataset, ...breakdown, ...(endpoint.rules ?? []).map(ruleText)];
}

/** The Markdown description of one analytics operation. */
export function operationDescription(endpoint: EndpointDef): string {
  const sections = [
    ANSWERS[endpoint.kind],
    `**Datasets.** ${datasetsText(endpoint)}.`,
    `**Metrics** (default ${endpoint.baseMetrics.map((m) => `\`${m}\``).join(', ')}):\n${endpoint.metrics
      .map(metricLine)
      .join('\n')}`,
    ...(endpoint.kind === 'breakdown'
      ? [
          `**Dimensions** (\`by\`):\n${[
            ...endpoint.dimensions.map(dimensionLine),
            `- \`${BY_TOTAL.id}\`: ${BY_TOTAL.description}.`,
          ].join('\n')}`,
        ]
      : []),
    `**Filters:**\n${endpoint.filters.map(dimensionLine).join('\n')}`,
    `**Rules.**\n${rulesOf(endpoint)
      .map((rule) => `- ${rule}`)
      .join('\n')}`,
    `**Values.** ${VALUES}`,
  ];
  return sections.join('\n\n');
}
