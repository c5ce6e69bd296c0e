/**
 * One club, one team ID (docs/leagues.md "One club, one team ID"). The registry knows every team
 * of the content folder (ID, name, code, country) and every spelling of content/team-aliases.csv;
 * it places a source spelling:
 * 1. a spelling in the alias table → its team (an alias may name a team ID not used yet: that is
 *    how an editor declares a new club whose name looks like another's);
 * 2. a spelling whose key (team-key.ts) equals the key of exactly one known team of the same
 *    country → that team (the spelling is added to the alias table);
 * 3. a spelling whose key is alike (keysAlike) to known teams of the same country that do not
 *    play in the same file → not placed: reported with those closest candidates, never guessed;
 * 4. otherwise a clearly new club → a new team (ID from its key), added to the alias table.
 */
import { keysAlike, splitClubCountry, teamKey } from './team-key.ts';

/** The `country` of a national team (the teams of World Cups, the Euro, the Copa América). */
export const NATIONAL = 'national';

export interface KnownTeam {
  id: string;
  name: string;
  code: string;
  /** Country code of the competitions it was imported from; NATIONAL for a national team; null when not known (an international club competition). */
  country: string | null;
}

export type Placement =
  | { ok: true; team: KnownTeam; how: 'alias' | 'key' | 'new' }
  | { ok: false; name: string; candidates: KnownTeam[] };

export class TeamRegistry {
  readonly teams = new Map<string, KnownTeam>();
  /** spelling → team ID, as in team-aliases.csv (plus the spellings placed in this run). */
  readonly aliases = new Map<string, string>();
  /** Alias rows added in this run. */
  readonly added: { alias: string; team_id: string }[] = [];
  private readonly codes = new Set<string>();

  constructor(teams: Iterable<KnownTeam>, aliases: Iterable<{ alias: string; team_id: string }>) {
    for (const t of teams) this.addTeam(t);
    for (const a of aliases) this.aliases.set(a.alias, a.team_id);
  }

  private addTeam(t: KnownTeam): void {
    this.teams.set(t.id, t);
    this.codes.add(t.code);
  }

  /** Keys of a team: its name's and every alias's. */
  private keysOf(id: string): Set<string> {
    const out = new Set<string>([teamKey(this.teams.get(id)?.name ?? '')]);
    for (const [alias, tid] of this.aliases) if (tid === id) out.add(teamKey(splitClubCountry(alias).name));
    return out;
  }

  /**
   * Places `name` (spelled as in a file of `country`); `sameFile` are the other spellings of that
   * file (clubs that play each other are never one club).
   */
  place(name: string, country: string, sameFile: readonly string[]): Placement {
    return this.placeAs(name, name, country, sameFile);
  }

  /**
   * Places the source spelling `spelling` by the club name `name` (the spelling less what is not
   * the name: `FC Bayern München (GER)` → `FC Bayern München`); the alias table records `spelling`.
   */
  placeAs(spelling: string, name: string, country: string, sameFile: readonly string[]): Placement {
    const known = this.aliases.get(spelling);
    if (known !== undefined) {
      const team = this.teams.get(known) ?? this.create(known, name, country);
      return { ok: true, team, how: 'alias' };
    }
    const key = teamKey(name);
    const rivals = new Set(sameFile.filter((n) => n !== spelling).map((n) => this.aliases.get(n)).filter((x): x is string => x !== undefined));
    // national teams are placed among national teams only; a club among the clubs of its country and those whose country is not known
    const near = (t: KnownTeam) => (country === NATIONAL || t.country === NATIONAL ? t.country === country : t.country === country || t.country === null);
    const local = [...this.teams.values()].filter((t) => near(t) && !rivals.has(t.id));
    // a team only the alias table names is taken on an equal key, never reported as alike
    const equal = [...local, ...this.aliasOnlyTeams().filter((t) => near(t) && !rivals.has(t.id))].filter((t) => this.keysOf(t.id).has(key));
    if (equal.length === 1) return this.remember(spelling, this.teams.get(equal[0]!.id) ?? this.create(equal[0]!.id, name, country), 'key');
    const alike = equal.length > 1 ? equal : local.filter((t) => [...this.keysOf(t.id)].some((k) => keysAlike(k, key)));
    if (alike.length > 0) return { ok: false, name: spelling, candidates: alike };
    return this.remember(spelling, this.create(this.newId(key, country), name, country), 'new');
  }

  /**
   * Teams the alias table names that no season of the content folder lists yet (their league
   * seasons are not imported here): known by their aliases, so a competition imported first
   * (a cup, the Champions League) still gives a club the ID the table decided.
   */
  private aliasOnlyTeams(): KnownTeam[] {
    const out = new Map<string, KnownTeam>();
    for (const [alias, id] of this.aliases) {
      if (this.teams.has(id) || out.has(id)) continue;
      const { name, country } = splitClubCountry(alias);
      out.set(id, { id, name, code: '', country });
    }
    return [...out.values()];
  }

  private remember(name: string, team: KnownTeam, how: 'key' | 'new'): Placement {
    this.aliases.set(name, team.id);
    this.added.push({ alias: name, team_id: team.id });
    return { ok: true, team, how };
  }

  private create(id: string, name: string, country: string): KnownTeam {
    const team: KnownTeam = { id, name, code: this.newCode(teamKey(name)), country };
    this.addTeam(team);
    return team;
  }

  /** `team_<key words joined by hyphens>`, made unique with the country, then a number. */
  private newId(key: string, country: string): string {
    const base = `team_${key.replace(/ /g, '-').slice(0, 60)}`;
    const taken = (id: string) => this.teams.has(id) || [...this.aliases.values()].includes(id);
    if (!taken(base)) return base;
    const withCountry = `${base}-${country.toLowerCase()}`;
    if (!taken(withCountry)) return withCountry;
    for (let n = 2; ; n++) if (!taken(`${withCountry}-${n}`)) return `${withCountry}-${n}`;
  }

  /** Three capital letters from the key (`manchester united` → MUN), unique among every team's code. */
  private newCode(key: string): string {
    const letters = key.replace(/[^a-z ]/g, '').toUpperCase();
    const words = letters.split(' ').filter(Boolean);
    const flat = words.join('');
    const tries: string[] = [];
    if (words.length >= 3) tries.push(words.slice(0, 3).map((w) => w[0]).join(''));
    if (words.length === 2) tries.push(words[0]![0]! + words[1]!.slice(0, 2), words[0]!.slice(0, 2) + words[1]![0]!);
    tries.push(flat.slice(0, 3));
    for (let i = 1; i < flat.length; i++) for (let j = i + 1; j < flat.length; j++) tries.push(flat[0]! + flat[i]! + flat[j]!);
    for (const a of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') for (const b of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') tries.push(`${flat[0] ?? 'X'}${a}${b}`);
    const code = tries.find((c) => c.length === 3 && !this.codes.has(c))!;
    this.codes.add(code);
    return code;
  }
}
