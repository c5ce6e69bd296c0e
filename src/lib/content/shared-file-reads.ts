/**
 * Shared CSV files read before (players.csv, countries.csv, team-colors.csv), so that an incremental
 * build does not parse and check an unchanged one again: players.csv, 8,485 rows with every
 * competition, took 0.3-0.4 s to read at each build, against 0.06 s to take from the build's cache
 * (src/lib/build/shared-file-cache.ts). Only a file read without a problem is kept, and only the
 * same text (as this folder shows it, read by the same code) gets it back.
 */
import type { ReadFile } from './csv-read.ts';

export interface SharedFileReads {
  /** The file as read before, if `text` is exactly what was read then; else undefined. */
  get(file: string, text: string): ReadFile<unknown> | undefined;
  /** A file just read from `text` without a problem. */
  keep(file: string, text: string, read: ReadFile<unknown>): void;
}
