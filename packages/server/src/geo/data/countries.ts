/**
 * Countries and territories: ISO 3166-1 alpha-2, alpha-3, the English short name used in display names, then
 * other names people type ("USA", "UK", "Holland"). One line each, `|`-separated, so the table stays small
 * and reviewable. XK (Kosovo) is GeoNames' user-assigned code.
 */
const TABLE = `AD|AND|Andorra
AE|ARE|United Arab Emirates|UAE|Emirates
AF|AFG|Afghanistan
AG|ATG|Antigua and Barbuda|Antigua
AI|AIA|Anguilla
AL|ALB|Albania
AM|ARM|Armenia
AO|AGO|Angola
AQ|ATA|Antarctica
AR|ARG|Argentina
AS|ASM|American Samoa
AT|AUT|Austria|Österreich
AU|AUS|Australia
AW|ABW|Aruba
AX|ALA|Åland Islands|Aland
AZ|AZE|Azerbaijan
BA|BIH|Bosnia and Herzegovina|Bosnia
BB|BRB|Barbados
BD|BGD|Bangladesh
BE|BEL|Belgium|Belgique|België
BF|BFA|Burkina Faso
BG|BGR|Bulgaria
BH|BHR|Bahrain
BI|BDI|Burundi
BJ|BEN|Benin
BL|BLM|Saint Barthélemy|St Barts
BM|BMU|Bermuda
BN|BRN|Brunei|Brunei Darussalam
BO|BOL|Bolivia
BQ|BES|Caribbean Netherlands|Bonaire
BR|BRA|Brazil|Brasil
BS|BHS|Bahamas|The Bahamas
BT|BTN|Bhutan
BV|BVT|Bouvet Island
BW|BWA|Botswana
BY|BLR|Belarus
BZ|BLZ|Belize
CA|CAN|Canada
CC|CCK|Cocos (Keeling) Islands|Cocos Islands
CD|COD|DR Congo|Democratic Republic of the Congo|Congo-Kinshasa|DRC
CF|CAF|Central African Republic
CG|COG|Congo|Republic of the Congo|Congo-Brazzaville
CH|CHE|Switzerland|Schweiz|Suisse|Svizzera
CI|CIV|Côte d'Ivoire|Ivory Coast
CK|COK|Cook Islands
CL|CHL|Chile
CM|CMR|Cameroon
CN|CHN|China|People's Republic of China|PRC
CO|COL|Colombia
CR|CRI|Costa Rica
CU|CUB|Cuba
CV|CPV|Cabo Verde|Cape Verde
CW|CUW|Curaçao
CX|CXR|Christmas Island
CY|CYP|Cyprus
CZ|CZE|Czechia|Czech Republic
DE|DEU|Germany|Deutschland
DJ|DJI|Djibouti
DK|DNK|Denmark|Danmark
DM|DMA|Dominica
DO|DOM|Dominican Republic
DZ|DZA|Algeria
EC|ECU|Ecuador
EE|EST|Estonia
EG|EGY|Egypt
EH|ESH|Western Sahara
ER|ERI|Eritrea
ES|ESP|Spain|España
ET|ETH|Ethiopia
FI|FIN|Finland|Suomi
FJ|FJI|Fiji
FK|FLK|Falkland Islands
FM|FSM|Micronesia
FO|FRO|Faroe Islands
FR|FRA|France
GA|GAB|Gabon
GB|GBR|United Kingdom|UK|Great Britain|Britain
GD|GRD|Grenada
GE|GEO|Georgia
GF|GUF|French Guiana
GG|GGY|Guernsey
GH|GHA|Ghana
GI|GIB|Gibraltar
GL|GRL|Greenland
GM|GMB|Gambia|The Gambia
GN|GIN|Guinea
GP|GLP|Guadeloupe
GQ|GNQ|Equatorial Guinea
GR|GRC|Greece|Hellas
GS|SGS|South Georgia and the South Sandwich Islands
GT|GTM|Guatemala
GU|GUM|Guam
GW|GNB|Guinea-Bissau
GY|GUY|Guyana
HK|HKG|Hong Kong
HM|HMD|Heard Island and McDonald Islands
HN|HND|Honduras
HR|HRV|Croatia|Hrvatska
HT|HTI|Haiti
HU|HUN|Hungary|Magyarország
ID|IDN|Indonesia
IE|IRL|Ireland|Éire
IL|ISR|Israel
IM|IMN|Isle of Man
IN|IND|India
IO|IOT|British Indian Ocean Territory
IQ|IRQ|Iraq
IR|IRN|Iran
IS|ISL|Iceland
IT|ITA|Italy|Italia
JE|JEY|Jersey
JM|JAM|Jamaica
JO|JOR|Jordan
JP|JPN|Japan
KE|KEN|Kenya
KG|KGZ|Kyrgyzstan
KH|KHM|Cambodia
KI|KIR|Kiribati
KM|COM|Comoros
KN|KNA|Saint Kitts and Nevis|St Kitts
KP|PRK|North Korea
KR|KOR|South Korea|Korea|Republic of Korea
KW|KWT|Kuwait
KY|CYM|Cayman Islands
KZ|KAZ|Kazakhstan
LA|LAO|Laos
LB|LBN|Lebanon
LC|LCA|Saint Lucia
LI|LIE|Liechtenstein
LK|LKA|Sri Lanka
LR|LBR|Liberia
LS|LSO|Lesotho
LT|LTU|Lithuania
LU|LUX|Luxembourg
LV|LVA|Latvia
LY|LBY|Libya
MA|MAR|Morocco
MC|MCO|Monaco
MD|MDA|Moldova
ME|MNE|Montenegro
MF|MAF|Saint Martin
MG|MDG|Madagascar
MH|MHL|Marshall Islands
MK|MKD|North Macedonia|Macedonia
ML|MLI|Mali
MM|MMR|Myanmar|Burma
MN|MNG|Mongolia
MO|MAC|Macao|Macau
MP|MNP|Northern Mariana Islands
MQ|MTQ|Martinique
MR|MRT|Mauritania
MS|MSR|Montserrat
MT|MLT|Malta
MU|MUS|Mauritius
MV|MDV|Maldives
MW|MWI|Malawi
MX|MEX|Mexico|México
MY|MYS|Malaysia
MZ|MOZ|Mozambique
NA|NAM|Namibia
NC|NCL|New Caledonia
NE|NER|Niger
NF|NFK|Norfolk Island
NG|NGA|Nigeria
NI|NIC|Nicaragua
NL|NLD|Netherlands|The Netherlands|Holland|Nederland
NO|NOR|Norway|Norge
NP|NPL|Nepal
NR|NRU|Nauru
NU|NIU|Niue
NZ|NZL|New Zealand|Aotearoa
OM|OMN|Oman
PA|PAN|Panama
PE|PER|Peru
PF|PYF|French Polynesia
PG|PNG|Papua New Guinea
PH|PHL|Philippines
PK|PAK|Pakistan
PL|POL|Poland|Polska
PM|SPM|Saint Pierre and Miquelon
PN|PCN|Pitcairn Islands
PR|PRI|Puerto Rico
PS|PSE|Palestine
PT|PRT|Portugal
PW|PLW|Palau
PY|PRY|Paraguay
QA|QAT|Qatar
RE|REU|Réunion
RO|ROU|Romania
RS|SRB|Serbia
RU|RUS|Russia|Russian Federation
RW|RWA|Rwanda
SA|SAU|Saudi Arabia
SB|SLB|Solomon Islands
SC|SYC|Seychelles
SD|SDN|Sudan
SE|SWE|Sweden|Sverige
SG|SGP|Singapore
SH|SHN|Saint Helena
SI|SVN|Slovenia
SJ|SJM|Svalbard and Jan Mayen|Svalbard
SK|SVK|Slovakia
SL|SLE|Sierra Leone
SM|SMR|San Marino
SN|SEN|Senegal
SO|SOM|Somalia
SR|SUR|Suriname
SS|SSD|South Sudan
ST|STP|São Tomé and Príncipe
SV|SLV|El Salvador
SX|SXM|Sint Maarten
SY|SYR|Syria
SZ|SWZ|Eswatini|Swaziland
TC|TCA|Turks and Caicos Islands
TD|TCD|Chad
TF|ATF|French Southern Territories
TG|TGO|Togo
TH|THA|Thailand
TJ|TJK|Tajikistan
TK|TKL|Tokelau
TL|TLS|Timor-Leste|East Timor
TM|TKM|Turkmenistan
TN|TUN|Tunisia
TO|TON|Tonga
TR|TUR|Türkiye|Turkey
TT|TTO|Trinidad and Tobago|Trinidad
TV|TUV|Tuvalu
TW|TWN|Taiwan
TZ|TZA|Tanzania
UA|UKR|Ukraine
UG|UGA|Uganda
UM|UMI|United States Minor Outlying Islands
US|USA|United States|United States of America|America|US|U.S.|U.S.A.
UY|URY|Uruguay
UZ|UZB|Uzbekistan
VA|VAT|Vatican City|Holy See|Vatican
VC|VCT|Saint Vincent and the Grenadines|St Vincent
VE|VEN|Venezuela
VG|VGB|British Virgin Islands
VI|VIR|U.S. Virgin Islands|US Virgin Islands
VN|VNM|Vietnam|Viet Nam
VU|VUT|Vanuatu
WF|WLF|Wallis and Futuna
WS|WSM|Samoa
XK|XKX|Kosovo
YE|YEM|Yemen
YT|MYT|Mayotte
ZA|ZAF|South Africa
ZM|ZMB|Zambia
ZW|ZWE|Zimbabwe`;

export interface Country {
  /** ISO 3166-1 alpha-2. */
  iso2: string;
  iso3: string;
  /** English short name, used in display names. */
  name: string;
  /** Every spelling that names this country: codes, name and aliases, as written (not normalised). */
  names: string[];
}

export const COUNTRIES: readonly Country[] = TABLE.split('\n').map((line) => {
  const [iso2, iso3, name, ...aliases] = line.split('|');
  return { iso2, iso3, name, names: [iso2, iso3, name, ...aliases] };
});
