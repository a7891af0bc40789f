// `npm start`: builds the server when its bundle is missing or older than its sources
// (scripts/server-build.ts), then runs the bundle. Node runs this file itself (type stripping), so
// no TypeScript is compiled at run time; `npm run dev` keeps tsx for editing.
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, root } from './server-build.ts';

// V8 keeps the code it compiled of the bundle and of node_modules for the next start.
enableCompileCache(path.join(root, 'build', 'compile-cache'));
const bundle = await ensureServerBuilt((line) => process.stdout.write(`${line}\n`));
// Stack traces name the TypeScript sources (the bundle's source map is read on the first one).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
