/** Live mode and sandbox separate both ways, on the embedded files (live.db, sandbox-live.db). */
import { separationSuite } from './separation-suite.ts';

separationSuite(async () => ({}));
