/**
 * Text normalisation shared by the gazetteer index, its queries and the geocode cache key, so that "São Paulo",
 * "SAO PAULO" and "sao-paulo" meet, and "St. Louis" meets "Saint Louis".
 */

/** Letters that Unicode decomposition does not split into base letter + mark. */
const FOLD: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
};
const FOLD_RE = /[ßẞæÆœŒøØłŁđĐðÐþÞı]/g;
const MARKS_RE = /\p{M}+/gu;
/** Apostrophes vanish ("Coeur d'Alene" -> "coeur dalene"); every other non-alphanumeric run is one space. */
const APOSTROPHES_RE = /['’‘`ʻʼ´]/g;
const SEPARATORS_RE = /[^\p{L}\p{N}]+/gu;

/** Whole-word spellings made equal on both sides (index and query): "St. Louis" = "Saint Louis". */
const TOKEN_CANON: Record<string, string> = {
  saint: 'st',
  sainte: 'ste',
  sankt: 'st',
  mount: 'mt',
  fort: 'ft',
};
const TOKEN_CANON_RE = /(?<=^| )(?:saint|sainte|sankt|mount|fort)(?= |$)/g;
const MAY_NEED_CANON_RE = /saint|sankt|mount|fort/;
/** Runs of one-letter words are joined: "D.C." -> "dc", "U.S.A." -> "usa". */
const INITIALS_RE = /(?<=(?:^| )\p{L}) (?=\p{L}(?: |$))/gu;
const NON_ASCII_RE = /[\u0080-\uffff]/;

const CLEAN_ASCII_RE = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const ASCII_APOSTROPHES_RE = /['`]/g;
const ASCII_SEPARATORS_RE = /[^a-z0-9]+/g;
const ONE_LETTER_WORD_RE = /(?:^| )\p{L}(?: |$)/u;

/**
 * Accent-, case- and punctuation-insensitive form of a name: lower-case letters and digits separated by single
 * spaces. Non-Latin scripts are kept (lower-cased), so they still match themselves.
 */
export function normalizeName(text: string): string {
  let folded: string;
  if (NON_ASCII_RE.test(text)) {
    text = text
      .normalize('NFKD')
      .replace(MARKS_RE, '')
      .replace(FOLD_RE, (ch) => FOLD[ch] ?? ch)
      .replace(APOSTROPHES_RE, '');
  }
  if (!NON_ASCII_RE.test(text)) {
    // Fast path for pure ASCII (nearly every GeoNames name): the index normalises 135k names at start-up.
    folded = text.toLowerCase();
    if (!CLEAN_ASCII_RE.test(folded)) {
      folded = folded.replace(ASCII_APOSTROPHES_RE, '').replace(ASCII_SEPARATORS_RE, ' ').trim();
    }
  } else {
    folded = text.toLowerCase().replace(SEPARATORS_RE, ' ').trim();
  }
  if (MAY_NEED_CANON_RE.test(folded)) {
    folded = folded.replace(TOKEN_CANON_RE, (word) => TOKEN_CANON[word] ?? word);
  }
  return ONE_LETTER_WORD_RE.test(folded) ? folded.replace(INITIALS_RE, '') : folded;
}

/**
 * The cache key of an address: its parts (split at commas) normalised, joined by ", ". Keeps the comma
 * structure, which some providers use, while ignoring case, accents, spacing and punctuation.
 */
export function normalizeAddress(address: string): string {
  return address
    .split(/[,;\n]/)
    .map(normalizeName)
    .filter((part) => part !== '')
    .join(', ');
}
