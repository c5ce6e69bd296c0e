/**
 * Which part of the season a football.json match belongs to, from its `stage` and `round` (and
 * `group` in euro/copa files): a content stage name, the stage's kind and the matchday, group,
 * knockout round or leg. A spelling the section table or the round grammar does not know is a
 * problem, never a guess.
 */
import type { FjFile, FjMatch, FjProblem } from './source.ts';
import { parseRoundPart } from './round-part.ts';
import { DEFAULT_SECTIONS, type SectionRule, type SectionTable } from './sections.ts';

export type PhaseKind = 'league' | 'group' | 'knockout';

export interface Phase {
  /**
   * Content stage name: the section's league or group stage (`Regular season`, `Championship
   * round`, `Group stage`, `League phase`), or a knockout round (`Round of 16`, `Final`), prefixed
   * by its section when that is not the main knockout phase (`Play-offs: Semi-finals`).
   */
  stage: string;
  kind: PhaseKind;
  /** `Matchday N` / `N. Round` of a league or group stage; null when the source gives none. */
  matchday: number | null;
  /** `Group A`; null for league and knockout matches, and for group matches whose group the source does not name. */
  group: string | null;
  /** Knockout round, normalised (`Round of 16`, `Quarter-finals`, `Semi-finals`, `Final`, `Round 1`, `Play-offs`); null for league and group matches, or when the source names no round. */
  round: string | null;
  /** Leg number when the source numbers the legs of a knockout round as matchdays (uefa.cl 2024-25 `Playoffs, Matchday 2`); else null. */
  leg: number | null;
}

export type RoundClass = { ok: true; phase: Phase; note: string | null } | { ok: false; problem: string };

/** The source fields the classification reads. */
export type RoundInput = Pick<FjMatch, 'round' | 'stage' | 'group'>;

const fail = (problem: string): RoundClass => ({ ok: false, problem });
const ok = (phase: Phase, note: string | null = null): RoundClass => ({ ok: true, phase, note });
const base = { matchday: null, group: null, round: null, leg: null };

/** Splits `Finals, Round of 16` into its section and the rest; a round without a comma has no section. */
function splitRound(round: string): { section: string | null; part: string } {
  const i = round.indexOf(', ');
  return i < 0 ? { section: null, part: round } : { section: round.slice(0, i), part: round.slice(i + 2) };
}

/** Classifies one match. `sections` defaults to DEFAULT_SECTIONS (see sectionsFor for a competition's table). */
export function classifyRound(m: RoundInput, sections: SectionTable = DEFAULT_SECTIONS): RoundClass {
  const split = m.round === null ? null : splitRound(m.round);
  if (m.stage !== null && split?.section) return fail(`both stage "${m.stage}" and a section in round "${m.round}": which one holds is not known`);
  const sectionName = m.stage ?? split?.section ?? '';
  const rule: SectionRule | undefined = sections[sectionName.toLowerCase()];
  const where = sectionName ? `section "${sectionName}"` : 'the main part of the season';
  if (!rule) return fail(`unknown section "${sectionName}"${m.round ? ` (round "${m.round}")` : ''}: add it to the section table`);
  if (!split) {
    if (rule.knockout === undefined || rule.knockout === null) return fail(`no round given, and ${where} is not a knockout section whose rounds can be told apart by their teams`);
    return ok({ ...base, stage: rule.knockout, kind: 'knockout' }, `no round given: a knockout match of "${rule.knockout}" whose round is not named`);
  }
  const part = parseRoundPart(split.part);
  if (!part) return fail(`unknown round spelling "${split.part}"${split.section ? ` in "${m.round}"` : ''}`);
  switch (part.type) {
    case 'group':
      if (rule.group === undefined) return fail(`a group round "${m.round}" in ${where}, which holds no groups`);
      return ok({ ...base, stage: rule.group, kind: 'group', group: part.group });
    case 'knockout': {
      if (m.group !== null) return fail(`knockout round "${m.round}" with group "${m.group}"`);
      if (rule.knockout === undefined) return fail(`a knockout round "${m.round}" in ${where}, which holds no knockout rounds`);
      const stage = rule.knockout === null ? part.name : `${rule.knockout}: ${part.name}`;
      return ok({ ...base, stage, kind: 'knockout', round: part.name });
    }
    case 'matchday':
      if (m.group !== null && rule.group !== undefined) return ok({ ...base, stage: rule.group, kind: 'group', matchday: part.matchday, group: m.group });
      if (rule.league !== undefined) return ok({ ...base, stage: rule.league, kind: 'league', matchday: part.matchday });
      if (rule.group !== undefined) return ok({ ...base, stage: rule.group, kind: 'group', matchday: part.matchday }, `group matchday without a group name ("${m.round}")`);
      if (typeof rule.knockout === 'string') return ok({ ...base, stage: rule.knockout, kind: 'knockout', round: rule.knockout, leg: part.matchday });
      return fail(`a matchday "${m.round}" in ${where}, which holds no league or group matches`);
  }
}

export interface FileClasses {
  /** By match index (FjMatch.index); null where classification failed. */
  phases: (Phase | null)[];
  problems: FjProblem[];
  /** Classified, but something is missing (a round or group the source does not name). */
  notes: FjProblem[];
}

/** Classifies every match of a file; `file` names it in problems. */
export function classifyFile(data: FjFile, file: string, sections: SectionTable = DEFAULT_SECTIONS): FileClasses {
  const out: FileClasses = { phases: [], problems: [], notes: [] };
  for (const m of data.matches) {
    const c = classifyRound(m, sections);
    out.phases[m.index] = c.ok ? c.phase : null;
    if (!c.ok) out.problems.push({ file, match: m.index, field: m.round === null ? 'stage' : 'round', message: c.problem });
    else if (c.note) out.notes.push({ file, match: m.index, field: 'round', message: c.note });
  }
  return out;
}
