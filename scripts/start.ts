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
// Source maps stay off: Node parses every map at load when they are on, a third of the start's
// CPU. A stack trace names bundle lines, each module marked with its source file's path there;
// `NODE_OPTIONS=--enable-source-maps npm start` names the TypeScript lines instead.
await import(pathToFileURL(bundle).href);
