/**
 * The Content-Type of a static file from its extension, with `charset=utf-8` for text (Astro writes
 * UTF-8), and whether the build precompresses it (text formats; images, fonts and archives are
 * already compressed).
 */
const TEXT: Record<string, string> = {
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  ics: 'text/calendar',
};

const BINARY: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
  wasm: 'application/wasm',
  zip: 'application/zip',
  gz: 'application/gzip',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

const extensionOf = (path: string): string => {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? path.slice(dot + 1).toLowerCase() : '';
};

export function contentTypeOf(path: string): string {
  const ext = extensionOf(path);
  const text = TEXT[ext];
  if (text) return `${text}; charset=utf-8`;
  return BINARY[ext] ?? 'application/octet-stream';
}

/** True for the text formats the build writes `.br` and `.gz` beside (html, css, js, json, svg, xml, txt, ics, webmanifest…). */
export function isCompressible(path: string): boolean {
  return extensionOf(path) in TEXT;
}
