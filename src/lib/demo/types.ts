/** The demo world's building blocks, shared by the generation steps. */
import type { PlayerRow, Position } from '../../schemas/content/index.ts';
import type { CultureKey } from './name-cultures.ts';

/** An invented nation: one country, one team. */
export interface Nation {
  code: string;
  name: string;
  culture: CultureKey;
  host: boolean;
  /** `team_<code lower-cased>`. */
  teamId: string;
}

/** A generated player: the published row plus what the simulation needs to know about him. */
export interface DemoPlayer {
  row: PlayerRow;
  position: Position;
  /** 40-99 when the player was created. */
  ability: number;
}

/** A player in a team's squad for one season. */
export interface SquadMember {
  player: DemoPlayer;
  jersey: number;
  /** 40-99 this season; higher plays more and scores more. */
  ability: number;
}

/** A nation's 26-man squad for one year: 3 goalkeepers, 8 defenders, 8 midfielders, 7 forwards. */
export interface Squad {
  nation: Nation;
  /** Team strength 35-95 that year; drives results. */
  strength: number;
  /** Formation the coach prefers that year. */
  formation: string;
  /** Ordered by position (GK, DF, MF, FW), then by ability, best first. */
  members: SquadMember[];
  captainId: string;
}
