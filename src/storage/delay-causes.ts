/**
 * The five delay causes of the on-time files (CarrierDelay ... LateAircraftDelay, reported since June 2003 for
 * arrivals 15+ minutes late), each with the stored columns ingest writes and the catalog's metrics read: Σ of
 * its minutes (`<cause>_delay_minutes`) and BTS's proportional count (`<cause>_delay_count`: each flight with
 * cause minutes counts once, split between its causes in proportion to their minutes). Null where a file has
 * no such column.
 */
export interface DelayCause {
  /** The metric and column prefix: `carrier` gives `carrier_delay_minutes`, `carrier_delay_count`, `carrier_delay_pct`. */
  readonly id: string;
  /** The on-time file's column (PREZIP name). */
  readonly source: string;
  /** In words, for descriptions. */
  readonly label: string;
  readonly minutes: string;
  readonly count: string;
}

const cause = (id: string, source: string, label: string): DelayCause => ({
  id,
  source,
  label,
  minutes: `${id}_delay_minutes`,
  count: `${id}_delay_count`,
});

export const DELAY_CAUSES: readonly DelayCause[] = [
  cause('carrier', 'CarrierDelay', 'the carrier (maintenance, crew, cleaning, baggage, fuelling)'),
  cause('weather', 'WeatherDelay', 'extreme weather'),
  cause(
    'nas',
    'NASDelay',
    'the national aviation system (non-extreme weather, airport operations, traffic, air traffic control)',
  ),
  cause('security', 'SecurityDelay', 'security (evacuation, re-boarding, screening lines)'),
  cause('late_aircraft', 'LateAircraftDelay', 'a late-arriving aircraft (its previous flight was late)'),
];

/** The stored Σ of every cause's minutes: the denominator of `<cause>_delay_pct`. */
export const CAUSE_MINUTES_TOTAL = 'cause_delay_minutes';
