import { z } from 'zod';

/** Positive integer id from a path segment or query string. */
export const idSchema = z.coerce.number().int().positive();

/** `{id}` path parameters. */
export const idParamsSchema = z.object({ id: idSchema });

/** Query-string boolean as the SPA sends it (`true`/`false`, `1`/`0`). */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((v) => v === 'true' || v === '1' || v === 'True');

/** `page_number` / `page_size` in, as every paged list takes them. */
export const paginationQuerySchema = z.object({
  page_number: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(50),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

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

/** The exact detail the SPA redirects on (SPEC §8). */
export const USER_DISABLED_DETAIL = 'User account is disabled.';

/** ISO 8601 UTC timestamp as the API writes it. */
export const timestampSchema = z.string().datetime({ offset: true });
