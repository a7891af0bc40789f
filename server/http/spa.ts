import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppPages } from './app-pages';
import { registerBuiltAssets } from './built-assets';

/** Answers a history-fallback request with its HTML page. */
export type SendSpaPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Serves the built SPA: hashed assets from memory, cached for a year; other files and HTML never
 * kept without asking; and every path that is not an API or identity path answered with
 * index.html (history fallback), announcing the addressed screen's files
 * (server/http/app-pages.ts). Undefined when there is no build.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
): Promise<SendSpaPage | undefined> {
  if (!existsSync(path.join(distDir, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The hashed files are sent from memory (server/http/built-assets.ts).
    globIgnore: ['assets/**'],
    // The build writes .br and .gz beside each text file; send those when the client takes them.
    preCompressed: true,
    setHeaders(res) {
      res.header('Cache-Control', 'no-cache');
    },
  });
  await registerBuiltAssets(app, distDir);
  const appPages = new AppPages(distDir);
  return (request, reply) => {
    const page = spaPage(request.url, distDir);
    if (page === 'index.html') return appPages.send(request, reply);
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  };
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
