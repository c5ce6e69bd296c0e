// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';

// Pages are prerendered (static-first); the API is served by src/server (see README "Architecture").
export default defineConfig({
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  session: false,
  trailingSlash: 'ignore',
  build: { concurrency: 2, format: 'directory' },
  server: { host: '127.0.0.1', port: 4321 },
});
