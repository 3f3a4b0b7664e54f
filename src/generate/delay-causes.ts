import type { Random } from './random.js';

/**
 * The cause minutes of one arrival 15+ minutes late (CarrierDelay, WeatherDelay, NASDelay, SecurityDelay,
 * LateAircraftDelay, in the file's order), adding up to its arrival delay as BTS's do. Shaped like BTS's
 * national picture (the generator's own approximation): late aircraft and the carrier take the most minutes,
 * then the national aviation system; extreme weather is rare but long (its chance grows with the delay, so
 * the flights it hits are the long ones); security is very rare and short. Most flights have one main cause
 * and sometimes a second one.
 */
export function delayCauses(random: Random, arrDelay: number): readonly number[] {
  const minutes = [0, 0, 0, 0, 0];
  if (random.chance(Math.min(0.4, 0.005 + (arrDelay - 15) / 900))) {
    // weather: most of the delay, the rest waiting for the aircraft or the system
    const weather = Math.round(arrDelay * (0.7 + 0.3 * random.next()));
    minutes[1] = weather;
    minutes[random.chance(0.5) ? 2 : 4] = arrDelay - weather;
    return minutes;
  }
  if (random.chance(0.002)) {
    minutes[3] = arrDelay;
    return minutes;
  }
  // the main cause: late aircraft 40%, carrier 37%, national aviation system 23%
  const r = random.next();
  const main = r < 0.4 ? 4 : r < 0.77 ? 0 : 2;
  if (random.chance(0.35)) {
    const others = [0, 2, 4].filter((i) => i !== main);
    const second = others[random.int(0, others.length - 1)]!;
    const share = Math.round(arrDelay * (0.6 + 0.3 * random.next()));
    minutes[main] = share;
    minutes[second] = arrDelay - share;
  } else minutes[main] = arrDelay;
  return minutes;
}
