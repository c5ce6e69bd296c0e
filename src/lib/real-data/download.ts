/** An HTTP GET streamed into a file, reporting the bytes received (no length is known for GitHub's tarballs). */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class DownloadError extends Error {}

export async function download(url: string, file: string, onBytes: (received: number) => void = () => {}, fetchImpl: typeof fetch = fetch): Promise<number> {
  let res: Response;
  try {
    res = await fetchImpl(url, { redirect: 'follow' });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new DownloadError(`GET ${url}: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
  }
  if (!res.ok || !res.body) throw new DownloadError(`GET ${url}: HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
  let received = 0;
  const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
  body.on('data', (chunk: Buffer) => onBytes((received += chunk.length)));
  try {
    await pipeline(body, createWriteStream(file));
  } catch (err) {
    throw new DownloadError(`GET ${url}: the download broke off after ${received} bytes (${(err as Error).message})`);
  }
  return received;
}
