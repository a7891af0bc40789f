import { idSlotTables } from './declarations';
import type { Operation } from './openapi-operations';
import { concrete, fieldsOf, type Segment } from './sample-values';

/** Where an id travels in a call, and the table its rows live in. */
export interface IdSlot {
  in: 'path' | 'query' | 'body';
  name: string;
  /** Body fields: the path to the field (an array of ids ends at the array). */
  path: Segment[];
  /** A comma-separated query list or a JSON array of ids. */
  list: boolean;
  /** The table, `null` when declared not a reference, `undefined` when the harness cannot tell. */
  table: string | null | undefined;
}

function snake(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

const idNamePattern = /(^|_)ids?$/;

/** The table a slot name points at, by the same words (`project` → `projects`). */
export function tableFor(
  operationKey: string,
  name: string,
  context: string | undefined,
  tables: Set<string>,
): string | null | undefined {
  // `items.id` (an id inside a body list) before the route's own `id`, which is its path's.
  const nested = `${context ?? ''}.${name}`;
  if (nested in idSlotTables) return idSlotTables[nested];
  const routeKey = `${operationKey} ${name}`;
  if (routeKey in idSlotTables) return idSlotTables[routeKey];
  if (name in idSlotTables) return idSlotTables[name];
  const words = snake(name);
  // `/leader-tasks/{id}/`: a path segment declared for the ids that follow it.
  if ((words === 'id' || words === 'ids') && context && context in idSlotTables) {
    return idSlotTables[context];
  }
  let base = words === 'id' || words === 'ids' ? snake(context ?? '') : words.replace(/_ids?$/, '');
  base = base.replace(/^(get|by|exclude|current|target|source|parent)_/, '');
  if (!base) return undefined;
  // `impacted_group_id` means what a declared `impacted_group` means.
  if (base !== words && base in idSlotTables) return idSlotTables[base];
  const singular = base
    .replace(/ies$/, 'y')
    .replace(/(ss|x|ch|sh)es$/, '$1')
    .replace(/s$/, '');
  const candidates = [base, `${singular}s`, `${singular}es`, `${singular.replace(/y$/, '')}ies`];
  for (const c of candidates) if (tables.has(c)) return c;
  // `metric` → `project_metrics`; with several (`labels`), the one the route's path names.
  const path = snake(operationKey.split(' ')[1] ?? '');
  const suffixed = [...tables].filter((t) => candidates.some((c) => t.endsWith(`_${c}`)));
  if (suffixed.length === 1) return suffixed[0];
  const named = suffixed.filter((t) => path.includes(t.slice(0, t.lastIndexOf('_'))));
  if (named.length === 1) return named[0];
  // `change_practice_standard_workstreams` → `standard_workstreams`: the longest table it ends with.
  const within = [...tables]
    .filter((t) => candidates.some((c) => c.endsWith(`_${t}`)))
    .sort((a, b) => b.length - a.length);
  return within[0];
}

/** The static path segment before `{name}` (`/projects/{id}/` → `projects`). */
function segmentBefore(path: string, name: string): string | undefined {
  const parts = path.split('/').filter(Boolean);
  const at = parts.indexOf(`{${name}}`);
  return at > 0 ? parts[at - 1] : undefined;
}

/** The route's last static path segment that names a table (`/departments/reorder/` → departments). */
export function resourceOf(path: string, tables: Set<string>): string | undefined {
  const statics = path
    .split('/')
    .filter((p) => p && !p.startsWith('{') && p !== 'api' && p !== 'v1')
    .reverse();
  return statics.find((segment) => tableFor('', 'id', segment, tables)) ?? statics[0];
}

function isInteger(schema: { type?: string | string[] }): boolean {
  return concrete(schema).type === 'integer';
}

/** Every id a call takes: integer path parameters, id-like query parameters, body references. */
export function idSlotsOf(operation: Operation, tables: Set<string>): IdSlot[] {
  const slots: IdSlot[] = [];
  for (const p of operation.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const s = concrete(p.schema);
    if (s.enum || s.format) continue;
    const integer = isInteger(s);
    const named = idNamePattern.test(snake(p.name));
    if (p.in === 'path' && !integer) continue;
    const context = p.in === 'path' ? segmentBefore(operation.path, p.name) : undefined;
    const table = tableFor(operation.key, p.name, context, tables);
    // A text query parameter is an id list only when its name says so or it is declared
    // (`?phase=ALIGN,DEPLOY` names a table's rows by code, not by id).
    const declared = `${operation.key} ${p.name}` in idSlotTables || p.name in idSlotTables;
    if (p.in === 'query' && !named && !(integer ? table : declared)) continue;
    if (p.in === 'query' && s.type === 'boolean') continue;
    slots.push({ in: p.in, name: p.name, path: [], list: !integer, table });
  }
  if (operation.body) {
    for (const field of fieldsOf(operation.body)) {
      const last = field.path[field.path.length - 1];
      if (typeof last !== 'string') continue;
      const s = field.schema;
      const list = s.type === 'array' && s.items !== undefined && isInteger(s.items);
      if (!isInteger(s) && !list) continue;
      const parent = [...field.path].reverse().find((p, i) => i > 0 && typeof p === 'string');
      const named = idNamePattern.test(snake(last));
      const context = parent === undefined ? resourceOf(operation.path, tables) : String(parent);
      const table = tableFor(operation.key, last, context, tables);
      if (!named && !table) continue;
      slots.push({ in: 'body', name: field.dotted, path: field.path, list, table });
    }
  }
  return slots;
}
