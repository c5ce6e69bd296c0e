/**
 * Positions in CSV text as an editor counts them: lines 1-based (`\r\n`, `\n` or `\r` ends a line),
 * character columns 1-based (a UTF-8 BOM is not a column). csv-parse stops at the first misplaced
 * quote and reports where it gave up (for a quote left open, the end of the file); these helpers
 * find every such quote where it starts, and the records it breaks, so that the reader can report
 * them all and read the other rows (csv-read.ts).
 */

export interface Position {
  line: number;
  column: number;
}

/** Counts line breaks in `text` from `from` to `to`, `\r\n` as one. */
function lineBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) n++;
  }
  return n;
}

/**
 * The text of one record as csv-parse's `raw` gives it, without the line breaks around it (raw may
 * start with the rest of a skipped empty line and ends with its own line end).
 */
export function rawBody(raw: string): string {
  return raw.replace(/^[\r\n]+/, '').replace(/(\r\n|\r|\n)$/, '');
}

/**
 * Line of each record's first character, given the records' raw text in file order (csv-parse's
 * `raw`). csv-parse's own line count is wrong after a quoted cell holding `\r\n`, so it is not used.
 */
export function recordLines(text: string, raws: readonly string[]): number[] {
  const lines: number[] = [];
  let offset = 0;
  let line = 1;
  for (const raw of raws) {
    const body = rawBody(raw);
    const at = body === '' ? offset : text.indexOf(body, offset);
    const start = at === -1 ? offset : at;
    line += lineBreaks(text, offset, start);
    lines.push(line);
    line += lineBreaks(text, start, start + body.length);
    offset = start + body.length;
  }
  return lines;
}

/** A quote csv-parse cannot read, and where it is. */
export type QuoteProblem =
  /** The quote is never closed: the file ends inside the cell. */
  | { kind: 'unclosed'; open: Position; endLine: number }
  /** The cell's closing quote is followed by `got` instead of a comma or a line end, on line `at.line`. */
  | { kind: 'stray'; open: Position; at: Position; got: string }
  /** A quote inside a cell that does not start with one (`Epsi"land`); `cell` is the cell's text. */
  | { kind: 'unquoted'; at: Position; cell: string };

/**
 * One quote problem and the text of the record it breaks: `from` is where the record starts (a line
 * start), `to` the end of the last line it is taken to cover, `cell` where the broken cell starts.
 */
export interface BrokenRecord {
  problem: QuoteProblem;
  from: number;
  to: number;
  cell: number;
}

/**
 * Scans `text` as RFC 4180 CSV (comma, `"` quoting, `""` inside quotes) and returns every record
 * with a quote problem, in file order. After a problem the scan goes on at the next line, as if the
 * broken record ended on the line where its problem shows: a cell whose quote is never closed, or is
 * closed on a later line by a quote followed by text, is taken to be meant to end on its own line,
 * so the rows after it are read as rows.
 */
export function scanQuotes(text: string): BrokenRecord[] {
  const out: BrokenRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let lineStart = i;
  let recordStart = i;
  let cellStart = i;
  let fieldStart = true;
  const lineEnd = (from: number) => {
    const n = text.slice(from).search(/[\r\n]/);
    return n === -1 ? text.length : from + n;
  };
  const newline = (): void => {
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    line++;
    lineStart = i;
  };
  /** Records the problem, the record covering up to the end of line `endLine` (starting at `endLineStart`), and resumes after it. */
  const broken = (problem: QuoteProblem, endLine: number, endLineStart: number): void => {
    const to = lineEnd(endLineStart);
    out.push({ problem, from: recordStart, to, cell: cellStart });
    i = to;
    line = endLine;
    if (i < text.length) newline();
    recordStart = cellStart = i;
    fieldStart = true;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n' || c === '\r') {
      newline();
      recordStart = cellStart = i;
      fieldStart = true;
    } else if (c === ',') {
      i++;
      cellStart = i;
      fieldStart = true;
    } else if (c === '"' && fieldStart) {
      const open = { line, column: i - lineStart + 1 };
      const openLineStart = lineStart;
      i++;
      let problem: QuoteProblem | null = null;
      for (;;) {
        if (i >= text.length) {
          problem = { kind: 'unclosed', open, endLine: line };
          break;
        }
        const q = text[i]!;
        if (q === '\n' || q === '\r') {
          newline();
          continue;
        }
        i++;
        if (q !== '"') continue;
        const next = text[i];
        if (next === '"') i++;
        else if (next === undefined || next === ',' || next === '\n' || next === '\r') break;
        else {
          problem = { kind: 'stray', open, at: { line, column: i - lineStart }, got: next };
          break;
        }
      }
      if (problem?.kind === 'stray' && problem.at.line === open.line) broken(problem, line, lineStart);
      else if (problem) broken(problem, open.line, openLineStart);
      else fieldStart = false;
    } else if (c === '"') {
      const end = text.slice(cellStart).search(/[,\r\n]/);
      broken({ kind: 'unquoted', at: { line, column: i - lineStart + 1 }, cell: text.slice(cellStart, end === -1 ? text.length : cellStart + end) }, line, lineStart);
    } else {
      i++;
      fieldStart = false;
    }
  }
  return out;
}

/** The first quote problem of `text`, or null when every quote is well placed. */
export function findQuoteProblem(text: string): QuoteProblem | null {
  return scanQuotes(text)[0]?.problem ?? null;
}

/** `text` with the broken records' characters removed, their line breaks kept (so every line keeps its number). */
export function withoutRecords(text: string, records: readonly Pick<BrokenRecord, 'from' | 'to'>[]): string {
  let out = '';
  let at = 0;
  for (const r of records) {
    out += text.slice(at, r.from) + text.slice(r.from, r.to).replace(/[^\r\n]/g, '');
    at = r.to;
  }
  return out + text.slice(at);
}

const shorten = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** The editor-facing problem for a quote csv-parse cannot read, placed where it can be fixed. */
export function quoteMessage(p: QuoteProblem): { at: Position; message: string } {
  if (p.kind === 'unquoted')
    return { at: p.at, message: `CSV syntax error: a quote inside a cell must be written twice, in a cell that starts and ends with a quote: "${shorten(p.cell.replace(/"/g, '""'))}"` };
  if (p.kind === 'unclosed')
    return { at: p.open, message: `CSV syntax error: the quote opening this cell is never closed (the cell runs on to the end of the file, line ${p.endLine}); close it with " and write a quote inside a cell as ""` };
  if (p.at.line === p.open.line)
    return { at: p.at, message: `CSV syntax error: a quote inside a quoted cell must be written twice (""); this one is followed by "${p.got}", not by a comma or the end of the line` };
  return { at: p.open, message: `CSV syntax error: the quote opening this cell is not closed on this line (the cell runs on to line ${p.at.line}, where a quote is followed by "${p.got}"); close it with " and write a quote inside a cell as ""` };
}
