import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

/** The words in these elements that wrap inside themselves (a break after a hyphen is a fair one). */
function wordsBrokenAcrossLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const broken: string[] = [];
    for (const node of nodes) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of (text.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

/** Signs in and lists every projects screen with a text that says it has loaded. */
async function projectsScreens(page: Page) {
  await signIn(page, demoUsers.manager, '/projects');
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);
  const project = page.url().replace(/\/overview$/, '');

  // Journeys before this one (admin's wizard check) may have added projects to the shared server.
  const someProjects = /^\d+ projects$/;
  const screens: [string, string | RegExp][] = [
    ['/home', 'Your projects'],
    ['/projects', someProjects],
    ['/projects?view=cards', someProjects],
    ['/archive', 'in the archive'],
    ['/new-project/details', 'Name and objective'],
    [`${project}/overview`, 'At a glance'],
    [`${project}/changes`, 'Bedside electronic charting'],
    [`${project}/narrative`, 'Changes save as you type.'],
    [`${project}/plan`, 'Training and readiness'],
    [`${project}/plan?view=timeline`, 'Training and readiness'],
    [`${project}/metrics`, 'Clinician confidence with the record'],
  ];
  // A change's page and a metric's page, found from their lists.
  for (const [list, name] of [
    [`${project}/changes`, 'Bedside electronic charting'],
    [`${project}/metrics`, 'Clinician confidence with the record'],
  ] as const) {
    await page.goto(list);
    const href = await page.getByRole('link', { name }).first().getAttribute('href');
    expect(href).toBeTruthy();
    screens.push([href ?? list, name]);
  }
  return { project, screens };
}

// Wide and narrow are two tests, each well inside its time on a loaded machine.
for (const width of [1280, 360]) {
  test(`the projects screens meet WCAG 2.2 AA at ${width}px`, async ({ page }) => {
    // 13 screens with axe each; beside another journey on two busy cores.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const { project, screens } = await projectsScreens(page);
    for (const [path, text] of screens) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} at ${width}px`);
      if (width === 360 && path.startsWith(`${project}/plan`)) {
        // Plan item names (and the rest of each row) wrap between words on a phone, never inside one.
        const names = page.locator('main table tbody td, main li');
        await expect(names.first()).toBeVisible();
        expect(await wordsBrokenAcrossLines(names)).toEqual([]);
      }
    }
    if (width > 360) return;

    // On a phone the workspace's tab strip runs past the edge: it scrolls, says so with a
    // shadow at the edge, and Metrics, cut off at first, is reached and brought into view.
    await page.goto(`${project}/overview`);
    const strip = page.getByRole('navigation', { name: 'Project sections' });
    const layout = await strip.evaluate((el) => ({
      overflows: el.scrollWidth > el.clientWidth,
      scrolls: getComputedStyle(el).overflowX,
      edges: getComputedStyle(el).backgroundImage,
    }));
    expect(layout.overflows).toBe(true);
    expect(layout.scrolls).toBe('auto');
    expect(layout.edges).toContain('radial-gradient');
    await expect(strip.getByRole('link', { name: 'Metrics' })).not.toBeInViewport({ ratio: 1 });
    await strip.getByRole('link', { name: 'Metrics' }).click();
    await expect(page).toHaveURL(/\/metrics$/);
    await expect(strip.getByRole('link', { name: 'Metrics' })).toBeInViewport({ ratio: 1 });
  });
}

test('the wizard’s messages and the confirmations meet WCAG 2.2 AA', async ({ page }) => {
  await signIn(page, demoUsers.manager, '/new-project/details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a project name.')).toBeVisible();
  await expectNoAxeViolations(page, 'wizard with errors');
  // The date step with its calendar open.
  await page.getByRole('textbox', { name: 'Project name' }).fill('Calendar check');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Start date').press('ArrowDown');
  await expect(page.getByRole('dialog', { name: 'Calendar' }).locator(':focus')).toHaveCount(1);
  await expectNoAxeViolations(page, 'wizard dates with the calendar open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Calendar' })).toBeHidden();
  await expect(page.getByLabel('Start date')).toHaveValue('');

  await page.goto('/projects');
  const actions = page.getByRole('button', { name: 'Actions for Finance shared services' });
  // From the keyboard the menu takes focus, and Escape gives it back to its button.
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(actions).toBeFocused();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolations(page, 'delete confirmation');
});
