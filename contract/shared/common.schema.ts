import { z } from 'zod';

/** The largest id (and whole number) a database column holds: ids are 32-bit integers. */
export const MAX_ID = 2_147_483_647;
const idTooLarge = `An id is at most ${MAX_ID}.`;

/** Positive integer id from a path segment or query string. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID, idTooLarge);

/** `{id}` path parameters. */
export const idParamsSchema = z.object({ id: idSchema });

/** Query-string boolean as the SPA sends it (`true`/`false`, `1`/`0`). */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((v) => v === 'true' || v === '1' || v === 'True');

/** `page_number` / `page_size` in, as every paged list takes them. */
export const paginationQuerySchema = z.object({
  page_number: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(50),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** The largest page a list paged as DESIGN.md §5 says answers (50 by default). */
export const PAGE_SIZE_MAX = 100;
const pageSizeMessage = `A page holds 1 to ${PAGE_SIZE_MAX} rows.`;
/**
 * `page_number` / `page_size` of a list that grows with the organisation: 50 by default, at
 * most 100. (`paginationQuerySchema` still lets older callers ask for up to 500.)
 */
export const pageQuerySchema = z.object({
  page_number: z.coerce
    .number({ error: 'A page number is a whole number from 1.' })
    .int('A page number is a whole number from 1.')
    .min(1, 'A page number is a whole number from 1.')
    .max(MAX_ID, idTooLarge)
    .default(1),
  page_size: z.coerce
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(PAGE_SIZE_MAX, pageSizeMessage)
    .default(50),
});

/** `{count, next, previous, results}` out, in Django REST framework's shape. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** `{"detail": "..."}`: every error that is not about one field. */
export const errorDetailSchema = z.object({ detail: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** 400 body: each invalid field with its messages; `non_field_errors` for the rest. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** ISO 8601 UTC timestamp as the API writes it. */
export const timestampSchema = z.string().datetime({ offset: true });

/** PostgreSQL has no year 0: `0000-01-01` is well-formed but no date it can store. */
function isStorableDate(date: string): boolean {
  return !date.startsWith('0000');
}
const yearOneOrLater = 'Enter a date from the year 0001 on.';

/** Calendar date as the API reads and writes it: `YYYY-MM-DD`. */
export const dateSchema = z.iso
  .date({ error: 'Enter a date as YYYY-MM-DD.' })
  .refine(isStorableDate, yearOneOrLater);

/** An id inside a JSON body (a number, not a string). */
/** A whole number from 1 to `max` in a query string, the message naming the parameter. */
export function queryCountSchema(name: string, max: number) {
  const message = `${name} is 1 to ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
}

export function refIdSchema(message = 'Choose one from the list.') {
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, idTooLarge);
}

/** Comma-separated values of an enumeration in a query string (`?status=Live,Paused`). */
export function csvEnumSchema<const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
) {
  return z.string().transform((raw, ctx) => {
    const parts = [
      ...new Set(
        raw
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = parts.filter((part) => !values.includes(part));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown ${what}: ${unknown.join(', ')}. Choose from ${values.join(', ')}.`,
      });
      return z.NEVER;
    }
    return parts as T[number][];
  });
}

/** Comma-separated positive integer ids in a query string (`?ids=3,5,8`). */
export const csvIdsSchema = z.string().transform((raw, ctx) => {
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const ids = parts.map(Number);
  if (parts.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0 || id > MAX_ID)) {
    ctx.addIssue({ code: 'custom', message: 'Give ids as whole numbers separated by commas.' });
    return z.NEVER;
  }
  return [...new Set(ids)];
});

/** A person as other records name them (an owner, a creator). */
export const personRefSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/**
 * Refinement option: run a cross-field check even when other fields failed (so a form shows
 * every message at once), as long as the fields it reads are themselves valid.
 */
export function whenFieldsValid(...fields: string[]) {
  return {
    when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      // A value that is not an object at all (`null`, a list) has no fields to compare.
      isPlainObject(payload.value) &&
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0] ?? ''))),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Refinement option: run a check on a list or object only when everything in it is valid. */
export const whenValid = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/** A required date: one message when it is missing, another when it is not a date. */
export function requiredDateSchema(missing: string) {
  return z.iso
    .date({
      error: (issue) => (issue.input === undefined ? missing : 'Enter a date as YYYY-MM-DD.'),
    })
    .refine(isStorableDate, yearOneOrLater);
}
