/**
 * English (or common) names of large cities whose GeoNames name differs, so "Cologne" or "New York" resolve.
 * GeoNames already uses the English exonym for most capitals (Munich, Rome, Vienna, Prague); this list covers
 * what it does not. Keys and values are matched after normalisation (accents and case do not matter); the
 * value is the gazetteer name, and the alias only adds candidates: a real city called "Cologne" still counts.
 */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  'New York': 'New York City',
  NYC: 'New York City',
  Frankfurt: 'Frankfurt am Main',
  Cologne: 'Köln',
  Nuremberg: 'Nürnberg',
  Hanover: 'Hannover',
  Geneva: 'Genève',
  Seville: 'Sevilla',
  Gothenburg: 'Göteborg',
  Antwerp: 'Antwerpen',
  Bruges: 'Brugge',
  Cracow: 'Kraków',
  Krakow: 'Kraków',
  Kiev: 'Kyiv',
  Bombay: 'Mumbai',
  Calcutta: 'Kolkata',
  Madras: 'Chennai',
  Peking: 'Beijing',
  Saigon: 'Ho Chi Minh City',
  Wien: 'Vienna',
  Roma: 'Rome',
  München: 'Munich',
  'Den Haag': 'The Hague',
  Lisboa: 'Lisbon',
  Praha: 'Prague',
  Warszawa: 'Warsaw',
  Moskva: 'Moscow',
};
