import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from './compression';
import {
  firstScreenFor,
  firstScreens,
  readBuildManifest,
  withPreloads,
  type BuildManifest,
} from './first-screen-hints';
import { scriptHash, withScriptSources } from './security-headers';

/**
 * What a signed-in screen's page runs while it is parsed, before its first paint: a tab's first
 * date formatter loads the browser's locale data, about 15 ms of main thread (60 on Lighthouse's
 * phone), which otherwise made a long task of the boot, and every signed-in first screen formats
 * dates (DESIGN.md §8). A signed-out page (the sign-in screen) has none.
 */
export const SIGNED_IN_WARM_UP = "new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(0);";

/** The page's inline scripts (those without `src`), as their CSP hashes. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, script]) => script ?? '')
    .filter((script) => script.trim() !== '')
    .map(scriptHash);
}

interface Page {
  html: Buffer;
  /** Its inline scripts' hashes, which its CSP allows and no other response's. */
  scriptHashes: string[];
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The app's index.html, in one version per first screen (server/http/first-screen-hints.ts) plus
 * the plain one, each made and compressed once (brotli and gzip at their best, as the build
 * compresses its files) on first use and then kept: a page request costs a lookup.
 */
export class AppPages {
  private readonly template: string;
  private readonly manifest: BuildManifest | undefined;
  private readonly pages = new Map<number, Page>();

  constructor(distDir: string) {
    this.template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    this.manifest = readBuildManifest(distDir);
    // Made at start, so no page request pays for compressing its page.
    for (let screen = -1; screen < firstScreens.length; screen += 1) this.page(screen);
  }

  /** The page for a screen (its index in `firstScreens`), or the plain page (-1). */
  page(screen: number): Page {
    const kept = this.pages.get(screen);
    if (kept) return kept;
    const modules = firstScreens[screen]?.modules;
    let text =
      modules && this.manifest
        ? withPreloads(this.template, this.manifest, modules)
        : this.template;
    if (firstScreens[screen]?.signedIn) {
      text = text.replace('</head>', `  <script>${SIGNED_IN_WARM_UP}</script>\n  </head>`);
    }
    const html = Buffer.from(text, 'utf8');
    const made: Page = {
      html,
      scriptHashes: inlineScriptHashes(text),
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
    };
    this.pages.set(screen, made);
    return made;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const { pathname } = new URL(request.url, 'http://page');
    const page = this.page(firstScreenFor(pathname, request.headers.cookie) ?? -1);
    // Never kept without asking; which version comes depends on the session cookie's presence.
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .header('ETag', page.etag)
      .type('text/html; charset=utf-8');
    const csp = reply.raw.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('Content-Security-Policy', withScriptSources(csp, page.scriptHashes));
    }
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    // The history fallback runs in the not-found handler, whose status would otherwise be 404.
    return reply.status(200).send(encoding ? page[encoding] : page.html);
  }
}
