import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanString, readySanitiser, sanitisePayload } from './sanitise';

beforeAll(() => readySanitiser());

/** Markup that runs script when a browser renders it: the corpus every string is cleaned of. */
const xssCorpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(document.cookie)">',
  '<IMG SRC="javascript:alert(1);">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">go</text></a></svg>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p>Fine text <b onclick="alert(1)">and bold</b></p>',
  '<template><script>alert(1)</script></template>',
] as const;

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];

/** Renders markup the way the app would and lists anything that could run script. */
function scriptVectors(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (
        URL_ATTRIBUTES.includes(name) &&
        /^\s*(javascript|vbscript|data):/i.test(attribute.value)
      ) {
        found.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

describe('the XSS corpus', () => {
  it('is a real corpus: each payload carries a script vector or markup to clean', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(xssCorpus)('leaves nothing that runs script in %s', (payload) => {
    const cleaned = cleanString(payload);
    expect(cleaned).not.toBe(payload);
    expect(scriptVectors(cleaned)).toEqual([]);
  });

  it('keeps the harmless part of a payload', () => {
    expect(cleanString('<p>Fine text <b onclick="alert(1)">and bold</b></p>')).toBe(
      '<p>Fine text <b>and bold</b></p>',
    );
  });
});

describe('cleanString', () => {
  it.each([
    'Tom & Jerry',
    'score < 5 and > 2',
    'I <3 change',
    'a<5 or b <= 7',
    '<p>Meet on <strong>Friday</strong></p>',
    'javascript is a language',
    'R&D <b>pilot</b> for Q1<Q2 & "Ops"',
    '<em>Go-live</em> moved: Q1 <Q2 & Q3>',
    'Use <kbd>Ctrl</kbd> + <kbd>S</kbd>',
    '',
  ])('sends %j exactly as typed when there is nothing unsafe in it', (text) => {
    expect(cleanString(text)).toBe(text);
  });

  it('does not parse text that holds nothing unsafe (no DOM, so no CSP reports)', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    cleanString('R&D <b>pilot</b> for Q1<Q2 & "Ops"');
    cleanString('score < 5 & rising');
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it.each([
    ['<a href="java&Tab;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<x onclick  = "alert(1)">y</x>', 'y'],
  ])('still cleans %j', (payload, cleaned) => {
    expect(cleanString(payload)).toBe(cleaned);
  });
});

describe('sanitisePayload', () => {
  it('cleans strings in nested objects and arrays, leaving other values alone', () => {
    const when = new Date('2026-01-31T09:00:00Z');
    const cleaned = sanitisePayload({
      title: '<img src=x onerror=alert(1)>Launch',
      count: 3,
      pinned: true,
      due_at: when,
      owner: null,
      receivers: [{ name: '<script>alert(1)</script>Ann' }, 7, '<svg onload=alert(1)>'],
      nested: { deeper: { description: '<a href="javascript:alert(1)">x</a>' } },
    });
    expect(cleaned).toEqual({
      title: '<img src="x">Launch',
      count: 3,
      pinned: true,
      due_at: when,
      owner: null,
      receivers: [{ name: 'Ann' }, 7, '<svg></svg>'],
      nested: { deeper: { description: '<a>x</a>' } },
    });
    expect(cleaned.due_at).toBe(when);
  });

  it('does not change the caller’s object', () => {
    const body = { title: '<script>alert(1)</script>Hi' };
    sanitisePayload(body);
    expect(body.title).toBe('<script>alert(1)</script>Hi');
  });

  it('leaves files and blobs untouched, in objects and arrays', () => {
    const image = new File(['<script>alert(1)</script>'], '<b>photo</b>.png', {
      type: 'image/png',
    });
    const blob = new Blob(['<script>'], { type: 'text/html' });
    const cleaned = sanitisePayload({
      image,
      attachments: [blob],
      caption: '<script>x</script>ok',
    });
    expect(cleaned.image).toBe(image);
    expect(cleaned.attachments[0]).toBe(blob);
    expect(cleaned.caption).toBe('ok');
  });

  it('cleans the strings of FormData and keeps its files, names and order', async () => {
    const image = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    const form = new FormData();
    form.append('title', '<img src=x onerror=alert(1)>Notice');
    form.append('image', image);
    form.append('receivers', '1');
    form.append('receivers', '<script>2</script>');

    const cleaned = sanitisePayload(form);
    const entries = [...cleaned.entries()];
    expect(entries.map(([key]) => key)).toEqual(['title', 'image', 'receivers', 'receivers']);
    expect(cleaned.get('title')).toBe('<img src="x">Notice');
    expect(cleaned.getAll('receivers')).toEqual(['1', '']);
    const file = cleaned.get('image');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('photo.png');
    expect((file as File).type).toBe('image/png');
    expect(await (file as File).text()).toBe('<script>alert(1)</script>');
  });

  it('cleans a JSON field of FormData value by value and keeps it JSON', () => {
    const form = new FormData();
    form.append(
      'payload',
      JSON.stringify({
        title: 'Rota <img src=x> change',
        steps: [{ note: '<b onclick="x()">Now</b>' }],
        html_layout_content: '<p onclick="keep()">Layout</p>',
        count: 3,
      }),
    );
    form.append('caption', '[not json <img src=x onerror=alert(1)>');
    const cleaned = sanitisePayload(form, 'html_layout_content');
    expect(JSON.parse(cleaned.get('payload') as string)).toEqual({
      title: 'Rota <img src="x"> change',
      steps: [{ note: '<b>Now</b>' }],
      html_layout_content: '<p onclick="keep()">Layout</p>',
      count: 3,
    });
    expect(cleaned.get('caption')).toBe('[not json <img src="x">');
  });

  it('cleans URLSearchParams', () => {
    const params = new URLSearchParams({
      search: '<img src=x onerror=alert(1)>ann',
      page_size: '30',
    });
    const cleaned = sanitisePayload(params);
    expect(cleaned.get('search')).toBe('<img src="x">ann');
    expect(cleaned.get('page_size')).toBe('30');
  });

  it('leaves the one excluded field as sent, at any depth, and cleans the rest', () => {
    const layout = '<table><tr><td style="color:red" onclick="track()">{{body}}</td></tr></table>';
    const cleaned = sanitisePayload(
      {
        html_layout_content: layout,
        name: '<script>alert(1)</script>Welcome',
        versions: [{ html_layout_content: layout, note: '<svg onload=alert(1)>' }],
      },
      'html_layout_content',
    );
    expect(cleaned.html_layout_content).toBe(layout);
    expect(cleaned.versions[0]?.html_layout_content).toBe(layout);
    expect(cleaned.name).toBe('Welcome');
    expect(cleaned.versions[0]?.note).toBe('<svg></svg>');
  });

  it('leaves the excluded field of FormData as sent', () => {
    const form = new FormData();
    form.append('email_body', '<p onclick="x()">Hi</p>');
    form.append('subject', '<p onclick="x()">Hi</p>');
    const cleaned = sanitisePayload(form, 'email_body');
    expect(cleaned.get('email_body')).toBe('<p onclick="x()">Hi</p>');
    expect(cleaned.get('subject')).toBe('<p>Hi</p>');
  });
});
