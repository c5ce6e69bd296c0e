/**
 * Football.TXT squads (`2026_squads.txt`):
 *
 *     == Mexico     # 26 Players
 *           1, Raul RANGEL,                   GK,  b. 2000/02/25
 *           -, Javier AGUIRRE (MEX),          MG,  b. 1958/12/01
 *
 * Older years have no shirt numbers (`Jimmy DOUGLAS,   GK,  b. 1898/01/12`, 1930) or no birth date.
 * Managers (`MG`) are skipped. Lines that do not parse are returned as problems.
 */

export interface TxtSquadPlayer {
  number: number | null;
  /** As written: `Julian QUINONES`. */
  name: string;
  /** GK, DF, MF or FW. */
  pos: string;
  /** `YYYY-MM-DD`, or null. */
  dateOfBirth: string | null;
  line: number;
}

export interface TxtSquad {
  /** Team name as written in the heading, e.g. `Czechia`. */
  name: string;
  line: number;
  players: TxtSquadPlayer[];
}

export interface TxtSquadsFile {
  squads: TxtSquad[];
  problems: { line: number; message: string }[];
}

const PLAYER = /^(?:(\d{1,2}|-)\s*,\s*)?([^,]+?)\s*,\s*([A-Z]{2})\s*(?:,\s*(?:b\.\s*)?(\d{4})(?:[/-](\d{1,2})[/-](\d{1,2}))?)?\s*(?:,.*)?$/;

export function parseSquadsTxt(text: string): TxtSquadsFile {
  const squads: TxtSquad[] = [];
  const problems: TxtSquadsFile['problems'] = [];
  let current: TxtSquad | null = null;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const content = raw.replace(/#.*$/, '').trim();
    if (content === '') return;
    const heading = /^(=+)\s*(.+?)\s*$/.exec(content);
    if (heading) {
      if (heading[1]!.length >= 2) {
        current = { name: heading[2]!, line, players: [] };
        squads.push(current);
      }
      return;
    }
    const m = PLAYER.exec(content);
    if (!m) {
      problems.push({ line, message: `cannot read squad line "${content}"` });
      return;
    }
    if (m[3] === 'MG') return;
    if (!current) {
      problems.push({ line, message: 'player line before the first "== Team" heading' });
      return;
    }
    const dob = m[5] !== undefined ? `${m[4]}-${m[5]!.padStart(2, '0')}-${m[6]!.padStart(2, '0')}` : null;
    (current as TxtSquad).players.push({ number: m[1] === undefined || m[1] === '-' ? null : Number(m[1]), name: m[2]!, pos: m[3]!, dateOfBirth: dob, line });
  });
  return { squads, problems };
}
