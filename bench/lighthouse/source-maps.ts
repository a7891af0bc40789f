import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where a built file's line and column came from. */
export interface Origin {
  source: string;
  line: number;
  /** The original name the source map records at that place (a function's own name), if any. */
  name?: string;
}

interface SourceMap {
  sources: string[];
  names: string[];
  mappings: string;
  sourceRoot?: string;
}

/** One mapped place: generated column, source index, original line, original name index. */
type Segment = [column: number, source: number, line: number, name: number];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...BASE64].map((c, i) => [c, i]));

/** The base-64 VLQ numbers of one mapping segment (the source map v3 format). */
function vlq(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const d = digit.get(c) ?? 0;
    value += (d & 31) << shift;
    if (d & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Decodes `mappings` into segments per generated line (sorted by column, as written). */
function decode(map: SourceMap): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  let name = 0;
  for (const text of map.mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    for (const part of text.split(',')) {
      if (!part) continue;
      const [dc = 0, ds, dl, , dn] = vlq(part);
      column += dc;
      if (ds === undefined || dl === undefined) continue;
      source += ds;
      line += dl;
      let named = -1;
      if (dn !== undefined) {
        name += dn;
        named = name;
      }
      segments.push([column, source, line, named]);
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * Maps places in the build's files (`dist/assets/*.js`, by their URL) back to the sources through
 * the build's own source maps, so a profile names `@griffel/core/…` instead of `chunk-24:1:8812`.
 */
export class SourceMaps {
  readonly #dist: string;
  readonly #maps = new Map<string, { map: SourceMap; lines: Segment[][] } | undefined>();

  constructor(dist: string) {
    this.#dist = dist;
  }

  /** `line` and `column` are 0-based, as CPU profiles give them. */
  lookup(url: string, line: number, column: number): Origin | undefined {
    const file = this.#load(url);
    const segments = file?.lines[line];
    if (!file || !segments?.length) return undefined;
    let found: Segment | undefined;
    for (const segment of segments) {
      if (segment[0] > column) break;
      found = segment;
    }
    found ??= segments[0];
    if (!found) return undefined;
    const source = file.map.sources[found[1]] ?? '?';
    const name = found[3] >= 0 ? file.map.names[found[3]] : undefined;
    return { source: tidy(source), line: found[2] + 1, ...(name ? { name } : {}) };
  }

  #load(url: string) {
    if (this.#maps.has(url)) return this.#maps.get(url);
    let entry: { map: SourceMap; lines: Segment[][] } | undefined;
    try {
      const pathname = new URL(url).pathname;
      const map = JSON.parse(
        readFileSync(path.join(this.#dist, `${pathname}.map`), 'utf8'),
      ) as SourceMap;
      entry = { map, lines: decode(map) };
    } catch {
      // Not one of the build's files (the page itself, an inline script): left unmapped.
      entry = undefined;
    }
    this.#maps.set(url, entry);
    return entry;
  }
}

/** `../../node_modules/.pnpm/x/node_modules/@scope/pkg/dist/a.js` → `@scope/pkg/dist/a.js`. */
function tidy(source: string): string {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) return source.slice(inModules + 'node_modules/'.length);
  return source.replace(/^(\.\.\/)+/, '');
}

/** The package a source belongs to (`@griffel/core`), or the app's folder (`src/features/home`). */
export function packageOf(source: string): string {
  const scoped = /^(@[^/]+\/[^/]+)\//.exec(source);
  if (scoped?.[1]) return scoped[1];
  if (source.startsWith('src/')) return source.split('/').slice(0, 3).join('/');
  const plain = /^([^/]+)\//.exec(source);
  return plain?.[1] ?? source;
}
