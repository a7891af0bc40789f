import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached for a year, HTML never cached, and every path that
 * is not an API or identity path answered with index.html (history fallback).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file; send those when the client takes them.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });
}

/** Whether a request should get the SPA's index.html instead of a 404. */
export function wantsSpa(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url.startsWith('/api/') || url.startsWith('/oidc/') || url.startsWith('/assets/'))
    return false;
  return (accept ?? '').includes('text/html') || accept === undefined || accept === '*/*';
}

/**
 * The HTML page for a history-fallback path: a respondent's survey link gets the small public
 * survey page (its own build, no sign-in library, DESIGN.md §8) when the build has it; every
 * other path gets the app.
 */
export function spaPage(url: string, distDir: string): string {
  if (url.startsWith('/survey/') && existsSync(path.join(distDir, 'survey.html'))) {
    return 'survey.html';
  }
  return 'index.html';
}

/** The app's icons at /icons/ (Outlook loads its ribbon icons from the manifest's URLs). */
export async function registerIcons(app: FastifyInstance, iconsDir: string): Promise<void> {
  if (!existsSync(iconsDir)) return;
  await app.register(fastifyStatic, {
    root: iconsDir,
    prefix: '/icons/',
    decorateReply: false,
    wildcard: false,
    allowedPath: (pathName) => pathName.endsWith('.png'),
    setHeaders(res) {
      res.header('Cache-Control', 'public, max-age=86400');
    },
  });
}
