// Zod-free on purpose: the SPA shows these limits beside its fields, and the first screen stays
// free of zod. The schemas that enforce them are in `limits.schema.ts`.

/** RFC 5321's longest forward path: no mailbox can have a longer address. */
export const MAX_EMAIL_LENGTH = 254;

/** A name or title: a person's, a project's, a group's, an entry of a list. */
export const MAX_NAME_LENGTH = 200;

/** One cell of an uploaded CSV file (a people import): longer is not a value, it is a payload. */
export const MAX_CSV_CELL_LENGTH = 1_000;

/** One line of an uploaded CSV file, all its cells together, before the file is refused. */
export const MAX_CSV_RECORD_LENGTH = 32_000;
