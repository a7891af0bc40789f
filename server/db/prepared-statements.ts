import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import type pg from 'pg';

/**
 * Statements each connection keeps prepared at most: beyond that a new text runs unnamed (parsed
 * and planned each time, as before), so a caller that inlines values into its SQL cannot grow a
 * connection's memory without bound.
 */
const MAX_PREPARED_PER_CONNECTION = 500;
const MAX_REMEMBERED_TEXTS = 5_000;

const nameOfText = new Map<string, string>();
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

function statementName(text: string): string {
  let name = nameOfText.get(text);
  if (!name) {
    name = `cc_${createHash('sha1').update(text).digest('base64url')}`;
    if (nameOfText.size >= MAX_REMEMBERED_TEXTS) nameOfText.clear();
    nameOfText.set(text, name);
  }
  return name;
}

type QueryConfig = pg.QueryConfig & { name?: string };

/**
 * The client a request's queries go through: every parameterised statement is sent as a named
 * prepared statement, so PostgreSQL parses and plans the same text once per connection instead of
 * on every request (planning the projects list costs more than running it). The names derive
 * from the text, so identical queries from any request share one preparation per connection.
 */
export function preparingClient(client: pg.PoolClient): pg.PoolClient {
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedOn.set(client, prepared);
  }
  const names = prepared;
  // Looked up on every call, not bound once: what wraps the driver's query later (the tests'
  // statement counter) sees the statements of a connection made before it.
  const send = (...args: unknown[]) =>
    (client.query as (...a: unknown[]) => unknown).apply(client, args);
  const stream = (client as unknown as { connection?: { stream?: Writable } }).connection?.stream;
  const query = (config: unknown, ...rest: unknown[]) => {
    // The driver writes bind, describe, execute and sync as separate socket writes (a system
    // call each); corked, a statement leaves in one write.
    if (stream && typeof stream.cork === 'function') {
      stream.cork();
      process.nextTick(() => stream.uncork());
    }
    if (typeof config === 'object' && config !== null && 'text' in config) {
      const given = config as QueryConfig;
      if (!given.name) {
        const name = statementName(given.text);
        if (names.has(name) || names.size < MAX_PREPARED_PER_CONNECTION) {
          names.add(name);
          return send({ ...given, name }, ...rest);
        }
      }
    }
    return send(config, ...rest);
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
