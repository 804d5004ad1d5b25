/**
 * Qualifiers: the country and region names that may follow a city ("Austin, TX", "Paris, France"). One text can
 * mean several things ("CA" is California and Canada, "Georgia" a state and a country), so a key maps to every
 * meaning and a city passes the qualifier when it matches any of them.
 */
import { COUNTRIES, type Country } from '../data/countries.js';
import { REGIONS, type Region } from '../data/regions.js';
import { normalizeName } from '../normalize.js';

export type Qualifier =
  { kind: 'country'; country: string } | { kind: 'region'; country: string; code: string };

export interface QualifierTables {
  /** Normalised text -> its meanings. */
  byKey: Map<string, Qualifier[]>;
  countries: Map<string, Country>;
  /** `${country}:${admin code}` -> region. */
  regions: Map<string, Region>;
}

let tables: QualifierTables | undefined;

export function qualifierTables(): QualifierTables {
  if (tables) return tables;
  const byKey = new Map<string, Qualifier[]>();
  const add = (text: string, q: Qualifier): void => {
    const key = normalizeName(text);
    if (key === '') return;
    const list = byKey.get(key);
    if (list) list.push(q);
    else byKey.set(key, [q]);
  };
  const countries = new Map<string, Country>();
  for (const c of COUNTRIES) {
    countries.set(c.iso2, c);
    for (const name of new Set(c.names.map(normalizeName))) add(name, { kind: 'country', country: c.iso2 });
  }
  const regions = new Map<string, Region>();
  for (const r of REGIONS) {
    regions.set(`${r.country}:${r.code}`, r);
    const names = new Set([r.name, ...(r.aliases ?? []), ...(r.abbr ? [r.abbr] : [])].map(normalizeName));
    for (const name of names) add(name, { kind: 'region', country: r.country, code: r.code });
  }
  tables = { byKey, countries, regions };
  return tables;
}

export function matchesQualifier(q: Qualifier, country: string, adminCode: string): boolean {
  return q.country === country && (q.kind === 'country' || q.code === adminCode);
}
