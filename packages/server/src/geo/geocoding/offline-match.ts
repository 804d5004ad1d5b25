/**
 * Resolves free text to a city of the offline gazetteer. The rules (docs/adr/0010-offline-geocoding.md):
 * - Parts are split at commas. Trailing parts that name a country or region ("TX", "Texas", "France", "UK")
 *   are qualifiers; a city must match every qualifier (any of its meanings: "CA" is California or Canada).
 *   Postcodes and other tokens with digits are ignored.
 * - The city is the rightmost remaining part that names one ("12 Main St, Austin, TX": Austin). Without commas
 *   ("Austin TX 78701", "Main St Austin") trailing qualifier words are peeled off and the longest trailing run
 *   of words that names a city wins.
 * - Anything before the city (a street, a house number, a district) cannot be placed offline: the answer is the
 *   city centre, precision `city`, at half the confidence, so dispatchers see it as approximate.
 * - Several cities of that name: the most populous wins when it is at least `ambiguityRatio` times the next
 *   ("London" -> London, England); otherwise AMBIGUOUS, listing the candidates, because a silent guess can put
 *   a stop hundreds of kilometres away ("Springfield" alone; "Springfield, IL" is fine).
 * - A bias (the route's start, its reach, the user's country) narrows the choice first: among several cities of
 *   the name, the ones within reach of the start, else the ones in the user's country, compete; a name found only
 *   far away is kept as a fallback while the text is searched for a place within reach ("Richmond upon Thames"
 *   near London is Richmond, London, not Thames, New Zealand). The placement check then questions far matches.
 * - A small number beside the name ("Van 1", "Depot 3") means the text is not a bare city name (a vehicle, a
 *   unit, a house number): the match keeps half the confidence, as for a street.
 */
import type { City, Gazetteer } from '../gazetteer/gazetteer.js';
import { matchesQualifier, qualifierTables, type Qualifier } from '../gazetteer/qualifiers.js';
import { normalizeName } from '../normalize.js';
import { distanceKm, isLocal } from '../bias.js';
import type { GeocodeBias, GeocodeCandidate, GeocodeOutcome, GeocodeResult } from '../types.js';

export interface OfflineMatchOptions {
  /** The largest candidate wins only if its population is at least this many times the next one's. */
  ambiguityRatio: number;
  bias?: GeocodeBias;
}

interface Part {
  raw: string;
  /** Normalised words without the ones containing digits (house numbers, postcodes). */
  words: string[];
  /** The part held a small number (1-4 digits, maybe a letter: "1", "12b"): a house, unit or vehicle number. */
  smallNumber: boolean;
}

const SMALL_NUMBER = /^\d{1,4}[a-z]?$/;
/** At most this many alternatives are answered with a match. */
const MAX_CANDIDATES = 5;

interface QualifierPart {
  text: string;
  meanings: Qualifier[];
}

/** A name that matched cities, none of which passed the qualifiers (kept for the error message). */
interface Mismatch {
  name: string;
  /** The qualifiers as written. */
  where: string;
  elsewhere: City[];
}

/**
 * Street types (normalised). A lone part ending with one is a street without a city ("12 High Street"), never
 * a street followed by a city called "Street" (there is one, in England); nor is "St" São Tomé, "Pl" Poland.
 */
const STREET_WORDS = new Set(
  (
    'street st road rd avenue ave av lane ln drive dr boulevard blvd way court ct place pl square sq highway hwy ' +
    'parkway pkwy terrace ter close crescent cres circle cir alley trail trl strasse str'
  ).split(' '),
);

const MAX_CITY_WORDS = 6;
const MAX_QUALIFIER_WORDS = 3;

export function matchAddress(
  gazetteer: Gazetteer,
  address: string,
  options: OfflineMatchOptions,
): GeocodeOutcome {
  const text = address.trim();
  const parts: Part[] = text
    .split(/[,;\n]/)
    .map((raw) => {
      const tokens = normalizeName(raw).split(' ');
      return {
        raw: raw.trim(),
        words: tokens.filter((w) => w !== '' && !/\d/.test(w)),
        smallNumber: tokens.some((w) => SMALL_NUMBER.test(w)),
      };
    })
    .filter((p) => p.words.length > 0);
  if (parts.length === 0) return notFound(`"${text}" contains no place name.`);

  const { byKey } = qualifierTables();
  const ctx: Context = { gazetteer, options, mismatch: undefined, fallback: undefined };
  /** A match within reach of the bias's start is taken; a far one is kept while the search goes on. */
  const accept = (found: GeocodeOutcome | null): GeocodeOutcome | null => {
    if (!found || !found.ok || !options.bias?.near || isLocal(found, options.bias)) return found;
    ctx.fallback ??= found;
    return null;
  };

  const qualifiers: QualifierPart[] = [];
  let end = parts.length;
  while (end > 0 && qualifiers.length < 2) {
    const meanings = byKey.get(parts[end - 1].words.join(' '));
    if (!meanings) break;
    qualifiers.unshift({ text: parts[end - 1].raw, meanings });
    end--;
  }
  // The whole text as one name: a city whose own name has a comma ("Washington, D.C."), inside the last
  // qualifier when the text ends with one ("Washington" alone must be a city in Washington state).
  const whole = parts.flatMap((p) => p.words).join(' ');
  const numbered = parts.some((p) => p.smallNumber);
  const exact = accept(resolve(ctx, whole, end < parts.length ? qualifiers.slice(-1) : [], numbered));
  if (exact) return exact;

  if (end === 0) {
    // Only qualifiers ("Singapore", "New York", "Quebec", "Victoria, BC", "Texas"): a city named like the first
    // part, inside the area it names itself, else inside the following parts' areas.
    const [first, ...rest] = qualifiers;
    const name = parts[0].words.join(' ');
    const found =
      accept(resolve(ctx, name, qualifiers, false)) ??
      (rest.length > 0 ? accept(resolve(ctx, name, rest, false)) : null);
    if (found) return found;
    if (ctx.fallback) return ctx.fallback;
    const kinds = [...new Set(first.meanings.map((m) => m.kind))].sort().join(' or ');
    return notFound(`"${text}" names a ${kinds}, not a place to deliver to; add a city or a street address.`);
  }

  const singlePart = end === 1 && qualifiers.length === 0;
  if (singlePart && endsWithStreetWord(parts[0], byKey)) return noCity(text);
  for (let i = end - 1; i >= 0; i--) {
    const words = parts[i].words;
    for (let q = Math.min(MAX_QUALIFIER_WORDS, words.length - 1); q >= 0; q--) {
      let inner: QualifierPart[] = [];
      if (q > 0) {
        const meanings = byKey.get(words.slice(words.length - q).join(' '));
        if (!meanings) continue;
        const written = words.slice(words.length - q).join(' ');
        inner = [{ text: written.length <= 3 ? written.toUpperCase() : written, meanings }];
      }
      const cityWords = words.slice(0, words.length - q);
      // With comma structure the part is the city; a lone part may also hold a street before the city.
      const longest = singlePart ? Math.min(cityWords.length, MAX_CITY_WORDS) : cityWords.length;
      const shortest = singlePart ? 1 : cityWords.length;
      for (let len = longest; len >= shortest; len--) {
        const name = cityWords.slice(cityWords.length - len).join(' ');
        const streetDetail = i > 0 || len < cityWords.length || parts[i].smallNumber;
        const found = accept(resolve(ctx, name, [...inner, ...qualifiers], streetDetail));
        if (found) return found;
      }
    }
  }
  const local = options.bias?.near ? localRun(ctx, parts.slice(0, end), qualifiers) : null;
  if (local) return local;
  if (ctx.fallback) return ctx.fallback;

  if (ctx.mismatch) {
    const { name, where, elsewhere } = ctx.mismatch;
    const examples = elsewhere.slice(0, 3).map((c) => gazetteer.displayName(c));
    return notFound(
      `No place named "${name}" was found in ${where}` +
        (examples.length
          ? `; there is ${examples.join('; ')}${elsewhere.length > 3 ? ' and others' : ''}.`
          : '.'),
    );
  }
  if (/\d/.test(text) || parts.some((p) => p.words.some((w) => STREET_WORDS.has(w)))) return noCity(text);
  return notFound(
    `No place named "${text}" was found in the offline gazetteer (cities of 1,000+ inhabitants). Check the ` +
      'spelling, enter coordinates as "lat, lng", or configure an online geocoder (GEOCODER=nominatim or google).',
  );
}

/** True when the part's last word is a street type, unless it is a capitalised state or country code ("CT"). */
function endsWithStreetWord(part: Part, byKey: Map<string, Qualifier[]>): boolean {
  const last = part.words[part.words.length - 1];
  if (!STREET_WORDS.has(last)) return false;
  const rawLast =
    part.raw
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .pop() ?? '';
  return !(rawLast.length === 2 && rawLast === rawLast.toUpperCase() && byKey.has(last));
}

function noCity(text: string): GeocodeOutcome {
  return notFound(
    `"${text}" names no city the offline geocoder knows (it places cities, not streets). Add the city and region ` +
      '(for example "12 Main St, Austin, TX"), enter coordinates as "lat, lng", or configure an online geocoder ' +
      '(GEOCODER=nominatim or google).',
  );
}

interface Context {
  gazetteer: Gazetteer;
  options: OfflineMatchOptions;
  mismatch: Mismatch | undefined;
  /** The first match found outside the bias's reach, answered if nothing within reach turns up. */
  fallback: GeocodeResult | undefined;
}

/**
 * With a start to be near: any run of words of the remaining parts (not only the trailing ones) that names a
 * city within reach, longest runs first, rightmost parts first. The text held more than the name: half confidence.
 */
function localRun(ctx: Context, parts: Part[], qualifiers: QualifierPart[]): GeocodeOutcome | null {
  for (let i = parts.length - 1; i >= 0; i--) {
    const words = parts[i].words;
    for (let len = Math.min(words.length, MAX_CITY_WORDS); len >= 1; len--) {
      for (let from = words.length - len; from >= 0; from--) {
        const found = resolve(ctx, words.slice(from, from + len).join(' '), qualifiers, true);
        if (found?.ok && isLocal(found, ctx.options.bias)) return found;
      }
    }
  }
  return null;
}

/** The outcome for cities named `name` passing every qualifier, or null when there are none. */
function resolve(
  ctx: Context,
  name: string,
  qualifiers: QualifierPart[],
  streetDetail: boolean,
): GeocodeOutcome | null {
  const { gazetteer, options } = ctx;
  const bias = options.bias;
  const ids = gazetteer.candidates(name);
  if (ids.length === 0) return null;
  const all = ids.map((id) => gazetteer.city(id));
  const cities = all.filter((c) =>
    qualifiers.every((q) => q.meanings.some((m) => matchesQualifier(m, c.country, c.adminCode))),
  );
  if (cities.length === 0) {
    ctx.mismatch ??= {
      name: all[0].name,
      where: qualifiers.map((q) => q.text).join(', '),
      elsewhere: all,
    };
    return null;
  }
  // The bias narrows the field: cities within reach of the start, else cities in the user's country.
  let pool = cities;
  let narrowed = false;
  if (bias?.near) {
    const within = pool.filter((c) => isLocal(c, bias));
    if (within.length > 0) [pool, narrowed] = [within, true];
  }
  if (!narrowed && bias?.region && qualifiers.length === 0) {
    const inRegion = pool.filter((c) => c.country === bias.region);
    if (inRegion.length > 0) [pool, narrowed] = [inRegion, true];
  }
  const [best, second] = pool;
  if (second && (best.population < options.ambiguityRatio * second.population || best.population === 0)) {
    const listed = pool.slice(0, 3).map((c) => gazetteer.displayName(c));
    const more = pool.length > 3 ? ` and ${pool.length - 3} more` : '';
    const hint = second.country === best.country ? 'a state or region' : 'a country';
    return {
      ok: false,
      code: 'AMBIGUOUS',
      message:
        `"${best.name}" matches several places: ${listed.join('; ')}${more}. ` +
        `Add ${hint} (for example "${listed[0]}") or enter coordinates.`,
      candidates: candidatesOf(ctx, pool, undefined, 0.5),
    };
  }
  const total = pool.reduce((sum, c) => sum + c.population, 0);
  const share = total > 0 ? best.population / total : 1 / pool.length;
  let confidence = (qualifiers.length > 0 || narrowed ? 0.95 : 0.9) * (0.6 + 0.4 * share);
  if (streetDetail) confidence *= 0.5;
  const result: GeocodeResult = {
    ok: true,
    lat: best.lat,
    lng: best.lng,
    provider: 'offline',
    confidence: Math.round(confidence * 100) / 100,
    precision: 'city',
    displayName: gazetteer.displayName(best),
  };
  const others = candidatesOf(ctx, cities, best, 0.3);
  if (others.length > 0) result.candidates = others;
  return result;
}

/** Up to MAX_CANDIDATES cities as candidates (without `except`), nearest to the bias's start first. */
function candidatesOf(
  ctx: Context,
  cities: City[],
  except: City | undefined,
  confidence: number,
): GeocodeCandidate[] {
  const near = ctx.options.bias?.near;
  const listed = cities
    .filter((c) => c !== except)
    .map((c) => ({ city: c, km: near ? distanceKm(c, near) : undefined }));
  if (near) listed.sort((a, b) => a.km! - b.km!);
  return listed.slice(0, MAX_CANDIDATES).map(({ city, km }) => ({
    lat: city.lat,
    lng: city.lng,
    displayName: ctx.gazetteer.displayName(city),
    confidence,
    precision: 'city' as const,
    ...(km === undefined ? {} : { distanceKm: km }),
  }));
}

function notFound(message: string): GeocodeOutcome {
  return { ok: false, code: 'NOT_FOUND', message };
}
