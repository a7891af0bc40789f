// @vitest-environment jsdom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import {
  contrastPairs,
  escapeHtml,
  palette,
  renderMessagePage,
  renderSignInPage,
  renderSignOutPage,
} from './pages';

/** Loads a page into the test document, as a browser would show it. */
function show(html: string): Document {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(
    document.importNode(parsed.documentElement, true),
    document.documentElement,
  );
  return document;
}

/** axe-core's WCAG 2.x A/AA and best-practice rules; colour contrast is checked separately. */
async function accessibilityViolations(html: string) {
  show(html);
  const results = await axe.run(document, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const signIn = { action: '/oidc/interaction/abc/login', showDemoHint: true };

describe('sign-in page', () => {
  it('has the landmarks, title, heading and labelled fields', () => {
    const doc = show(renderSignInPage(signIn));
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Sign in · Changecraft');
    expect(doc.querySelectorAll('main')).toHaveLength(1);
    expect(doc.querySelector('h1')?.textContent).toBe('Sign in');
    const email = doc.querySelector<HTMLInputElement>('#email');
    const password = doc.querySelector<HTMLInputElement>('#password');
    expect(email?.type).toBe('email');
    expect(email?.autocomplete).toBe('username');
    expect(email?.labels?.[0]?.textContent).toBe('Email');
    expect(password?.type).toBe('password');
    expect(password?.autocomplete).toBe('current-password');
    expect(password?.labels?.[0]?.textContent).toBe('Password');
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('Sign in');
    expect(doc.querySelector('form')?.getAttribute('action')).toBe(signIn.action);
    expect(doc.querySelector('[role="alert"]')).toBeNull();
    expect(email?.hasAttribute('aria-invalid')).toBe(false);
    expect(doc.body.textContent).toContain(
      'Demo accounts: see the terminal where the server started.',
    );
  });

  it('loads nothing from elsewhere and runs no script', () => {
    const html = renderSignInPage(signIn);
    const doc = show(html);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelectorAll('link[rel="stylesheet"], img[src^="http"]')).toHaveLength(0);
    expect(html).not.toMatch(/(?:src|href)="https?:/);
    expect(html).not.toContain('@import');
  });

  it('passes axe-core without and with an error', async () => {
    expect(await accessibilityViolations(renderSignInPage(signIn))).toEqual([]);
    expect(
      await accessibilityViolations(
        renderSignInPage({
          ...signIn,
          email: 'maya@example.com',
          error: { message: 'Email or password is incorrect.', invalidFields: true },
        }),
      ),
    ).toEqual([]);
  });

  it('announces an error and ties it to the fields', () => {
    const doc = show(
      renderSignInPage({
        ...signIn,
        email: 'maya@example.com',
        error: { message: 'Email or password is incorrect.', invalidFields: true },
      }),
    );
    const alert = doc.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('Email or password is incorrect.');
    for (const id of ['email', 'password']) {
      const input = doc.getElementById(id);
      expect(input?.getAttribute('aria-describedby')).toBe(alert?.id);
      expect(input?.getAttribute('aria-invalid')).toBe('true');
    }
    expect(doc.querySelector<HTMLInputElement>('#email')?.value).toBe('maya@example.com');
    expect(doc.querySelector('#password')?.hasAttribute('autofocus')).toBe(true);
  });

  it('does not mark the fields invalid for a disabled account', () => {
    const doc = show(
      renderSignInPage({
        ...signIn,
        error: {
          message: 'This account is disabled. Ask your administrator.',
          invalidFields: false,
        },
      }),
    );
    expect(doc.querySelector('[role="alert"]')?.textContent).toContain('disabled');
    expect(doc.getElementById('email')?.hasAttribute('aria-invalid')).toBe(false);
    expect(doc.getElementById('email')?.getAttribute('aria-describedby')).toBe('sign-in-error');
  });

  it('leaves out the demo hint when asked to', () => {
    const doc = show(renderSignInPage({ ...signIn, showDemoHint: false }));
    expect(doc.body.textContent).not.toContain('Demo accounts');
  });

  it('escapes every value it shows', () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    const html = renderSignInPage({
      action: `/oidc/interaction/${hostile}/login`,
      email: hostile,
      error: { message: hostile, invalidFields: true },
      showDemoHint: false,
    });
    expect(html).not.toContain('<img');
    const doc = show(html);
    expect(doc.querySelector<HTMLInputElement>('#email')?.value).toBe(hostile);
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe(hostile);
  });
});

describe('other pages', () => {
  it('message pages pass axe-core and escape what they show', async () => {
    const html = renderMessagePage({
      title: 'Sign-in problem',
      heading: 'We could not complete sign-in',
      message: 'Go back <now>',
      link: { href: 'https://changecraft.test/?a=1&b=2', text: 'Back to Changecraft' },
      details: 'invalid_request: redirect_uri "<x>" is not registered',
    });
    expect(await accessibilityViolations(html)).toEqual([]);
    expect(html).toContain('Go back &lt;now&gt;');
    expect(html).toContain('href="https://changecraft.test/?a=1&amp;b=2"');
    const doc = show(html);
    expect(doc.title).toBe('Sign-in problem · Changecraft');
    expect(doc.querySelector('h1')?.textContent).toBe('We could not complete sign-in');
  });

  it('the sign-out page passes axe-core and posts the logout form', async () => {
    const html = renderSignOutPage({ action: '/oidc/session/end/confirm', xsrf: 'x"y' });
    expect(await accessibilityViolations(html)).toEqual([]);
    const doc = show(html);
    const form = doc.querySelector<HTMLFormElement>('form#sign-out');
    expect(form?.getAttribute('action')).toBe('/oidc/session/end/confirm');
    expect(doc.querySelector<HTMLInputElement>('input[name="xsrf"]')?.value).toBe('x"y');
    expect(doc.querySelector<HTMLInputElement>('input[name="logout"]')?.value).toBe('yes');
  });
});

describe('colours', () => {
  it.each(contrastPairs)('$use ($fg on $bg) meets $min:1', ({ fg, bg, min }) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(min);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml(undefined)).toBe('');
  });
});
