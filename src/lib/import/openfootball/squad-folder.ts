/**
 * The per-team squad files of an openfootball World Cup folder (`worldcup/1990--italy/squads/
 * ie-ireland.txt`), which write every name in normal case with its accents and apostrophes:
 *
 *     # Ireland (IRL)
 *      (4)  DF  Mick McCarthy                      ##   42, Millwall
 *     (12)  DF  David O'Leary                      ##   51, Arsenal
 *        -  MF  José Andrade                       ##   30, Nacional
 *
 * where `<year>_squads.txt` has `Mick MC CARTHY`, `David O LEARY`, `Jose ANDRADE`. They are read
 * as spelling evidence only (best-spellings.ts): a name is taken from them when its letters are
 * the squad list's (build-players.ts), never to add or identify a player.
 */

export interface FolderPlayer {
  number: number | null;
  /** As written: `David O'Leary`. */
  name: string;
  line: number;
}

export interface FolderSquad {
  /** The file name, e.g. `ie-ireland.txt`. */
  file: string;
  /** Team names and codes the file gives: its heading (`Ireland`, `IRL`) and its file name (`ireland`, `IE`). */
  names: string[];
  codes: string[];
  players: FolderPlayer[];
}

const PLAYER = /^\s*(?:\((\d{1,2})\)|-)\s+(?:GK|DF|MF|FW)\s+(.+?)\s*(?:##.*)?$/;

/** Parses one squad file; lines that are not player lines (headings, comments) are skipped. */
export function parseFolderSquad(file: string, text: string): FolderSquad {
  const names: string[] = [];
  const codes: string[] = [];
  const stem = /^([a-z]{2,3})-(.+)\.txt$/i.exec(file);
  if (stem) {
    codes.push(stem[1]!.toUpperCase());
    names.push(stem[2]!.replace(/-/g, ' '));
  }
  const players: FolderPlayer[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const heading = /^#\s+(.+?)\s+\(([A-Z]{3})\)\s*$/.exec(raw.trim());
    if (heading && players.length === 0) {
      names.unshift(heading[1]!);
      codes.unshift(heading[2]!);
      return;
    }
    const m = PLAYER.exec(raw);
    if (m && m[2]!.trim() !== '') players.push({ number: m[1] === undefined ? null : Number(m[1]), name: m[2]!.trim().replace(/\s+/g, ' '), line: i + 1 });
  });
  return { file, names, codes, players };
}
