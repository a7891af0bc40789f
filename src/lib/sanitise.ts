/**
 * Where HTML's tokenizer opens a tag, an end tag, a comment or a doctype: "<" followed by a
 * letter, "/", "!" or "?". Any other "<" is text in every parsing context.
 */
const MARKUP_START = /<[a-zA-Z/!?]/;

/**
 * What markup needs before it can run script or restyle the page: an element that loads,
 * embeds, submits or switches parsing (script, iframe, svg, math, style, form fields, media, …),
 * an event handler or style attribute, a script or data URL (however it is spaced or
 * entity-encoded), a comment or doctype (namespace-confusion tricks start there). A string with
 * markup but none of these (`R&D <b>pilot</b> for Q1<Q2 & "Ops"`) is harmless as it stands.
 */
const UNSAFE_MARKUP = [
  /<\s*\/?\s*(script|style|iframe|frame|frameset|object|embed|applet|base|meta|link|form|input|button|select|option|textarea|img|image|video|audio|source|track|picture|svg|math|template|noscript|noembed|noframes|xmp|plaintext|listing|title|details|marquee|body|html|head|isindex|portal|dialog|slot)\b/i,
  /<[^>]*\bon[a-z]+\s*=/i,
  /<[^>]*\b(style|srcdoc|formaction|xlink:href|srcset|ping)\s*=/i,
  /(j\s*a\s*v\s*a|v\s*b)\s*s\s*c\s*r\s*i\s*p\s*t\s*:|d\s*a\s*t\s*a\s*:/i,
  /&[#a-zA-Z0-9]+;/,
  /<[!?]/,
];

/**
 * Cleans one string of unsafe markup (SPEC §5), removing only what is unsafe. Plain text, even
 * with "<" or "&" in it ("score < 5 & rising", "I <3 it"), and harmless markup are sent exactly
 * as typed: never parsed, entity-encoded or shortened (React escapes them when they are shown).
 * Only a string carrying something that could run script is parsed, by DOMPurify in an inert
 * document, and replaced by its cleaned serialisation: scripts, event handlers, javascript:
 * links and namespace tricks removed.
 */
export function cleanString(value: string): string {
  if (!isUnsafe(value)) return value;
  if (!purify) throw new Error('Call readySanitiser before cleaning markup.');
  return purify(value);
}

/**
 * Whether `cleanString` can clean this string now, without waiting for DOMPurify: it is harmless
 * as it stands, or DOMPurify is already loaded.
 */
export function canCleanNow(value: string): boolean {
  return purify !== undefined || !isUnsafe(value);
}

function isUnsafe(value: string): boolean {
  return MARKUP_START.test(value) && UNSAFE_MARKUP.some((pattern) => pattern.test(value));
}

let purify: ((dirty: string) => string) | undefined;

/**
 * Loads DOMPurify (about 8 KiB compressed) if the payload holds a string that needs it, or
 * always when called without one. Nearly every request carries only plain text, so the first
 * screen never downloads it.
 */
export async function readySanitiser(payload?: {
  value: unknown;
  exceptField?: string;
}): Promise<void> {
  if (purify) return;
  if (payload) {
    let unsafe = false;
    clean(payload.value, payload.exceptField, (text) => {
      unsafe ||= isUnsafe(text);
      return text;
    });
    if (!unsafe) return;
  }
  const { default: DOMPurify } = await import('dompurify');
  purify = (dirty) => DOMPurify.sanitize(dirty);
}

/** An object literal, as opposed to a File, Date, FormData or other class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

type StringCleaner = (value: string) => string;

/**
 * A JSON object or array sent as one form field (the `payload` beside a file): parsed, cleaned
 * value by value and serialised again, so that cleaning never rewrites the JSON's own text.
 * Undefined for any other string, which is cleaned as text.
 */
function cleanJsonField(
  entry: string,
  exceptField: string | undefined,
  text: StringCleaner,
): string | undefined {
  const start = entry.trimStart()[0];
  if (start !== '{' && start !== '[') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(entry);
  } catch {
    return undefined;
  }
  return JSON.stringify(clean(parsed, exceptField, text));
}

function cleanFormData(
  form: FormData,
  exceptField: string | undefined,
  text: StringCleaner,
): FormData {
  const cleaned = new FormData();
  for (const [key, entry] of form.entries()) {
    if (typeof entry !== 'string') cleaned.append(key, entry, entry.name);
    else if (key === exceptField) cleaned.append(key, entry);
    else cleaned.append(key, cleanJsonField(entry, exceptField, text) ?? text(entry));
  }
  return cleaned;
}

/**
 * Deep-cleans every string in a request body or query: plain objects, arrays, FormData and
 * URLSearchParams. Files, blobs, dates and other non-plain values pass untouched, and so does
 * every value of the one field named by `exceptField`, at whatever depth it sits (e.g. an
 * e-mail template's HTML layout, which is sanitised by its own rules). `readySanitiser(value)`
 * must have been awaited first.
 */
export function sanitisePayload<T>(value: T, exceptField?: string): T {
  return clean(value, exceptField, cleanString) as T;
}

function clean(value: unknown, exceptField: string | undefined, text: StringCleaner): unknown {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) return value.map((item) => clean(item, exceptField, text));
  if (value instanceof FormData) return cleanFormData(value, exceptField, text);
  if (value instanceof URLSearchParams) {
    const cleaned = new URLSearchParams();
    for (const [key, entry] of value) {
      cleaned.append(key, key === exceptField ? entry : text(entry));
    }
    return cleaned;
  }
  if (isPlainObject(value)) {
    const cleaned: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      cleaned[key] = key === exceptField ? entry : clean(entry, exceptField, text);
    }
    return cleaned;
  }
  return value;
}
