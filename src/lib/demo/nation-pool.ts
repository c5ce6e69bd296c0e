/**
 * The invented nations the demo draws from. Codes start with Q, X or Z and none is a real FIFA,
 * IOC or ISO code, so demo teams and countries never collide with real ones. A code never
 * changes meaning: the same code is the team code, the country code and (lower-cased) the team ID.
 */
import type { CultureKey } from './name-cultures.ts';

export interface NationSeed {
  name: string;
  code: string;
  culture: CultureKey;
  /** Hosts are always in the tournament and own the venues. */
  host?: true;
}

/** Real three-letter codes beginning with Q, X or Z that an invented code must never take. */
export const REAL_CODES_TO_AVOID = new Set(['QAT', 'ZAM', 'ZIM', 'ZAI', 'ZAF', 'ZMB', 'ZWE']);

export const NATION_POOL: readonly NationSeed[] = [
  { name: 'Valdoria', code: 'ZVL', culture: 'iberian' },
  { name: 'Marqueña', code: 'XMQ', culture: 'iberian', host: true },
  { name: 'Puerto Albar', code: 'QPA', culture: 'iberian' },
  { name: 'Serranía', code: 'QSR', culture: 'iberian' },
  { name: 'Riocasta', code: 'XRC', culture: 'iberian' },
  { name: 'Lusitara', code: 'QLU', culture: 'lusophone', host: true },
  { name: 'Alvorada', code: 'ZAV', culture: 'lusophone' },
  { name: 'Portamar', code: 'XPM', culture: 'lusophone' },
  { name: 'Serra Nova', code: 'QSN', culture: 'lusophone' },
  { name: 'Nordheim', code: 'ZND', culture: 'nordic' },
  { name: 'Skarvøy', code: 'XSK', culture: 'nordic' },
  { name: 'Fjellmark', code: 'QFJ', culture: 'nordic' },
  { name: 'Østervik', code: 'ZOV', culture: 'nordic' },
  { name: 'Velikoria', code: 'XVK', culture: 'westSlavic' },
  { name: 'Bełżania', code: 'ZBZ', culture: 'westSlavic' },
  { name: 'Krasnovia', code: 'QKR', culture: 'westSlavic' },
  { name: 'Morava Dolna', code: 'XMD', culture: 'westSlavic' },
  { name: 'Hochwald', code: 'ZHW', culture: 'germanic' },
  { name: 'Brünnland', code: 'XBR', culture: 'germanic' },
  { name: 'Eisenthal', code: 'QEI', culture: 'germanic' },
  { name: 'Lindenmark', code: 'ZLM', culture: 'germanic' },
  { name: 'Bellerive', code: 'XBE', culture: 'francophone' },
  { name: 'Montclair', code: 'QMC', culture: 'francophone' },
  { name: 'Saint-Aurèle', code: 'ZSA', culture: 'francophone' },
  { name: 'Valcrête', code: 'XVC', culture: 'francophone' },
  { name: 'Tuzkaya', code: 'QTK', culture: 'turkic' },
  { name: 'Aydınsu', code: 'ZAY', culture: 'turkic' },
  { name: 'Kızılkent', code: 'XKZ', culture: 'turkic' },
  { name: 'Karaova', code: 'QKO', culture: 'turkic' },
  { name: 'Tiszavár', code: 'ZTV', culture: 'magyar' },
  { name: 'Szentmarót', code: 'QSZ', culture: 'magyar' },
  { name: 'Balatonia', code: 'XBL', culture: 'magyar' },
  { name: 'Drinovia', code: 'ZDR', culture: 'southSlavic' },
  { name: 'Zlatora', code: 'XZL', culture: 'southSlavic' },
  { name: 'Velebija', code: 'QVB', culture: 'southSlavic' },
  { name: 'Savonija', code: 'ZSV', culture: 'southSlavic' },
  { name: 'Eldrey', code: 'ZEL', culture: 'icelandic' },
  { name: 'Hvítanes', code: 'XHV', culture: 'icelandic' },
  { name: 'Daugavia', code: 'QDG', culture: 'baltic' },
  { name: 'Liepava', code: 'XLP', culture: 'baltic' },
  { name: 'Nemunija', code: 'ZNM', culture: 'baltic' },
  { name: 'Vâlcenia', code: 'QVC', culture: 'romanian' },
  { name: 'Moldara', code: 'ZMR', culture: 'romanian' },
  { name: 'Argeșia', code: 'XAG', culture: 'romanian' },
  { name: 'Westmarch', code: 'ZWM', culture: 'anglo' },
  { name: 'Caledor', code: 'QCL', culture: 'anglo', host: true },
  { name: 'Northmoor', code: 'XNM', culture: 'anglo' },
  { name: 'Kingsreach', code: 'QKG', culture: 'anglo' },
  { name: 'Haverland', code: 'ZHV', culture: 'anglo' },
  { name: 'Sahelia', code: 'ZSH', culture: 'westAfrican' },
  { name: 'Côte Dorée', code: 'XCD', culture: 'westAfrican', host: true },
  { name: 'Kassanga', code: 'QKS', culture: 'westAfrican' },
  { name: 'Tiébara', code: 'ZTB', culture: 'westAfrican' },
  { name: 'Ouéssa', code: 'XOU', culture: 'westAfrican' },
  { name: 'Thalassia', code: 'ZTH', culture: 'hellenic' },
  { name: 'Myrtonia', code: 'QMY', culture: 'hellenic' },
  { name: 'Levkaria', code: 'XLV', culture: 'hellenic' },
];
