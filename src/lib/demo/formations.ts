/** The formations coaches pick from, and what a formation asks of the starting eleven. */
import type { Position } from '../../schemas/content/index.ts';
import type { Rng } from './prng.ts';

/** Realistic formations with how often coaches prefer them. */
export const FORMATION_WEIGHTS: readonly [formation: string, weight: number][] = [
  ['4-3-3', 24],
  ['4-2-3-1', 24],
  ['4-4-2', 15],
  ['3-4-3', 10],
  ['3-5-2', 10],
  ['4-1-4-1', 9],
  ['5-3-2', 8],
];

export const FORMATIONS = FORMATION_WEIGHTS.map(([f]) => f);

export function pickFormation(rng: Rng): string {
  return rng.weighted(FORMATION_WEIGHTS, ([, w]) => w)[0];
}

/** Outfield lines of a formation: defenders = first digit, forwards = last, midfielders = the rest. */
export function formationLines(formation: string): Record<Exclude<Position, 'Goalkeeper'>, number> {
  const digits = formation.split('-').map(Number);
  const defenders = digits[0]!;
  const forwards = digits[digits.length - 1]!;
  return { Defender: defenders, Midfielder: 10 - defenders - forwards, Forward: forwards };
}
