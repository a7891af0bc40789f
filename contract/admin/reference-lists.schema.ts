import { z } from 'zod';
import { MAX_ID, queryBooleanSchema, refIdSchema, timestampSchema } from '../shared/common.schema';
import type { ReferenceListName } from './reference-lists';

const nameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(120, 'Keep the name to 120 characters or fewer.');
const descriptionSchema = z
  .string()
  .trim()
  .max(2000, 'Keep the description to 2000 characters or fewer.');

/** What every entry of every list carries. */
export const referenceEntryBaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/**
 * A list's three schemas from its own fields: the entry as read, the body of a create (name plus
 * the list's fields) and the body of an update (any of them, plus `archived`).
 */
function listSchemas<Read extends z.ZodRawShape, Write extends z.ZodRawShape>(
  read: Read,
  write: Write,
) {
  const entry = referenceEntryBaseSchema.extend(read);
  const create = z.object({ name: nameSchema, ...write }).strict();
  const update = create.partial().extend({ archived: z.boolean().optional() }).strict();
  return { entry, create, update };
}

const parentId = (what: string) => refIdSchema(`Choose a ${what} from the list.`);
const optionalDescription = { description: descriptionSchema.optional() };
const withDescription = { description: z.string() };

const linkSchema = z
  .url({ protocol: /^https?$/, error: 'Enter a web address starting with https:// or http://.' })
  .max(2000);

/** Each list's schemas, keyed by the list's name (`referenceLists` in reference-lists.ts). */
export const referenceListSchemas = {
  reporting_site_regions: listSchemas({}, {}),
  reporting_sites: listSchemas(
    { region_id: z.number().int().nullable() },
    { region_id: parentId('region').nullable().optional() },
  ),
  departments: listSchemas({}, {}),
  function_labels: listSchemas({}, {}),
  sub_functions: listSchemas(
    { function_label_id: z.number().int() },
    { function_label_id: parentId('function') },
  ),
  change_reach_labels: listSchemas({}, {}),
  change_reach_items: listSchemas({ label_id: z.number().int() }, { label_id: parentId('label') }),
  change_types: listSchemas({ code: z.string().nullable() }, {}),
  change_external_stakeholders: listSchemas(
    { organisation_name: z.string(), email: z.string().nullable() },
    {
      organisation_name: z.string().trim().max(200).optional(),
      email: z.email('Enter an e-mail address.').nullable().optional(),
    },
  ),
  project_tags: listSchemas({}, {}),
  project_roles: listSchemas(withDescription, optionalDescription),
  project_scopes: listSchemas({ code: z.string().nullable() }, {}),
  change_practice_standard_workstreams: listSchemas(withDescription, optionalDescription),
  change_practice_standard_deliverables: listSchemas(
    { workstream_id: z.number().int(), ...withDescription },
    { workstream_id: parentId('workstream'), ...optionalDescription },
  ),
  people_tags: listSchemas({}, {}),
  personas: listSchemas(withDescription, optionalDescription),
  // A link or a file (sent as multipart beside the fields); `file_name` is set for a file.
  custom_tool_templates: listSchemas(
    { url: z.string().nullable(), file_name: z.string().nullable(), ...withDescription },
    { url: linkSchema.optional(), ...optionalDescription },
  ),
} satisfies Record<ReferenceListName, ReturnType<typeof listSchemas>>;

type Schemas = typeof referenceListSchemas;
/** An entry of `list` as the API answers it. */
export type ReferenceEntry<L extends ReferenceListName = ReferenceListName> = z.infer<
  Schemas[L]['entry']
>;
export type CreateReferenceEntryInput<L extends ReferenceListName = ReferenceListName> = z.infer<
  Schemas[L]['create']
>;
export type UpdateReferenceEntryInput<L extends ReferenceListName = ReferenceListName> = z.infer<
  Schemas[L]['update']
>;

/** `?search=&include_archived=` on every list; child lists also take their parent's id. */
export const referenceListQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  include_archived: queryBooleanSchema.optional(),
});

/** A change reach label with its items (`?withReachItems=true`). */
export const changeReachLabelWithItemsSchema =
  referenceListSchemas.change_reach_labels.entry.extend({
    items: z.array(referenceListSchemas.change_reach_items.entry).optional(),
  });

/** The whole list in the order the admin wants it. */
export const reorderReferenceListInputSchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(MAX_ID))
      .min(1, 'Give the entries in their new order.')
      .refine((ids) => new Set(ids).size === ids.length, 'Each entry may appear once.'),
  })
  .strict();
export type ReorderReferenceListInput = z.infer<typeof reorderReferenceListInputSchema>;

export const reportingSitesPageQuerySchema = z.object({
  page_number: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(50),
  search: z.string().trim().max(120).optional(),
});
