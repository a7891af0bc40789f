import DOMPurify from 'dompurify';

/**
 * Where HTML's tokenizer opens a tag, an end tag, a comment or a doctype: "<" followed by a
 * letter, "/", "!" or "?". Any other "<" is text in every parsing context.
 */
const MARKUP_START = /<[a-zA-Z/!?]/;

/**
 * Cleans one string of unsafe markup (SPEC §5). Plain text, even with "<" in it ("score < 5 &
 * rising", "I <3 it"), cannot hold markup and is sent exactly as typed rather than
 * entity-encoded. A string with markup is replaced by DOMPurify's cleaned serialisation:
 * scripts, event handlers, javascript: links and namespace tricks removed.
 */
export function cleanString(value: string): string {
  return MARKUP_START.test(value) ? DOMPurify.sanitize(value) : value;
}

/** An object literal, as opposed to a File, Date, FormData or other class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function cleanFormData(form: FormData, exceptField: string | undefined): FormData {
  const cleaned = new FormData();
  for (const [key, entry] of form.entries()) {
    if (typeof entry !== 'string') cleaned.append(key, entry, entry.name);
    else cleaned.append(key, key === exceptField ? entry : cleanString(entry));
  }
  return cleaned;
}

/**
 * Deep-cleans every string in a request body or query: plain objects, arrays, FormData and
 * URLSearchParams. Files, blobs, dates and other non-plain values pass untouched, and so does
 * every value of the one field named by `exceptField`, at whatever depth it sits (e.g. an
 * e-mail template's HTML layout, which is sanitised by its own rules).
 */
export function sanitisePayload<T>(value: T, exceptField?: string): T {
  return clean(value, exceptField) as T;
}

function clean(value: unknown, exceptField: string | undefined): unknown {
  if (typeof value === 'string') return cleanString(value);
  if (Array.isArray(value)) return value.map((item) => clean(item, exceptField));
  if (value instanceof FormData) return cleanFormData(value, exceptField);
  if (value instanceof URLSearchParams) {
    const cleaned = new URLSearchParams();
    for (const [key, entry] of value) {
      cleaned.append(key, key === exceptField ? entry : cleanString(entry));
    }
    return cleaned;
  }
  if (isPlainObject(value)) {
    const cleaned: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      cleaned[key] = key === exceptField ? entry : clean(entry, exceptField);
    }
    return cleaned;
  }
  return value;
}
