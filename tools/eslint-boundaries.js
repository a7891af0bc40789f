// Import boundaries of DESIGN.md §2, written down as lint: a feature never imports another
// feature, the SPA and the server never import each other, and contract/ imports only zod.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'src' && rel[1] === 'features' && rel[2]) return { top: 'src', feature: rel[2] };
  return { top: rel[0] ?? '', feature: undefined };
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
        if (target === undefined && spec !== 'zod' && !spec.startsWith('zod/')) {
          context.report({
            node,
            messageId: 'forbidden',
            data: { reason: 'contract/ imports only zod.' },
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
      } else if (from.feature && to.feature && from.feature !== to.feature) {
        context.report({
          node,
          messageId: 'forbidden',
          data: { reason: `Feature "${from.feature}" may not import feature "${to.feature}".` },
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

export const changecraftPlugin = { rules: { boundaries, 'kebab-case-files': kebabCaseFiles } };
