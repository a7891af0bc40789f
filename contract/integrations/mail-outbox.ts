// Zod-free on purpose.
import { withQuery } from '../query-string';

/** Paths relative to /api/v1/. */
export const mailOutboxPaths = {
  list: (page_number = 1, page_size = 50) => withQuery('mail-outbox/', { page_number, page_size }),
  detail: (id: number) => `mail-outbox/${id}/`,
  /** `GET`: the message as an .eml file. */
  eml: (id: number) => `mail-outbox/${id}/eml/`,
};
