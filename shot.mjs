import { chromium } from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const p = await b.newPage({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } });
await p.goto('https://localhost:5443/auth/sign-in');
await p
  .getByRole('button', { name: /sign in/i })
  .first()
  .click();
await p.waitForURL(/interaction/);
await p.getByLabel('Email').fill('admin@demo.changecraft.test');
await p.getByLabel('Password').fill('Changecraft-demo-2026');
await p.getByRole('button', { name: 'Sign in' }).click();
await p.getByText('Welcome').first().waitFor();
await p.screenshot({ path: '/tmp/h1.png' });
await p.getByRole('button', { name: /Ada Admin/ }).click();
await p.waitForTimeout(800);
const html = await p.evaluate(() =>
  [...document.querySelectorAll('[aria-hidden="true"]')]
    .filter((e) => e.querySelector('i') || e.tagName === 'I')
    .slice(0, 5)
    .map((e) => e.outerHTML.slice(0, 300)),
);
console.log(html.join('\n---\n'));
const is = await p.evaluate(() =>
  [...document.querySelectorAll('i')]
    .slice(0, 8)
    .map((e) => e.parentElement.outerHTML.slice(0, 400)),
);
console.log('=== i parents');
console.log(is.join('\n---\n'));
await p.screenshot({ path: '/tmp/h2.png' });
await b.close();
