/**
 * Places a starting eleven on the pitch from its formation: the goalkeeper, then one line per
 * formation number (defence to attack), players in line-up order (left to right). When the
 * formation is unknown or does not fit the eleven, lines follow the players' roles instead.
 */
import { isFormation } from '../../schemas/content/formation.ts';

export function pitchLines<T extends { position: string }>(formation: string | null, starters: readonly T[]): T[][] {
  if (formation && isFormation(formation) && starters.length === 11) {
    const sizes = formation.split('-').map(Number);
    const lines: T[][] = [starters.slice(0, 1)];
    let i = 1;
    for (const n of sizes) {
      lines.push(starters.slice(i, i + n));
      i += n;
    }
    return lines;
  }
  const roles = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'];
  const lines = roles.map((r) => starters.filter((s) => s.position === r)).filter((l) => l.length > 0);
  const other = starters.filter((s) => !roles.includes(s.position));
  if (other.length) lines.push(other);
  return lines;
}
