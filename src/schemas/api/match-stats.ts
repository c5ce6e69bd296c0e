import { z } from 'zod';
import { teamRef } from './common.ts';

const stat = (description: string) => z.int().nullable().meta({ description: `${description} null = not recorded.` });

export const teamStats = z
  .object({
    team: teamRef,
    possession: stat('Ball possession, percent.'),
    shots: stat('Shots.'),
    shots_on_target: stat('Shots on target.'),
    corners: stat('Corner kicks.'),
    fouls: stat('Fouls committed.'),
    offsides: stat('Offsides.'),
    yellow_cards: stat('Yellow cards.'),
    red_cards: stat('Red cards (a second yellow counts).'),
    saves: stat('Goalkeeper saves.'),
    passes: stat('Passes.'),
    pass_accuracy: stat('Completed passes, percent.'),
  })
  .meta({ id: 'TeamStats' });

export const matchStats = z.object({ home: teamStats, away: teamStats }).meta({ id: 'MatchStats' });
export type MatchStats = z.output<typeof matchStats>;
