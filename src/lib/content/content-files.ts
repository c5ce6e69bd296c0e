/** Reading one file of a content folder: a missing file is a problem, competition.json is parsed by its schema. */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { competitionFile, type CompetitionFile } from '../../schemas/content/index.ts';
import type { ProblemList } from './problem.ts';

/** The text of `path`, or null (and `shown` reported as missing) when there is no such file. */
export async function readText(path: string, shown: string, problems: ProblemList): Promise<string | null> {
  if (!existsSync(path)) {
    problems.add(shown, 0, 0, 'file is missing');
    return null;
  }
  return readFile(path, 'utf8');
}

/** competition.json at `path` (shown as `shown`), or null with its problems reported. */
export async function readCompetition(path: string, shown: string, problems: ProblemList): Promise<CompetitionFile | null> {
  const text = await readText(path, shown, problems);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, '')); // a BOM, as some Windows editors save
  } catch (err) {
    problems.add(shown, 1, 1, `JSON syntax error: ${(err as Error).message}`);
    return null;
  }
  const result = competitionFile.safeParse(json);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(file)';
    const line = text.split('\n').findIndex((l) => l.includes(`"${String(issue.path[0])}"`)) + 1;
    problems.add(shown, line || 1, 1, `${key}: ${issue.message}`);
  }
  return null;
}
