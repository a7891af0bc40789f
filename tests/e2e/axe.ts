import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, and the A and AA criteria of the versions it builds on. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Asserts axe-core finds no WCAG 2.2 AA violation on the page (frames included), naming each
 * failing node. Fluent's focus management (Tabster) puts focus sentinels around menus, toolbars
 * and focus traps: aria-hidden elements with tabindex 0 that hand focus straight on, so nobody
 * rests on them. axe cannot know that; everything else on the page is checked.
 */
export async function expectNoAxeViolations(page: Page, where = page.url()): Promise<void> {
  // A toast or menu still fading in is read mid-fade (text at 1.1:1 contrast): let finite
  // animations settle first (infinite ones, such as spinners, never do).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    // Still moving after 5 s (an animation that restarts): check the page as it is.
    .catch(() => undefined);
  // Something that started fading in after the wait (a toast for a response that just arrived)
  // jumps to its end state: axe judges the page as the user will see it a moment later.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .exclude('[data-tabster-dummy]')
    // The same sentinels inside the app's frame when it runs in a (fake) Teams or Outlook host.
    .exclude(['iframe', '[data-tabster-dummy]'])
    .analyze();
  const summary = violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html}`)
        .join(', ')}`,
  );
  expect(summary).toEqual([]);
}
