/**
 * The local identity provider's pages: sign-in, sign-out, signed-out and errors. Plain HTML
 * rendered on the server, styles inline (the CSP allows inline styles, never inline scripts
 * without a hash), no external resources, every interpolated value escaped.
 */

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

const logo =
  '<svg class="logo" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="8" fill="#0F7B7B"/>' +
  '<path d="M21.5 11a7 7 0 1 0 0 10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>' +
  '<circle cx="22.5" cy="16" r="2.5" fill="#E4D7F5"/></svg>';

const favicon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0F7B7B"/><path d="M21.5 11a7 7 0 1 0 0 10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>',
  );

/** The brand colours of the provider's pages. */
export const palette = {
  teal: '#0F7B7B',
  tealDark: '#0B5F5F',
  purple: '#5B2A86',
  ink: '#1F2328',
  muted: '#4B5563',
  line: '#6B7280',
  error: '#B42318',
  errorBg: '#FEF3F2',
  tint: '#EEF7F7',
  white: '#FFFFFF',
} as const;

type Colour = keyof typeof palette;

/**
 * Every foreground/background pair the pages use, with the contrast WCAG 2.2 AA asks of it:
 * 4.5:1 for text, 3:1 for a control's outline and the focus ring.
 */
export const contrastPairs: readonly { fg: Colour; bg: Colour; min: number; use: string }[] = [
  { fg: 'ink', bg: 'white', min: 4.5, use: 'body text' },
  { fg: 'muted', bg: 'white', min: 4.5, use: 'lead and details text' },
  { fg: 'purple', bg: 'white', min: 4.5, use: 'brand name and links' },
  { fg: 'white', bg: 'teal', min: 4.5, use: 'button text' },
  { fg: 'white', bg: 'tealDark', min: 4.5, use: 'button text on hover' },
  { fg: 'error', bg: 'errorBg', min: 4.5, use: 'error message' },
  { fg: 'ink', bg: 'tint', min: 4.5, use: 'demo hint' },
  { fg: 'line', bg: 'white', min: 3, use: 'field outline' },
  { fg: 'error', bg: 'white', min: 3, use: 'invalid field outline' },
  // The ring sits 2px outside the control, so white is on both sides of it.
  { fg: 'purple', bg: 'white', min: 3, use: 'focus ring' },
];

const styles = `
:root{color-scheme:light;--teal:${palette.teal};--teal-dark:${palette.tealDark};--purple:${palette.purple};--ink:${palette.ink};--muted:${palette.muted};--line:${palette.line};--error:${palette.error};--error-bg:${palette.errorBg};--tint:${palette.tint}}
*,*::before,*::after{box-sizing:border-box}
html{font-family:"Segoe UI",system-ui,-apple-system,"Helvetica Neue",Roboto,Arial,sans-serif;font-size:100%;line-height:1.5;-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:${palette.white};color:var(--ink)}
.top{border-top:4px solid var(--purple);padding:1rem 1.5rem}
.brand{display:inline-flex;align-items:center;gap:.5rem;color:var(--purple);font-weight:700;font-size:1.25rem}
.logo{flex:none}
main{flex:1;display:flex;justify-content:center;padding:1.5rem 1rem 3rem}
.panel{width:100%;max-width:26rem}
h1{font-size:1.75rem;line-height:1.25;margin:1rem 0 .5rem}
p{margin:0 0 1rem}
.lead{color:var(--muted)}
.alert{border-left:4px solid var(--error);background:var(--error-bg);color:var(--error);padding:.75rem 1rem;margin:1rem 0;border-radius:4px;font-weight:600}
.alert p{margin:0}
.field{margin-top:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{display:block;width:100%;min-height:3rem;padding:.625rem .75rem;font:inherit;font-size:1rem;color:var(--ink);background:#fff;border:1px solid var(--line);border-radius:6px}
input[aria-invalid="true"]{border:2px solid var(--error)}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:3rem;margin-top:1.5rem;padding:.625rem 1rem;border:0;border-radius:6px;background:var(--teal);color:#fff;font:inherit;font-size:1rem;font-weight:600;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:var(--teal-dark)}
a{color:var(--purple)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--purple);outline-offset:2px}
.hint{margin-top:1.5rem;padding:.75rem 1rem;background:var(--tint);border-left:4px solid var(--teal);border-radius:4px;color:var(--ink);font-size:.9375rem}
.details{color:var(--muted);font-size:.875rem;overflow-wrap:anywhere}
@media (min-width:40rem){main{align-items:flex-start;padding-top:4rem}h1{font-size:2rem}}
@media (forced-colors:active){button,.button{border:1px solid ButtonText}}
`;

export function layout(options: { title: string; description: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${escapeHtml(options.description)}">
<meta name="color-scheme" content="light">
<title>${escapeHtml(options.title)} · Changecraft</title>
<link rel="icon" href="${favicon}">
<style>${styles}</style>
</head>
<body>
<header class="top"><span class="brand">${logo}<span>Changecraft</span></span></header>
<main>
<div class="panel">
${options.body}
</div>
</main>
</body>
</html>
`;
}

export interface SignInPageOptions {
  /** Where the form posts. */
  action: string;
  /** The e-mail to show again (after a failed attempt, or the client's login hint). */
  email?: string | undefined;
  /** Why the last attempt failed. */
  error?: { message: string; invalidFields: boolean } | undefined;
  /** "Demo accounts: see the terminal…" (never in production). */
  showDemoHint: boolean;
}

/** The sign-in form: email, password, one button; errors announced and tied to the fields. */
export function renderSignInPage(options: SignInPageOptions): string {
  const errorId = 'sign-in-error';
  const error = options.error;
  const describedBy = error ? ` aria-describedby="${errorId}"` : '';
  const invalid = error?.invalidFields ? ' aria-invalid="true"' : '';
  const email = options.email ?? '';
  const focusEmail = email === '';
  const body = `<h1>Sign in</h1>
<p class="lead">Use your Changecraft account to continue.</p>
${error ? `<div class="alert" id="${errorId}" role="alert"><p>${escapeHtml(error.message)}</p></div>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="320" value="${escapeHtml(email)}"${describedBy}${invalid}${focusEmail ? ' autofocus' : ''}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${describedBy}${invalid}${focusEmail ? '' : ' autofocus'}>
</div>
<button type="submit">Sign in</button>
</form>
${options.showDemoHint ? '<p class="hint">Demo accounts: see the terminal where the server started.</p>' : ''}`;
  return layout({ title: 'Sign in', description: 'Sign in to Changecraft.', body });
}

export interface MessagePageOptions {
  title: string;
  heading: string;
  message: string;
  /** A way on: usually back to the app. */
  link?: { href: string; text: string } | undefined;
  /** Technical detail for whoever reports the problem (error code and description). */
  details?: string | undefined;
}

/** A page that says one thing and offers one way on: errors, expired links, signed out. */
export function renderMessagePage(options: MessagePageOptions): string {
  const body = `<h1>${escapeHtml(options.heading)}</h1>
<p>${escapeHtml(options.message)}</p>
${options.link ? `<a class="button" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a>` : ''}
${options.details ? `<p class="details">${escapeHtml(options.details)}</p>` : ''}`;
  return layout({ title: options.title, description: options.heading, body });
}

/** The script that submits the sign-out form at once; its hash goes into the CSP. */
export const signOutScript = "document.getElementById('sign-out').submit();";

/**
 * Sign-out: the form ends the provider session and returns to the app. It submits itself (no
 * "are you sure?"); the button is there for a browser that runs no script.
 */
export function renderSignOutPage(options: { action: string; xsrf: string }): string {
  const body = `<h1>Signing you out</h1>
<p class="lead">One moment…</p>
<form id="sign-out" method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="xsrf" value="${escapeHtml(options.xsrf)}">
<input type="hidden" name="logout" value="yes">
<button type="submit">Sign out</button>
</form>
<script>${signOutScript}</script>`;
  return layout({ title: 'Signing out', description: 'Signing you out of Changecraft.', body });
}
