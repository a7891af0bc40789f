import { test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/**
 * Console lines a journey may cause on purpose: a refused request the screen handles (a 4xx the
 * form names) is logged by Chromium as a failed resource load. Anything else logged as an error,
 * every uncaught exception and every Content-Security-Policy violation fails the journey.
 */
const expectedConsoleErrors = [
  /^Failed to load resource: the server responded with a status of 4\d\d/,
];

function isProblem(message: ConsoleMessage, allowed: RegExp | null): boolean {
  if (message.type() !== 'error') return false;
  // teams-js asks Microsoft's CDN for its list of valid domains; the test machine has no internet.
  if (message.location().url.startsWith('https://res.cdn.office.net/')) return false;
  if (allowed?.test(message.text())) return false;
  return !expectedConsoleErrors.some((pattern) => pattern.test(message.text()));
}

/** Reports CSP violations to the console, where the watcher hears them, even if Chromium did not. */
const reportViolations = () => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
};

/**
 * `test` for every journey: the browser's console, uncaught errors and CSP violations are
 * watched in the default context and in every context a journey opens itself, and the journey
 * fails at its end if any was seen.
 */
export const test = base.extend<{ browserProblems: string[]; allowedConsoleError: RegExp | null }>({
  /**
   * Console errors a journey provokes on purpose (a server error it routes in), as one pattern:
   * Playwright would read an array given to `test.use` as a value and its options.
   */
  allowedConsoleError: [null, { option: true }],
  browserProblems: [
    async ({ browser, context, allowedConsoleError }, use, testInfo) => {
      const problems: string[] = [];
      const watch = async (watched: BrowserContext) => {
        await watched.addInitScript(reportViolations);
        watched.on('console', (message) => {
          if (isProblem(message, allowedConsoleError))
            problems.push(`console: ${message.text()} (${message.location().url})`);
        });
        watched.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        await watch(opened);
        return opened;
      };
      // Playwright runs what follows `use` after the test, whether it passed or not.
      await use(problems);
      browser.newContext = newContext;
      if (problems.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The browser reported problems:\n${problems.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
