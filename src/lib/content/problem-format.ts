/**
 * The output formats of `npm run validate --format`: `text` for people, `json` for tools, `github`
 * for GitHub Actions annotations (workflow commands shown on the pull request's diff).
 */
import { formatProblem, type Problem } from './problem.ts';

export const FORMATS = ['text', 'json', 'github'] as const;
export type Format = (typeof FORMATS)[number];

export interface Summary {
  valid: boolean;
  problems: number;
  /** Files with at least one problem. */
  files: number;
  seasons: number;
  matches: number;
  events: number;
  players: number;
  ms: number;
}

/** A workflow command's message: `%`, CR and LF escaped as GitHub's toolkit does. */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value: as a message, plus `:` and `,`. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** `::error file=…,line=…,col=…::message`; line and col left out when 0 (the whole file). */
export function githubAnnotation(p: Problem): string {
  const props = [`file=${escapeProperty(p.file)}`];
  if (p.line > 0) props.push(`line=${p.line}`);
  if (p.line > 0 && p.column > 0) props.push(`col=${p.column}`);
  return `::error ${props.join(',')}::${escapeData(p.message)}`;
}

/** What validate writes to stdout: one line per problem (text, github) or one JSON document. */
export function formatReport(format: Format, problems: readonly Problem[], summary: Summary): string {
  if (format === 'json') {
    const list = problems.map(({ file, line, column, message }) => ({ file, line, column, message }));
    return `${JSON.stringify({ problems: list, summary }, null, 2)}\n`;
  }
  const line = format === 'github' ? githubAnnotation : formatProblem;
  return problems.map((p) => `${line(p)}\n`).join('');
}
