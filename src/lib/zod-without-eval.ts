/**
 * Zod 4 compiles object schemas with `new Function` unless it runs "jitless", and probes for
 * that with a caught `new Function("")` on the first parse: under our Content-Security-Policy
 * (no 'unsafe-eval') Chromium reports the probe as a violation even though zod swallows the
 * error. Zod reads its settings from this global when it loads, so setting it here, before any
 * lazy chunk brings zod in, keeps every schema jitless without importing zod on the first screen.
 */
const zodHolder = globalThis as typeof globalThis & {
  __zod_globalConfig?: { jitless?: boolean };
};
// Changed in place: a zod already loaded holds this very object as its settings.
(zodHolder.__zod_globalConfig ??= {}).jitless = true;
