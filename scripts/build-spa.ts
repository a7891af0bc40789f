// Builds the app into dist/ exactly as the server does on start (server/spa-build.ts), stamp
// included, so a server started afterwards finds it current and starts at once. `npm test` runs
// it in the background while the checks and Vitest run, instead of in front of the journeys.
import { fileURLToPath } from 'node:url';
import { ensureSpaBuilt } from '../server/spa-build';

const root = fileURLToPath(new URL('..', import.meta.url));
await ensureSpaBuilt(root, (line) => console.log(line));
