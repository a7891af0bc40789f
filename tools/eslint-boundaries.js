// Import boundaries of DESIGN.md §2, written down as lint: a feature imports of another area only
// its public face (api.ts, hooks.ts, paths.ts, widgets/) and never app/, the SPA and the server never import
// each other, contract/ imports only zod (and the CSV writer's library), and no module imports itself round a cycle.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The one library besides zod the contract may import: the CSV writer every export shares
 * (contract/shared/csv.ts), in its build that runs in both the browser and Node.
 */
const CSV = 'csv-stringify/browser/esm/sync';

/** An area's public face: what another area may import of it. */
const PUBLIC_FACE = new Set(['api', 'hooks', 'paths']);

function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'src' && rel[1] === 'features' && rel[2]) {
    const inner = rel.slice(3);
    // `widgets/`: small views an area offers others (the project card), zod-free for Home.
    const publicFace =
      (inner.length === 1 && PUBLIC_FACE.has(inner[0].replace(/\.tsx?$/, ''))) ||
      (inner.length === 2 && inner[0] === 'widgets');
    return { top: 'src', feature: rel[2], publicFace };
  }
  return { top: rel[0] ?? '', feature: undefined, app: rel[0] === 'src' && rel[1] === 'app' };
}

function resolveSpecifier(fromFile, spec) {
  if (spec.startsWith('@contract/'))
    return path.join(root, 'contract', spec.slice('@contract/'.length));
  if (spec.startsWith('@/')) return path.join(root, 'src', spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: { type: 'problem', schema: [], messages: { forbidden: '{{reason}}' } },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      const target = resolveSpecifier(file, spec);
      if (from.top === 'contract') {
        if (target === undefined && spec !== 'zod' && !spec.startsWith('zod/') && spec !== CSV) {
          context.report({
            node,
            messageId: 'forbidden',
            data: { reason: `contract/ imports only zod (and ${CSV}).` },
          });
        } else if (target !== undefined && areaOf(target).top !== 'contract') {
          context.report({
            node,
            messageId: 'forbidden',
            data: { reason: 'contract/ imports only zod and itself.' },
          });
        }
        return;
      }
      if (target === undefined) return;
      const to = areaOf(target);
      if (from.top === 'src' && to.top === 'server') {
        context.report({
          node,
          messageId: 'forbidden',
          data: { reason: 'src/ never imports server/.' },
        });
      } else if (from.top === 'server' && to.top === 'src') {
        context.report({
          node,
          messageId: 'forbidden',
          data: { reason: 'server/ never imports src/.' },
        });
      } else if (from.feature && to.app) {
        context.report({
          node,
          messageId: 'forbidden',
          data: {
            reason: `Feature "${from.feature}" may not import src/app/ (the app imports features).`,
          },
        });
      } else if (from.feature && to.feature && from.feature !== to.feature && !to.publicFace) {
        context.report({
          node,
          messageId: 'forbidden',
          data: {
            reason: `Feature "${from.feature}" may import of "${to.feature}" only its api.ts, hooks.ts, paths.ts or widgets/.`,
          },
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** File names are kebab-case (DESIGN.md §2). */
const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { name: 'File name "{{name}}" is not kebab-case.' },
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename).split('.')[0] ?? '';
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))
          context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

// ── Import cycles ───────────────────────────────────────────────────────────────────────────

const EXTENSIONS = ['.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]/g;

function resolveFile(fromFile, spec) {
  const base = resolveSpecifier(fromFile, spec);
  if (base === undefined) return undefined;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return undefined;
}

/** A file's static imports (type-only ones too: a cycle of types is still a knot), cached. */
const importCache = new Map();
function importsOf(file) {
  if (importCache.has(file)) return importCache.get(file);
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // A file that went away imports nothing.
  }
  const found = [...text.matchAll(STATIC_IMPORT)]
    .map((match) => resolveFile(file, match[1]))
    .filter((target) => target !== undefined);
  importCache.set(file, found);
  return found;
}

/** The shortest way back from `start`'s imports to `file`, or undefined. */
function cycleThrough(file, start) {
  const seen = new Set([file]);
  const queue = start.map((next) => [next]);
  while (queue.length > 0) {
    const trail = queue.shift();
    const at = trail.at(-1);
    if (at === file) return trail;
    if (seen.has(at)) continue;
    seen.add(at);
    for (const next of importsOf(at)) queue.push([...trail, next]);
  }
  return undefined;
}

/** No module reaches itself through its static imports (dynamic `import()` is a lazy edge). */
const noCycles = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{trail}}.' } },
  create(context) {
    const file = context.filename;
    const direct = [];
    const add = (node) => {
      const target = typeof node.source?.value === 'string' && resolveFile(file, node.source.value);
      if (target) direct.push(target);
    };
    return {
      ImportDeclaration: add,
      ExportNamedDeclaration: (node) => node.source && add(node),
      ExportAllDeclaration: add,
      'Program:exit'(program) {
        const trail = cycleThrough(file, direct);
        if (!trail) return;
        const names = [file, ...trail].map((f) => path.relative(path.dirname(file), f) || '.');
        context.report({ node: program, messageId: 'cycle', data: { trail: names.join(' → ') } });
      },
    };
  },
};

export const changecraftPlugin = {
  rules: { boundaries, 'kebab-case-files': kebabCaseFiles, 'no-cycles': noCycles },
};
