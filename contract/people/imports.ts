// Zod-free on purpose.

/** Columns a people CSV may have; `email` is the only one required. */
export const peopleCsvColumns = [
  'email',
  'first_name',
  'last_name',
  'job_title',
  'site',
  'department',
  'function',
  'persona',
  'manager_email',
  'role',
  'people_tags',
] as const;
export type PeopleCsvColumn = (typeof peopleCsvColumns)[number];

export const importOutcomes = ['created', 'updated', 'unchanged', 'rejected'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];
export const importOutcomeLabels: Record<ImportOutcome, string> = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  rejected: 'Rejected',
};

export const importStatuses = ['previewed', 'running', 'committed', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** Largest upload, in bytes (the server's multipart limit). */
export const PEOPLE_CSV_MAX_BYTES = 25 * 1024 * 1024;

/** Most rows one file may hold. */
export const PEOPLE_CSV_MAX_ROWS = 50_000;

/** Path patterns relative to /api/v1/ of one import. */
export const importsPatterns = {
  detail: 'people-imports/:id/',
  report: 'people-imports/:id/report/',
} as const;

/** Paths relative to /api/v1/. */
export const importsPaths = {
  /** `POST` multipart: classify every row, change nothing. */
  preview: () => 'preview-people-csv-upload/',
  /** `POST` multipart: apply the accepted rows (admin). */
  commit: () => 'load-users-from-csv/',
  /** `POST` multipart: a people manager's import of the people they manage. */
  commitManaged: () => 'load-in-users-from-csv-people-manager/',
  history: () => 'get-history-for-user-csv-upload/',
  /** `GET`: one import with its progress. */
  detail: (id: number) => `people-imports/${id}/`,
  /** `GET`: the import's report as CSV (every row with its outcome and reasons). */
  report: (id: number) => `people-imports/${id}/report/`,
};
