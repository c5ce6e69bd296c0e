/**
 * The flag of a national team's code: FIFA trigramme (and the IOC codes that differ from FIFA's) →
 * the name of an SVG served at `/flags/<name>.svg`. Two sources, both with the right to publish:
 * - the `flag-icons` package (MIT, pinned in package.json): its 4:3 flags, named by ISO 3166-1
 *   alpha-2 (`de`) or its own names for the home nations (`gb-eng`, `gb-sct`, `gb-wls`, `gb-nir`);
 *   the build copies exactly the files this table names (LIBRARY_FLAGS) into the site;
 * - the project's own drawings of public-domain historic flags the library lacks (OWN_FLAGS,
 *   public/flags/), named by the former ISO 3166-1 code of the state (`su`, `yu`, `dd`, `zr`, `cs`).
 *
 * A historic team whose flag is the same design as a current one takes the library's: West Germany
 * `FRG` → `de`, Czechoslovakia `TCH` → `cz` (the Czech Republic kept the flag), the Dutch East Indies
 * `INH`/`DEI` → `nl` (the colony flew the Dutch flag). Left out on purpose: `CIS` (1992 only; it
 * played under an emblem of the Commonwealth, not a national flag) and `TPE` (Chinese Taipei plays
 * under a flag of its own that the library does not have). A code not in the table (the demo's
 * fictional countries, a club's generated code) has no flag: `flagOf` gives null.
 */

/** The project's own flags (public/flags/<name>.svg): former ISO 3166-1 codes of the states. */
export const OWN_FLAGS = {
  su: 'Soviet Union',
  yu: 'Yugoslavia',
  dd: 'East Germany',
  zr: 'Zaire',
  cs: 'Serbia and Montenegro',
} as const;

type OwnFlag = keyof typeof OWN_FLAGS;

/** FIFA (or IOC) code → flag name. */
const FLAGS: Readonly<Record<string, string>> = {
  // historic teams (FIFA's historical codes)
  FRG: 'de', GDR: 'dd' satisfies OwnFlag, URS: 'su' satisfies OwnFlag, YUG: 'yu' satisfies OwnFlag, TCH: 'cz',
  ZAI: 'zr' satisfies OwnFlag, INH: 'nl', DEI: 'nl', SCG: 'cs' satisfies OwnFlag,
  // AFC
  AFG: 'af', AUS: 'au', BAN: 'bd', BHR: 'bh', BHU: 'bt', BRU: 'bn', CAM: 'kh', CHN: 'cn', GUM: 'gu', HKG: 'hk',
  IDN: 'id', IND: 'in', IRN: 'ir', IRQ: 'iq', JOR: 'jo', JPN: 'jp', KGZ: 'kg', KOR: 'kr', KSA: 'sa', KUW: 'kw',
  LAO: 'la', LBN: 'lb', MAC: 'mo', MAS: 'my', MDV: 'mv', MGL: 'mn', MYA: 'mm', NEP: 'np', OMA: 'om', PAK: 'pk',
  PHI: 'ph', PLE: 'ps', PRK: 'kp', QAT: 'qa', SGP: 'sg', SRI: 'lk', SYR: 'sy', THA: 'th', TJK: 'tj', TKM: 'tm',
  TLS: 'tl', UAE: 'ae', UZB: 'uz', VIE: 'vn', YEM: 'ye',
  // CAF
  ALG: 'dz', ANG: 'ao', BDI: 'bi', BEN: 'bj', BFA: 'bf', BOT: 'bw', CGO: 'cg', CHA: 'td', CIV: 'ci', CMR: 'cm',
  COD: 'cd', COM: 'km', CPV: 'cv', CTA: 'cf', DJI: 'dj', EGY: 'eg', EQG: 'gq', ERI: 'er', ESW: 'sz', ETH: 'et',
  GAB: 'ga', GAM: 'gm', GHA: 'gh', GNB: 'gw', GUI: 'gn', KEN: 'ke', LBR: 'lr', LBY: 'ly', LES: 'ls', MAD: 'mg',
  MAR: 'ma', MLI: 'ml', MOZ: 'mz', MRI: 'mu', MTN: 'mr', MWI: 'mw', NAM: 'na', NGA: 'ng', NIG: 'ne', RSA: 'za',
  RWA: 'rw', SDN: 'sd', SEN: 'sn', SEY: 'sc', SLE: 'sl', SOM: 'so', SSD: 'ss', STP: 'st', TAN: 'tz', TOG: 'tg',
  TUN: 'tn', UGA: 'ug', ZAM: 'zm', ZIM: 'zw',
  // CONCACAF
  AIA: 'ai', ARU: 'aw', ATG: 'ag', BAH: 'bs', BER: 'bm', BLZ: 'bz', BRB: 'bb', CAN: 'ca', CAY: 'ky', CRC: 'cr',
  CUB: 'cu', CUW: 'cw', DMA: 'dm', DOM: 'do', GRN: 'gd', GUA: 'gt', GUY: 'gy', HAI: 'ht', HON: 'hn', JAM: 'jm',
  LCA: 'lc', MEX: 'mx', MSR: 'ms', NCA: 'ni', PAN: 'pa', PUR: 'pr', SKN: 'kn', SLV: 'sv', SUR: 'sr', TCA: 'tc',
  TRI: 'tt', USA: 'us', VGB: 'vg', VIN: 'vc', VIR: 'vi',
  // CONMEBOL
  ARG: 'ar', BOL: 'bo', BRA: 'br', CHI: 'cl', COL: 'co', ECU: 'ec', PAR: 'py', PER: 'pe', URU: 'uy', VEN: 've',
  // OFC
  ASA: 'as', COK: 'ck', FIJ: 'fj', NCL: 'nc', NZL: 'nz', PNG: 'pg', SAM: 'ws', SOL: 'sb', TAH: 'pf', TGA: 'to', VAN: 'vu',
  // UEFA
  ALB: 'al', AND: 'ad', ARM: 'am', AUT: 'at', AZE: 'az', BEL: 'be', BIH: 'ba', BLR: 'by', BUL: 'bg', CRO: 'hr',
  CYP: 'cy', CZE: 'cz', DEN: 'dk', ENG: 'gb-eng', ESP: 'es', EST: 'ee', FIN: 'fi', FRA: 'fr', FRO: 'fo', GEO: 'ge',
  GER: 'de', GIB: 'gi', GRE: 'gr', HUN: 'hu', IRL: 'ie', ISL: 'is', ISR: 'il', ITA: 'it', KAZ: 'kz', KVX: 'xk',
  LIE: 'li', LTU: 'lt', LUX: 'lu', LVA: 'lv', MDA: 'md', MKD: 'mk', MLT: 'mt', MNE: 'me', NED: 'nl', NIR: 'gb-nir',
  NOR: 'no', POL: 'pl', POR: 'pt', ROU: 'ro', RUS: 'ru', SCO: 'gb-sct', SMR: 'sm', SRB: 'rs', SUI: 'ch', SVK: 'sk',
  SVN: 'si', SWE: 'se', TUR: 'tr', UKR: 'ua', WAL: 'gb-wls',
  // IOC codes where they differ from FIFA's (none of them is another country's FIFA code)
  BAR: 'bb', BIZ: 'bz', ESA: 'sv', GBR: 'gb', GBS: 'gw', IRI: 'ir', ISV: 'vi', IVB: 'vg', KOS: 'xk', LAT: 'lv',
  MAW: 'mw', SLO: 'si', SWZ: 'sz',
};

/** The flag name of a team code (`GER` → `de`, `URS` → `su`), or null when the code has none. */
export function flagOf(code: string): string | null {
  return Object.hasOwn(FLAGS, code) ? FLAGS[code]! : null;
}

/** True for a flag of the project's own drawings (public/flags/), false for the library's. */
export function isOwnFlag(name: string): boolean {
  return Object.hasOwn(OWN_FLAGS, name);
}

/** Every flag name the table can give that comes from `flag-icons`: the files the build copies. */
export const LIBRARY_FLAGS: readonly string[] = [...new Set(Object.values(FLAGS))].filter((n) => !isOwnFlag(n)).sort();

/** The URL of a flag. */
export const flagHref = (name: string): string => `/flags/${name}.svg`;
