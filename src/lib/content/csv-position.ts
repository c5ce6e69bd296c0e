/**
 * Positions in CSV text as an editor counts them: lines 1-based (`\r\n`, `\n` or `\r` ends a line),
 * character columns 1-based (a UTF-8 BOM is not a column). csv-parse reports where it gave up, which
 * for a quote left open is the end of the file; these helpers find where the problem starts.
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

/** A quoted cell csv-parse could not read: where its opening quote is and how it went wrong. */
export type QuoteProblem =
  /** The quote is never closed: the file ends inside the cell. */
  | { kind: 'unclosed'; open: Position; endLine: number }
  /** The cell's closing quote is followed by `got` instead of a comma or a line end, on line `at.line`. */
  | { kind: 'stray'; open: Position; at: Position; got: string };

/**
 * Scans `text` as RFC 4180 CSV (comma, `"` quoting, `""` inside quotes) and returns the first quoted
 * cell that does not end properly, with the position of its opening quote; null when every quoted
 * cell is well formed.
 */
export function findQuoteProblem(text: string): QuoteProblem | null {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let lineStart = i;
  let fieldStart = true;
  const newline = (): void => {
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    line++;
    lineStart = i;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n' || c === '\r') {
      newline();
      fieldStart = true;
    } else if (c === ',') {
      i++;
      fieldStart = true;
    } else if (c === '"' && fieldStart) {
      const open = { line, column: i - lineStart + 1 };
      i++;
      for (;;) {
        if (i >= text.length) return { kind: 'unclosed', open, endLine: line };
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
        else return { kind: 'stray', open, at: { line, column: i - lineStart }, got: next };
      }
      fieldStart = false;
    } else {
      i++;
      fieldStart = false;
    }
  }
  return null;
}

/** The editor-facing problem for a quote csv-parse failed on, placed where the cell opens. */
export function quoteMessage(p: QuoteProblem): { at: Position; message: string } {
  if (p.kind === 'unclosed')
    return { at: p.open, message: `CSV syntax error: the quote opening this cell is never closed (the cell runs on to the end of the file, line ${p.endLine}); close it with " and write a quote inside a cell as ""` };
  if (p.at.line === p.open.line)
    return { at: p.at, message: `CSV syntax error: a quote inside a quoted cell must be written twice (""); this one is followed by "${p.got}", not by a comma or the end of the line` };
  return { at: p.open, message: `CSV syntax error: the quote opening this cell is not closed on this line (the cell runs on to line ${p.at.line}, where a quote is followed by "${p.got}"); close it with " and write a quote inside a cell as ""` };
}
