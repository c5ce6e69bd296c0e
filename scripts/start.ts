/**
 * `npm start`: turns on Node's compile cache, then runs the server (scripts/serve.ts; its help says
 * what it does). The cache keeps the compiled, type-stripped modules on disk, so a server process
 * (one per core, each loading the same modules) starts without compiling them again. Node keeps it
 * in the system's temporary folder; NODE_COMPILE_CACHE names another, NODE_DISABLE_COMPILE_CACHE=1
 * turns it off. This file imports nothing else before the cache is on.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./serve.ts');
