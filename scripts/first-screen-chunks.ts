import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

/** What a first screen's chunks are made from: the modules that draw it (lazy imports' targets). */
export interface FirstScreens {
  /** Screens whose files, like the entries', stay as the bundler cuts them (sign-in). */
  kept: readonly string[];
  /** Each first screen's roots; the first one listed (the shell) is shared by the others. */
  screens: Readonly<Record<string, readonly string[]>>;
  /** The chunk for what two screens share beyond the shell. */
  shared: string;
}

interface Group {
  name: string;
  includeDependenciesRecursively: boolean;
  test: (id: string) => boolean;
}

/**
 * Set while the plan's own build runs (the config file is evaluated again for it, so the flag
 * travels in the environment), so that build cuts chunks as the bundler would.
 */
export const planningChunks = () => process.env.CHANGECRAFT_CHUNK_PLAN_BUILD === '1';

/**
 * Left to itself, the bundler cuts what the first screens import into one small chunk per set of
 * importing screens: Home came to ~60 files, most under 1 KiB. For each file a phone (and
 * Lighthouse, on this two-core machine) spends main-thread time on its preload, response and
 * module record, and the browser and server beside it do more work that competes for the CPU:
 * the first screen's tasks ran at twice their CPU time (DESIGN.md §8; `npm run bench:lighthouse`).
 *
 * So the build runs twice. The first, in memory, cuts chunks as the bundler would; from it, the
 * files each first screen loads statically are known exactly (after tree-shaking: a library's
 * index re-exports far more than a screen uses, so the module graph alone would overstate it).
 * The second puts the modules of those files into one chunk per screen (`shell`, `home`,
 * `projects`) and one for what screens share, leaving the entries' and the kept screens' files
 * as they were so the sign-in screen fetches no more. Another screen that needs one of those
 * modules loads that chunk, usually already in the cache from the first screen.
 *
 * Each group takes only the modules planned for it (no dependencies of its own choosing), so
 * every chunk imports only chunks loaded before it; `assertNoCycles` checks that of the output.
 */
export function firstScreenChunks(
  root: string,
  screens: FirstScreens,
): { plugin: Plugin; groups: Group[] } {
  const owner = new Map<string, string>();
  const planning = planningChunks();
  const absolute = (file: string) => path.join(root, file);
  let configFile: string | undefined;
  let mode = 'production';

  const plugin: Plugin = {
    name: 'changecraft:first-screen-chunks',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
      mode = config.mode;
    },
    async buildStart() {
      if (planning) return;
      process.env.CHANGECRAFT_CHUNK_PLAN_BUILD = '1';
      try {
        const result = await build({
          configFile,
          mode,
          logLevel: 'silent',
          build: { write: false, sourcemap: false, manifest: false },
        });
        const outputs = [result].flat() as Rollup.RollupOutput[];
        plan(outputs.flatMap((output) => output.output));
      } finally {
        delete process.env.CHANGECRAFT_CHUNK_PLAN_BUILD;
      }
    },
    generateBundle(_options, bundle) {
      if (!planning) assertNoCycles(Object.values(bundle));
    },
  };

  function plan(output: (Rollup.OutputChunk | Rollup.OutputAsset)[]): void {
    const chunks = output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const facade = (file: string) => {
      const chunk = chunks.find((c) => c.facadeModuleId === absolute(file));
      if (!chunk) throw new Error(`The build has no chunk for ${file}.`);
      return chunk;
    };
    const closure = (start: readonly Rollup.OutputChunk[]) => {
      const seen = new Set<Rollup.OutputChunk>();
      const pending = [...start];
      for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
        if (seen.has(chunk)) continue;
        seen.add(chunk);
        for (const file of chunk.imports) {
          const next = byFile.get(file);
          if (next) pending.push(next);
        }
      }
      return seen;
    };
    const entries = chunks.filter((chunk) => chunk.isEntry);
    const kept = closure([...entries, ...screens.kept.map(facade)]);
    const [shell] = Object.keys(screens.screens);
    owner.clear();
    for (const [name, roots] of Object.entries(screens.screens)) {
      for (const chunk of closure(roots.map(facade))) {
        if (kept.has(chunk)) continue;
        for (const id of chunk.moduleIds) {
          const before = owner.get(id);
          if (before === undefined) owner.set(id, name);
          else if (before !== name && before !== shell) owner.set(id, screens.shared);
        }
      }
    }
  }

  const names = [...Object.keys(screens.screens), screens.shared];
  const groups = names.map((name) => ({
    name,
    includeDependenciesRecursively: false,
    test: (id: string) => owner.get(id) === name,
  }));
  return { plugin, groups: planning ? [] : groups };
}

/** Fails the build when chunks import each other in a circle (a module could run too early). */
function assertNoCycles(output: (Rollup.OutputChunk | Rollup.OutputAsset)[]): void {
  const chunks = new Map(
    output
      .filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      throw new Error(`Chunks import each other: ${[...trail, file].join(' → ')}`);
    }
    state.set(file, 'open');
    for (const next of chunks.get(file)?.imports ?? []) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of chunks.keys()) visit(file, []);
}
