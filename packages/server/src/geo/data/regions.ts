/**
 * First-level regions people write after a city ("Austin, TX", "London, Ontario", "Perth, WA"), for the
 * countries where that habit is common. `code` is the GeoNames admin1 code the gazetteer stores (US: the
 * postal abbreviation; Canada and Australia: GeoNames' numeric codes, checked against their capitals; UK: the
 * four nations). `abbr` is what people write; US abbreviations double as display names ("Austin, TX").
 */
export interface Region {
  country: string;
  /** GeoNames admin1 code, as stored in the city table. */
  code: string;
  /** Usual abbreviation ("TX", "ON", "NSW"), or '' when none is in common use. */
  abbr: string;
  name: string;
  /** Other spellings. */
  aliases?: string[];
}

const US = `AL|Alabama AK|Alaska AZ|Arizona AR|Arkansas CA|California CO|Colorado CT|Connecticut DE|Delaware
DC|District of Columbia FL|Florida GA|Georgia HI|Hawaii ID|Idaho IL|Illinois IN|Indiana IA|Iowa KS|Kansas
KY|Kentucky LA|Louisiana ME|Maine MD|Maryland MA|Massachusetts MI|Michigan MN|Minnesota MS|Mississippi
MO|Missouri MT|Montana NE|Nebraska NV|Nevada NH|New Hampshire NJ|New Jersey NM|New Mexico NY|New York
NC|North Carolina ND|North Dakota OH|Ohio OK|Oklahoma OR|Oregon PA|Pennsylvania RI|Rhode Island
SC|South Carolina SD|South Dakota TN|Tennessee TX|Texas UT|Utah VT|Vermont VA|Virginia WA|Washington
WV|West Virginia WI|Wisconsin WY|Wyoming`;

function usStates(): Region[] {
  return US.split(/\s+(?=[A-Z]{2}\|)/).map((entry) => {
    const [abbr, name] = entry.split('|');
    return { country: 'US', code: abbr, abbr, name: name.replace(/\s+/g, ' ') };
  });
}

export const REGIONS: readonly Region[] = [
  ...usStates(),
  { country: 'CA', code: '01', abbr: 'AB', name: 'Alberta' },
  { country: 'CA', code: '02', abbr: 'BC', name: 'British Columbia' },
  { country: 'CA', code: '03', abbr: 'MB', name: 'Manitoba' },
  { country: 'CA', code: '04', abbr: 'NB', name: 'New Brunswick' },
  { country: 'CA', code: '05', abbr: 'NL', name: 'Newfoundland and Labrador', aliases: ['Newfoundland'] },
  { country: 'CA', code: '07', abbr: 'NS', name: 'Nova Scotia' },
  { country: 'CA', code: '08', abbr: 'ON', name: 'Ontario' },
  { country: 'CA', code: '09', abbr: 'PE', name: 'Prince Edward Island', aliases: ['PEI'] },
  { country: 'CA', code: '10', abbr: 'QC', name: 'Quebec', aliases: ['Québec', 'PQ'] },
  { country: 'CA', code: '11', abbr: 'SK', name: 'Saskatchewan' },
  { country: 'CA', code: '12', abbr: 'YT', name: 'Yukon' },
  { country: 'CA', code: '13', abbr: 'NT', name: 'Northwest Territories' },
  { country: 'CA', code: '14', abbr: 'NU', name: 'Nunavut' },
  { country: 'AU', code: '01', abbr: 'ACT', name: 'Australian Capital Territory' },
  { country: 'AU', code: '02', abbr: 'NSW', name: 'New South Wales' },
  { country: 'AU', code: '03', abbr: 'NT', name: 'Northern Territory' },
  { country: 'AU', code: '04', abbr: 'QLD', name: 'Queensland' },
  { country: 'AU', code: '05', abbr: 'SA', name: 'South Australia' },
  { country: 'AU', code: '06', abbr: 'TAS', name: 'Tasmania' },
  { country: 'AU', code: '07', abbr: 'VIC', name: 'Victoria' },
  { country: 'AU', code: '08', abbr: 'WA', name: 'Western Australia' },
  { country: 'GB', code: 'ENG', abbr: '', name: 'England' },
  { country: 'GB', code: 'SCT', abbr: '', name: 'Scotland' },
  { country: 'GB', code: 'WLS', abbr: '', name: 'Wales' },
  { country: 'GB', code: 'NIR', abbr: '', name: 'Northern Ireland' },
];
