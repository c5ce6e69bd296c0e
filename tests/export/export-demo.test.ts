/**
 * The downloads of the demo competition (issue 25 "Downloads"): every table holds what the API
 * answers for the competition, row for row and field for field, in the three formats; the SQLite
 * file has the documented schema, clean foreign keys and views that answer as the API; the CSVs are
 * RFC 4180 with the definition's headers; the JSONL has `type` first; two exports are the same bytes.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportCompetition, type ExportFormat } from '../../src/lib/export/index.ts';
import { EXPORT_TABLES } from '../../src/lib/export/tables.ts';
import { codebookRows, CODEBOOK_TABLE } from '../../src/lib/export/codebook.ts';
import { VIEWS } from '../../src/lib/export/sqlite-schema.ts';
import { staticSource, type MatchSource } from '../../src/lib/dataset/match-source.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import { datasetFrom, type Harness } from '../helpers/api-harness.ts';
import { REPO } from '../helpers/server-process.ts';
import { apiCounts, apiValue, apiView, exportHarness, flatten, getAll, openSqlite, parseCsv, unzipText, type ApiView } from './helpers.ts';

const SEASON = 'season_demo-2026';
const CONTENT = join(REPO, 'content');

let h: Harness;
let api: ApiView;
const files = {} as Record<ExportFormat, Uint8Array>;
/** table name → rows as JSON values (from the JSONL), in file order */
let rows: Map<string, Record<string, unknown>[]>;

function jsonlRecords(bytes: Uint8Array): Record<string, unknown>[] {
  const text = new TextDecoder().decode(bytes);
  expect(text.endsWith('\n')).toBe(true);
  return text.slice(0, -1).split('\n').map((l) => JSON.parse(l));
}

beforeAll(async () => {
  h = await exportHarness(CONTENT);
  api = await apiView(h, SEASON);
  for (const f of ['csv', 'sqlite', 'jsonl'] as const) files[f] = await exportCompetition(h.ds, SEASON, f);
  const records = jsonlRecords(files.jsonl);
  rows = new Map(EXPORT_TABLES.map((t) => [t.name, records.filter((r) => r.type === t.record).map(({ type: _, ...r }) => r)]));
}, 120_000);

describe('row counts equal the API\'s, in every format', () => {
  it('jsonl, sqlite and csv hold as many rows per table as the API answers', () => {
    const expected = apiCounts(api);
    expect(Object.fromEntries([...rows].map(([t, r]) => [t, r.length]))).toEqual(expected);
    const { db, close } = openSqlite(files.sqlite);
    try {
      expect(Object.fromEntries(EXPORT_TABLES.map((t) => [t.name, (db.prepare(`SELECT count(*) AS n FROM "${t.name}"`).get() as { n: number }).n]))).toEqual(expected);
    } finally {
      close();
    }
    const csv = unzipText(files.csv);
    expect(Object.fromEntries(EXPORT_TABLES.map((t) => [t.name, parseCsv(csv.get(`${t.name}.csv`)!).records.length]))).toEqual(expected);
    expect(expected.matches).toBe(104);
    expect(expected.events).toBeGreaterThan(1000);
    expect(expected.stats).toBeGreaterThan(100);
  });
});

describe('rows equal the API\'s resources, flattened', () => {
  it('matches: every column is the match detail\'s or list item\'s field of that name', () => {
    const table = EXPORT_TABLES.find((t) => t.name === 'matches')!;
    const own = new Set(['winner_team_id', 'attendance']);
    const seen = new Set<string>();
    expect(rows.get('matches')!.map((r) => r.id)).toEqual(api.matches.map((m) => m.id));
    for (const [i, row] of rows.get('matches')!.entries()) {
      const flat = { ...flatten(api.matches[i]), ...flatten(api.details.get(row.id as string)!.detail) };
      for (const c of table.columns) {
        if (own.has(c.name)) continue;
        if (Object.hasOwn(flat, c.name)) seen.add(c.name);
        expect(row[c.name], `${row.id} ${c.name}`).toEqual(apiValue(flat, c.name));
      }
    }
    // every column but the download's own is an API field (a misspelt column would compare null with null)
    expect(table.columns.map((c) => c.name).filter((c) => !own.has(c) && !seen.has(c))).toEqual([]);
  });

  it('matches: winner_team_id is the bracket\'s winner of every single-match tie, and null for a draw', async () => {
    const bracket = (await h.get(`/api/public/v1/competitions/${SEASON}/bracket`)).json.data;
    const byId = new Map(rows.get('matches')!.map((r) => [r.id, r]));
    const slots = bracket.rounds.flatMap((r: any) => r.matches).filter((s: any) => s.legs.length === 1);
    expect(slots.length).toBeGreaterThan(20);
    for (const s of slots) expect(byId.get(s.match_id)!.winner_team_id, s.match_id).toBe(s.winner?.id ?? null);
    for (const r of rows.get('matches')!) if (r.status === 'completed' && r.home_score === r.away_score && r.home_penalty === null) expect(r.winner_team_id).toBeNull();
  });

  it('events: the API\'s events of every match in its order, `type` as event_type', () => {
    const expected = api.matches.flatMap((m) => api.details.get(m.id)!.events.map((e: any) => ({ match_id: m.id, ...flatten(e) })));
    const cols = EXPORT_TABLES.find((t) => t.name === 'events')!.columns.map((c) => c.name);
    expect(rows.get('events')).toEqual(expected.map((e) => Object.fromEntries(cols.map((c) => [c, apiValue(e, c === 'event_type' ? 'type' : c)]))));
  });

  it('lineups: home then away, starters first, as GET /matches/{id}/lineups; none where coverage_lineups is false', () => {
    const expected = api.matches.flatMap((m) => {
      const l = api.details.get(m.id)!.lineups;
      if (!l) return [];
      return [l.home, l.away].flatMap((side: any) => [...side.starting.map((p: any) => [p, true]), ...side.substitutes.map((p: any) => [p, false])].map(([p, starting]) => ({
        match_id: m.id, team_id: side.team.id, player_id: p.player.id, starting, jersey_number: p.jersey_number, position: p.position, captain: p.captain,
      })));
    });
    expect(rows.get('lineups')).toEqual(expected);
    const covered = new Set(rows.get('matches')!.filter((m) => m.coverage_lineups).map((m) => m.id));
    expect(new Set(rows.get('lineups')!.map((r) => r.match_id))).toEqual(covered);
  });

  it('stats: home and away rows of GET /matches/{id}/stats', () => {
    const expected = api.matches.flatMap((m) => {
      const s = api.details.get(m.id)!.stats;
      return s ? [s.home, s.away].map((side: any) => { const { team, ...values } = side; return { match_id: m.id, team_id: team.id, ...values }; }) : [];
    });
    expect(rows.get('stats')).toEqual(expected);
  });

  it('standings: one row per team per table of GET /competitions/{id}/standings', () => {
    const expected = api.standings.flatMap((t: any) => t.rows.map((r: any) => {
      const { team, zone, form, ...counts } = r;
      return { stage_name: t.stage.name, group_name: t.group?.name ?? null, ...counts, team_id: team.id, form: form.length ? form.join('') : null, zone_id: zone?.id ?? null, zone_name: zone?.name ?? null, live: t.live, ranked_by: t.ranked_by };
    }));
    const cols = EXPORT_TABLES.find((t) => t.name === 'standings')!.columns.map((c) => c.name);
    expect(rows.get('standings')).toEqual(expected.map((r: any) => Object.fromEntries(cols.map((c) => [c, r[c]]))));
  });

  it('teams: GET /teams?competition_id= in its order, with GET /teams/{id} kind and country and the competition\'s groups', async () => {
    expect(rows.get('teams')!.map((t) => t.id)).toEqual(api.teams.map((t) => t.id));
    const groups = new Map<string, string>();
    for (const g of api.competition.stages.find((s: any) => s.kind === 'group').groups) for (const t of g.teams) groups.set(t.id, g.name);
    for (const t of rows.get('teams')!) {
      const detail = (await h.get(`/api/public/v1/teams/${t.id}`)).json.data;
      expect(t).toEqual({ id: detail.id, name: detail.name, code: detail.code, group_name: groups.get(t.id as string) ?? null, kind: detail.kind, country_name: detail.country_name });
    }
  });

  it('players: GET /players/{id} and his GET /players/{id}/stats entry of the competition (empty without one)', async () => {
    const statCols = ['matches', 'starts', 'minutes', 'goals', 'penalties', 'own_goals', 'yellow_cards', 'second_yellow_cards', 'red_cards', 'substituted_on', 'substituted_off'];
    let withStats = 0;
    for (const p of rows.get('players')!) {
      const detail = (await h.get(`/api/public/v1/players/${p.id}`)).json.data;
      const entry = (await h.get(`/api/public/v1/players/${p.id}/stats?competition_id=${SEASON}`)).json.data[0];
      if (entry) withStats++;
      expect({ ...detail, ...Object.fromEntries(statCols.map((c) => [c, entry ? entry[c] : null])) }).toEqual(Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'team_id' && k !== 'jersey_number')));
      if (entry) expect(p.team_id).toBe(entry.team.id);
    }
    expect(withStats).toBeGreaterThan(500);
    // the API's player order: last name, first name (English collation), ID
    const listed = await getAll(h, '/players');
    const order = new Map(listed.map((p, i) => [p.id, i]));
    const positions = rows.get('players')!.map((p) => order.get(p.id as string)!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('competitions: the competition detail, flattened, with its content\'s demo flag and source', () => {
    const flat = flatten(api.competition);
    const [row] = rows.get('competitions')!;
    for (const [k, v] of Object.entries(row!)) if (k !== 'demo' && k !== 'source' && k !== 'winner_team_id') expect(v, k).toEqual(apiValue(flat, k));
    expect(row!.winner_team_id).toBe(api.competition.winner?.id ?? null);
    expect(row!.demo).toBe(true);
    expect(row!.source).toBe('Generated by scripts/generate-demo.ts (fictional data)');
  });
});

describe('sqlite', () => {
  it('has the definition\'s tables and columns with their keys, clean foreign keys, a codebook and about', () => {
    const { db, close } = openSqlite(files.sqlite);
    try {
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      expect((db.prepare('PRAGMA page_size').get() as { page_size: number }).page_size).toBe(4096);
      for (const t of [...EXPORT_TABLES, CODEBOOK_TABLE]) {
        const info = db.prepare(`PRAGMA table_info("${t.name}")`).all() as { name: string; notnull: number; pk: number }[];
        expect(info.map((c) => c.name), t.name).toEqual(t.columns.map((c) => c.name));
        expect(info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name), `${t.name} primary key`).toEqual([...t.primaryKey]);
        expect(info.filter((c) => c.notnull).map((c) => c.name), `${t.name} not null`).toEqual(t.columns.filter((c) => c.empty === null).map((c) => c.name));
        const fks = db.prepare(`PRAGMA foreign_key_list("${t.name}")`).all() as { table: string; from: string; to: string }[];
        expect(fks.map((f) => `${f.from}→${f.table}.${f.to}`).sort(), `${t.name} foreign keys`).toEqual(t.columns.filter((c) => c.references).map((c) => `${c.name}→${c.references}.id`).sort());
        const indexed = (db.prepare(`PRAGMA index_list("${t.name}")`).all() as { name: string }[]).map((i) => (db.prepare(`PRAGMA index_info("${i.name}")`).all() as { name: string }[])[0]!.name);
        for (const f of fks) expect(indexed.includes(f.from) || t.primaryKey[0] === f.from, `${t.name}.${f.from} indexed`).toBe(true);
      }
      expect(db.prepare('SELECT * FROM codebook ORDER BY rowid').all().map((r) => ({ ...r }))).toEqual(codebookRows().map((r) => ({ ...r, primary_key: r.primary_key ? 1 : 0 })));
      const about = new Map((db.prepare('SELECT key, value FROM about').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]));
      expect(about.get('competition_id')).toBe(SEASON);
      expect(about.get('licence')).toMatch(/fictional/i);
      expect(about.get('api_base')).toBe('/api/public/v1');
      expect(about.get('matchday_version')).toMatch(/^\d+\.\d+\.\d+/);
    } finally {
      close();
    }
  });

  it('views answer as the API: scorers as GET /competitions/{id}/scorers, league_table as the standings, results as the match list', () => {
    const { db, close } = openSqlite(files.sqlite);
    try {
      expect((db.prepare('SELECT name FROM sqlite_master WHERE type = \'view\' ORDER BY name').all() as { name: string }[]).map((v) => v.name)).toEqual(VIEWS.map((v) => v.name).sort());
      const scorers = db.prepare('SELECT * FROM scorers').all() as any[];
      expect(scorers[0].player_id).toBe(api.scorers[0].player.id);
      expect(scorers.map((s) => ({ player: s.player_id, name: s.player, team: s.team_id, goals: s.goals, penalties: s.penalties, matches: s.matches, minutes: s.minutes })))
        .toEqual(api.scorers.map((s) => ({ player: s.player.id, name: s.player.name, team: s.team.id, goals: s.goals, penalties: s.penalties, matches: s.matches, minutes: s.minutes })));
      expect(scorers.map((s) => s.rank)).toEqual(scorers.map((_, i) => i + 1));
      const table = db.prepare('SELECT * FROM league_table').all() as any[];
      expect(table.map((r) => [r.stage_name, r.group_name, r.position, r.team, r.points])).toEqual(api.standings.flatMap((t: any) => t.rows.map((r: any) => [t.stage.name, t.group?.name ?? null, r.position, r.team.name, r.points])));
      const results = db.prepare('SELECT * FROM results').all() as any[];
      expect(results.map((r) => [r.match_id, r.home_team, r.away_team, r.home_score, r.away_score])).toEqual(api.matches.map((m) => [m.id, m.home_team?.name ?? null, m.away_team?.name ?? null, m.home_score, m.away_score]));
    } finally {
      close();
    }
  });
});

describe('csv', () => {
  it('a ZIP of README.md, codebook.csv and one RFC 4180 CSV per table with the definition\'s header, CRLF, no BOM', () => {
    const csv = unzipText(files.csv);
    expect([...csv.keys()]).toEqual(['README.md', 'codebook.csv', ...EXPORT_TABLES.map((t) => `${t.name}.csv`)]);
    for (const t of EXPORT_TABLES) {
      const text = csv.get(`${t.name}.csv`)!;
      expect(text.charCodeAt(0), `${t.name}.csv starts without a BOM`).not.toBe(0xfeff);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(/[^\r]\n/.test(text), `${t.name}.csv: every line ends with CRLF`).toBe(false);
      const { header, records } = parseCsv(text);
      expect(header).toEqual(t.columns.map((c) => c.name));
      // the same values as the JSONL, written as CSV: empty for null, true/false, numbers as written
      expect(records).toEqual(rows.get(t.name)!.map((r) => t.columns.map((c) => (r[c.name] === null ? '' : String(r[c.name])))));
    }
    const codebook = parseCsv(csv.get('codebook.csv')!);
    expect(codebook.header).toEqual(CODEBOOK_TABLE.columns.map((c) => c.name));
    expect(codebook.records.length).toBe(EXPORT_TABLES.reduce((n, t) => n + t.columns.length, 0));
    // descriptions with commas and quotes: quoted, quotes doubled, read back as written
    expect(codebook.records.map((r) => r[6])).toEqual(codebookRows().map((r) => r.description));
    expect(csv.get('codebook.csv')).toContain('"');
    const readme = csv.get('README.md')!;
    for (const t of EXPORT_TABLES) for (const c of t.columns) expect(readme).toContain(`| \`${c.name}\` |`);
    expect(readme).toContain('Fictional demo data');
  });
});

describe('jsonl', () => {
  it('the codebook first, then one object per row with `type` first and the definition\'s keys', () => {
    const records = jsonlRecords(files.jsonl);
    expect(Object.keys(records[0]!)[0]).toBe('type');
    expect(records[0]!.type).toBe('codebook');
    const codebook = records[0] as any;
    expect(codebook.tables.map((t: any) => [t.name, t.columns.map((c: any) => c.name)])).toEqual(EXPORT_TABLES.map((t) => [t.name, t.columns.map((c) => c.name)]));
    expect(codebook.about.competition_id).toBe(SEASON);
    const byRecord = new Map(EXPORT_TABLES.map((t) => [t.record, t]));
    for (const r of records.slice(1)) {
      const t = byRecord.get(r.type as string)!;
      expect(Object.keys(r)).toEqual(['type', ...t.columns.map((c) => c.name)]);
    }
    // tables in the definition's order
    expect([...new Set(records.slice(1).map((r) => r.type))]).toEqual(EXPORT_TABLES.map((t) => t.record));
  });
});

describe('determinism and sources', () => {
  it('the same content gives the same bytes (a dataset loaded again, another source object)', async () => {
    const again = await datasetFrom(CONTENT);
    const source = withSlots(again, staticSource(again));
    for (const f of ['csv', 'sqlite', 'jsonl'] as const) {
      const bytes = await exportCompetition(again, SEASON, f, source);
      expect(Buffer.from(bytes).equals(Buffer.from(files[f])), f).toBe(true);
    }
  });

  it('writes what the source it is given answers: a match in play with its score and clock', async () => {
    const base = withSlots(h.ds, staticSource(h.ds));
    const fixture = base.list().find((m) => m.season_id === SEASON && m.status === 'scheduled' && m.home_team_id !== null && m.away_team_id !== null)!;
    const playing = { ...fixture, status: 'in_play' as const, home_score: 1, away_score: 0, first_half_home: 1, first_half_away: 0 };
    const list = base.list().map((m) => (m.id === fixture.id ? playing : m));
    const live: MatchSource = {
      ...base,
      list: () => list,
      match: (id) => (id === fixture.id ? playing : base.match(id)),
      live: () => [{ match: playing, clock: { minute: 30, period: 'first_half' } }],
      clock: (id) => (id === fixture.id ? { minute: 30, period: 'first_half' } : undefined),
    };
    const records = jsonlRecords(await exportCompetition(h.ds, SEASON, 'jsonl', live));
    const row = records.find((r) => r.type === 'match' && r.id === fixture.id)!;
    expect([row.status, row.home_score, row.away_score, row.minute, row.period, row.winner_team_id]).toEqual(['in_play', 1, 0, 30, 'first_half', null]);
    expect(records.find((r) => r.type === 'competition')!.status).toBe('in_progress');
  });
});
