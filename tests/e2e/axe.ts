import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, and the A and AA criteria of the versions it builds on. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Checks the page against WCAG 2.2 AA with axe. Fluent's focus management (Tabster) puts focus
 * sentinels around menus, toolbars and focus traps: aria-hidden elements with tabindex 0 that
 * hand focus straight on, so nobody rests on them. axe cannot know that, so they are left out;
 * everything else on the page is checked.
 */
export async function expectNoAxeViolations(page: Page, where?: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .exclude('[data-tabster-dummy]')
    .analyze();
  const summary = violations.map(
    (v) =>
      `${where ? `${where}: ` : ''}${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
