/** First and last period pickers over the loaded periods; they write the API's time parameters. */
import type { LoadedPeriods } from '../coverage.js';
import {
  formatPeriod,
  TIME_MODE_PARAMETERS,
  parsePeriod,
  periodsOf,
  timeParameters,
  type Period,
} from '../periods.js';
import type { ViewState } from '../view-state.js';
import { element, field, select } from './fields.js';

/** Every parameter that selects periods: problems about any of them are shown beside the pickers. */
const TIME_PARAMETERS = [...TIME_MODE_PARAMETERS, 'limit_results'];

export function periodFields(
  state: ViewState,
  loaded: LoadedPeriods | undefined,
  onChange: (changes: Array<[string, string | undefined]>) => void,
): HTMLElement[] {
  if (loaded === undefined) {
    const note = element('p', { id: 'period-none', class: 'note' }, 'No loaded periods for this area.');
    return [field('Periods', note, TIME_PARAMETERS)];
  }
  const { grain, periods } = loaded;
  const chosen = periodsOf(state.parameters, grain);
  const options = periods.map((period) => {
    const text = formatPeriod(period, grain);
    return { value: text, label: text };
  });
  // a URL in another time mode (specific periods, limit_results) keeps it until a period is picked
  const placeholder = chosen === undefined ? [{ value: '', label: '(as in the URL)' }] : [];
  const write = (from: Period, to: Period): void =>
    onChange([
      ...TIME_PARAMETERS.map((name): [string, undefined] => [name, undefined]),
      ...timeParameters(from, to, grain),
    ]);
  const pick = (which: 'from' | 'to') => (text: string) => {
    const picked = parsePeriod(text)?.period;
    if (picked === undefined) return;
    const other = (which === 'from' ? chosen?.to : chosen?.from) ?? picked;
    const [from, to] = which === 'from' ? [picked, other] : [other, picked];
    // a first period after the last moves the other end with it
    if (from.year * 12 + from.index > to.year * 12 + to.index) write(picked, picked);
    else write(from, to);
  };
  const from = select(
    'period-from',
    [...placeholder, ...options],
    chosen ? formatPeriod(chosen.from, grain) : '',
    pick('from'),
  );
  const to = select(
    'period-to',
    [...placeholder, ...options],
    chosen ? formatPeriod(chosen.to, grain) : '',
    pick('to'),
  );
  return [field(`From (${grain})`, from, TIME_PARAMETERS), field(`To (${grain})`, to, [])];
}
