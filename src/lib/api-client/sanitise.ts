import DOMPurify from 'dompurify';
import { isPlainObject } from './plain-object';

/**
 * Cleans one string of unsafe markup (SPEC §5). A string in which DOMPurify finds nothing to
 * remove is sent exactly as typed: plain text such as "score < 5 & rising" must not come back
 * entity-encoded. A string with anything unsafe (scripts, event handlers, javascript: links,
 * namespace tricks) is replaced by DOMPurify's cleaned markup.
 */
export function cleanString(value: string): string {
  if (!value.includes('<')) return value;
  const cleaned = DOMPurify.sanitize(value);
  return DOMPurify.removed.length === 0 ? value : cleaned;
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
