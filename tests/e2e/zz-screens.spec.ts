import { test } from '@playwright/test';
import { demoUsers, signIn } from './sign-in-helpers';

test('screens', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoUsers.manager, '/home');
  const shots: [string, string][] = [
    ['/home', 'home'],
    ['/projects', 'projects'],
    ['/projects?view=cards', 'cards'],
    ['/archive', 'archive'],
    ['/projects/1/overview', 'overview'],
    ['/projects/1/changes', 'changes'],
    ['/projects/1/narrative', 'narrative'],
    ['/projects/1/plan', 'plan'],
    ['/projects/1/plan?view=timeline', 'timeline'],
    ['/projects/1/metrics', 'metrics'],
    ['/new-project/details', 'wizard'],
  ];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of shots) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/projects/1/changes');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link').filter({ hasText: /./ }).nth(0);
  const firstChange = page.getByRole('table', { name: 'Changes' }).getByRole('link').first();
  await firstChange.click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/change.png`, fullPage: true });
  await page.goto('/projects/1/metrics');
  await page.getByRole('table', { name: 'Metrics' }).getByRole('link').first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/metric.png`, fullPage: true });
});
