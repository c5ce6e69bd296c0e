import { z } from 'zod';
import { optional } from './cells.ts';

/** True for formation notation: digits joined by hyphens, summing to 10 outfield players (e.g. `4-3-3`). */
export function isFormation(s: string): boolean {
  if (!/^[1-9](-[1-9]){1,4}$/.test(s)) return false;
  return s.split('-').reduce((sum, n) => sum + Number(n), 0) === 10;
}

export const FORMATION_MESSAGE = 'must be a formation like 4-3-3: digits joined by hyphens adding up to 10 outfield players';

/** A formation cell; empty while no line-ups are recorded (null). */
export const optionalFormationCell = optional(z.string().refine(isFormation, { message: FORMATION_MESSAGE }));
