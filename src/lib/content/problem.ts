/** One thing wrong with the content, located for an editor: `path:line:column: message`. */
export interface Problem {
  /** File path relative to the content folder's parent, e.g. `content/demo-2026/matches.csv`. */
  file: string;
  /** 1-based line; 0 when the problem concerns the whole file. */
  line: number;
  /** 1-based character column; 0 when not known. */
  column: number;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}: ${p.message}`;
}

/** Where a value came from: a cell of a CSV file or a key of a JSON file. */
export interface Origin {
  file: string;
  line: number;
  /** Column of each field by name (1-based characters). */
  columns: Record<string, number>;
}

/** Collects problems; `at` names a place by origin + field. */
export class ProblemList {
  readonly items: Problem[] = [];
  add(file: string, line: number, column: number, message: string): void {
    this.items.push({ file, line, column, message });
  }
  at(origin: Origin, field: string | null, message: string): void {
    const column = field ? (origin.columns[field] ?? 1) : 1;
    this.add(origin.file, origin.line, column, message);
  }
  get size(): number {
    return this.items.length;
  }
  sorted(): Problem[] {
    return [...this.items].sort((a, b) =>
      a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1,
    );
  }
}
