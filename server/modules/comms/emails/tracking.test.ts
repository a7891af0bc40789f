import { describe, expect, it } from 'vitest';
import { clickUrl, linksOf, personalise } from './tracking';

const site = 'https://app.example.com';
const tracked = clickUrl(site, 'tok', 'https://intranet.example.com/rota?a=1&b=2');

/** A template as designers send them: a whole document, with head, styles and a footer. */
const fullDocument = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Rota</title></head>
<body><table><tr><td>
<p>Read <a href="https://intranet.example.com/rota?a=1&amp;b=2">the new rota</a>.</p>
<p>Questions: <a href="mailto:ops@example.com">write to us</a> or <a href="tel:+441234567">call</a>.</p>
<p><a href="${tracked}">Already counted</a></p>
</td></tr></table></body></html>`;

describe('e-mail open and click tracking', () => {
  it('puts the open pixel inside the body of a full document, never after </html>', () => {
    const out = personalise(fullDocument, site, 'tok');
    expect(out.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(out.trimEnd().endsWith('</html>')).toBe(true);
    const pixelAt = out.indexOf('/api/v1/comms-track/tok/open.gif');
    expect(pixelAt).toBeGreaterThan(out.indexOf('<body>'));
    expect(pixelAt).toBeLessThan(out.indexOf('</body>'));
  });

  it('counts web links once, and leaves mailto:, tel: and counted links alone', () => {
    const out = personalise(fullDocument, site, 'tok');
    expect(linksOf(out)).toEqual([tracked, tracked]);
    expect(out).toContain('href="mailto:ops@example.com"');
    expect(out).toContain('href="tel:+441234567"');
  });

  it('adds the pixel at the end of a fragment that has no body', () => {
    const out = personalise('<p>Hello <a href="https://example.com/">there</a></p>', site, 't');
    expect(out).toMatch(/^<p>Hello <a href="[^"]+">there<\/a><\/p><img [^>]*open\.gif/);
    expect(linksOf(out)).toEqual([clickUrl(site, 't', 'https://example.com/')]);
  });

  it('reads the web links of a mail with their entities decoded', () => {
    expect(linksOf(fullDocument)).toEqual(['https://intranet.example.com/rota?a=1&b=2', tracked]);
  });
});
