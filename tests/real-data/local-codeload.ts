/**
 * A stand-in for codeload.github.com on 127.0.0.1 (these machines reach no GitHub): tar.gz archives
 * built from the real-data copy in GitHub's layout (one top folder `<name>-<commit>/`, repository
 * paths below it), answered at `/<owner>/<name>/tar.gz/<commit>`, with every request recorded.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import type { Archive } from '../../src/lib/real-data/manifest.ts';

export interface ArchiveEdit {
  /** Repository paths whose bytes are altered (a byte appended). */
  tamper?: string[];
  /** Extra files (repository path → text) the manifest does not list. */
  extra?: Record<string, string>;
}

/** Builds `<repo name>-<commit>.tar.gz` in `dir` from the files of `realData` the archive lists; returns its bytes. */
export function buildArchive(a: Archive, realData: string, dir: string, edit: ArchiveEdit = {}): Buffer {
  const top = `${a.repo.split('/')[1]}-${a.commit}`;
  const tree = join(dir, `${top}.tree`);
  const put = (path: string, bytes: Uint8Array | string) => {
    mkdirSync(dirname(join(tree, top, path)), { recursive: true });
    writeFileSync(join(tree, top, path), bytes);
  };
  for (const f of a.files) {
    const bytes = readFileSync(join(realData, f.targets[0]!));
    put(f.from, edit.tamper?.includes(f.from) ? Buffer.concat([bytes, Buffer.from(' ')]) : bytes);
  }
  for (const [path, text] of Object.entries(edit.extra ?? {})) put(path, text);
  const file = join(dir, `${top}${edit.tamper?.length ? '.tampered' : ''}.tar.gz`);
  execFileSync('tar', ['-czf', file, '-C', tree, top]);
  return readFileSync(file);
}

export interface LocalCodeload {
  baseUrl: string;
  /** Paths requested so far. */
  requests: string[];
  /** The bytes answered for an archive (replace to serve another). */
  serve(a: Pick<Archive, 'repo' | 'commit'>, bytes: Buffer): void;
  close(): Promise<void>;
}

export async function startLocalCodeload(): Promise<LocalCodeload> {
  const archives = new Map<string, Buffer>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = archives.get(req.url ?? '');
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('404: Not Found');
      return;
    }
    // Chunked, without a length, as codeload answers.
    res.writeHead(200, { 'content-type': 'application/x-gzip' });
    res.write(body.subarray(0, 1024));
    res.end(body.subarray(1024));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    serve: (a, bytes) => void archives.set(`/${a.repo}/tar.gz/${a.commit}`, bytes),
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
