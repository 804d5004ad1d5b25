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
 */
import type { City, Gazetteer } from '../gazetteer/gazetteer.js';
import { matchesQualifier, qualifierTables, type Qualifier } from '../gazetteer/qualifiers.js';
import { normalizeName } from '../normalize.js';
import type { GeocodeOutcome } from '../types.js';

export interface OfflineMatchOptions {
  /** The largest candidate wins only if its population is at least this many times the next one's. */
  ambiguityRatio: number;
}

interface Part {
  raw: string;
  /** Normalised words without the ones containing digits (house numbers, postcodes). */
  words: string[];
}

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
    .map((raw) => ({
      raw: raw.trim(),
      words: normalizeName(raw)
        .split(' ')
        .filter((w) => w !== '' && !/\d/.test(w)),
    }))
    .filter((p) => p.words.length > 0);
  if (parts.length === 0) return notFound(`"${text}" contains no place name.`);

  const { byKey } = qualifierTables();
  const ctx = { gazetteer, options, mismatch: undefined as Mismatch | undefined };

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
  const exact = resolve(ctx, whole, end < parts.length ? qualifiers.slice(-1) : [], false);
  if (exact) return exact;

  if (end === 0) {
    // Only qualifiers ("Singapore", "New York", "Quebec", "Victoria, BC", "Texas"): a city named like the first
    // part, inside the area it names itself, else inside the following parts' areas.
    const [first, ...rest] = qualifiers;
    const name = parts[0].words.join(' ');
    const found =
      resolve(ctx, name, qualifiers, false) ?? (rest.length > 0 ? resolve(ctx, name, rest, false) : null);
    if (found) return found;
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
        const streetDetail = i > 0 || len < cityWords.length;
        const found = resolve(ctx, name, [...inner, ...qualifiers], streetDetail);
        if (found) return found;
      }
    }
  }

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
}

/** The outcome for cities named `name` passing every qualifier, or null when there are none. */
function resolve(
  ctx: Context,
  name: string,
  qualifiers: QualifierPart[],
  streetDetail: boolean,
): GeocodeOutcome | null {
  const { gazetteer, options } = ctx;
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
  const [best, second] = cities;
  if (second && (best.population < options.ambiguityRatio * second.population || best.population === 0)) {
    const listed = cities.slice(0, 3).map((c) => gazetteer.displayName(c));
    const more = cities.length > 3 ? ` and ${cities.length - 3} more` : '';
    const hint = second.country === best.country ? 'a state or region' : 'a country';
    return {
      ok: false,
      code: 'AMBIGUOUS',
      message:
        `"${best.name}" matches several places: ${listed.join('; ')}${more}. ` +
        `Add ${hint} (for example "${listed[0]}") or enter coordinates.`,
    };
  }
  const total = cities.reduce((sum, c) => sum + c.population, 0);
  const share = total > 0 ? best.population / total : 1 / cities.length;
  let confidence = (qualifiers.length > 0 ? 0.95 : 0.9) * (0.6 + 0.4 * share);
  if (streetDetail) confidence *= 0.5;
  return {
    ok: true,
    lat: best.lat,
    lng: best.lng,
    provider: 'offline',
    confidence: Math.round(confidence * 100) / 100,
    precision: 'city',
    displayName: gazetteer.displayName(best),
  };
}

function notFound(message: string): GeocodeOutcome {
  return { ok: false, code: 'NOT_FOUND', message };
}
