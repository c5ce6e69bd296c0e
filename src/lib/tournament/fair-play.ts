/** Fair-play points (FIFA 2018): deductions for cards, one per player per match. */

export type CardDetail = 'yellow' | 'second_yellow' | 'red';

/** A card event as recorded (cancelled cards must not be passed). */
export interface CardEvent {
  match_id: string;
  team_id: string;
  /** Null when the source does not name the player: the card then counts on its own. */
  player_id: string | null;
  detail: CardDetail;
  minute?: number;
}

/**
 * The deduction of one player in one match from the cards he received there: yellow and straight
 * red −5, straight red −4, second yellow (indirect red; its first yellow is not counted again) −3,
 * yellow −1, none 0.
 */
export function playerDeduction(details: readonly CardDetail[]): number {
  const has = (d: CardDetail) => details.includes(d);
  if (has('red')) return has('yellow') ? -5 : -4;
  if (has('second_yellow')) return -3;
  return has('yellow') ? -1 : 0;
}

/**
 * Fair-play points per team (0 or negative; higher is better) over the cards of the given matches.
 * Teams without cards are absent from the map (their total is 0).
 */
export function fairPlayPoints(cards: readonly CardEvent[]): Map<string, number> {
  const perPlayer = new Map<string, { team_id: string; details: CardDetail[] }>();
  cards.forEach((c, i) => {
    const key = `${c.match_id}\u0000${c.team_id}\u0000${c.player_id ?? `#${i}`}`;
    const entry = perPlayer.get(key) ?? { team_id: c.team_id, details: [] };
    entry.details.push(c.detail);
    perPlayer.set(key, entry);
  });
  const out = new Map<string, number>();
  for (const { team_id, details } of perPlayer.values()) out.set(team_id, (out.get(team_id) ?? 0) + playerDeduction(details));
  return out;
}
