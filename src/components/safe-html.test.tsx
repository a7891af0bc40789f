import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('shows harmless markup as it is, at once', () => {
    const { container } = render(<SafeHtml html="<p>R&amp;D <b>pilot</b> for Q1</p>" />);
    expect(container.querySelector('b')?.textContent).toBe('pilot');
    expect(screen.getByText(/pilot/)).toBeInTheDocument();
  });

  it('removes script, event handlers and javascript: links before showing the rest', async () => {
    const html =
      '<p>Hello <img src="x" onerror="window.__pwned = true"><a href="javascript:alert(1)">there</a></p><script>window.__pwned = true</script>';
    const { container } = render(<SafeHtml html={html} />);
    expect(await screen.findByText('Hello', { exact: false }, { timeout: 30_000 })).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
