import { z } from 'zod';
import { formatLocales } from '../shared/formatting';
import {
  MAX_ID,
  paginatedSchema,
  personRefSchema,
  refIdSchema,
  timestampSchema,
} from '../shared/common.schema';
import { organisationRoleSchema } from './roles.schema';
import {
  notificationKinds,
  personSortKeys,
  personStatuses,
  sortDirections,
  themeChoices,
} from './profiles';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const emailSchema = z
  .string({ error: 'Enter an email address.' })
  .trim()
  .min(1, 'Enter an email address.')
  .max(254, 'An email address can be at most 254 characters.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'))
  .transform((v) => v.toLowerCase());

/** A person as lists and search show them. */
export const personSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  role: organisationRoleSchema,
  is_active: z.boolean(),
  /** The organisation's reporting site (admin list `reporting_sites`) and its current name. */
  site_id: z.number().int().nullable(),
  site: z.string().nullable(),
  /** The organisation's department (admin list `departments`) and its current name. */
  department_id: z.number().int().nullable(),
  department: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** A person with everything their profile holds. */
export const personSchema = personSummarySchema.extend({
  function: z.string().nullable(),
  persona: z.string().nullable(),
  people_tags: z.array(z.string()),
  manager: personRefSchema.nullable(),
  is_people_manager: z.boolean(),
  teams_id: z.string().nullable(),
  theme: z.enum(themeChoices),
  time_zone: z.string().nullable(),
  locale: z.string().nullable(),
  notification_choices: z.partialRecord(z.enum(notificationKinds), z.boolean()),
  onboarding_step: z.number().int(),
  user_config_step: z.number().int(),
  created_at: timestampSchema,
  deactivated_at: timestampSchema.nullable(),
});
export type Person = z.infer<typeof personSchema>;

/** The directory drawer: the person, their directory groups and their projects. */
export const personDetailSchema = personSchema.extend({
  /** Global impacted groups the person belongs to. */
  groups: z.array(z.object({ id: z.number().int(), display_name: z.string() })),
  projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const paginatedPeopleSchema = paginatedSchema(personSchema);
export const paginatedPersonSummariesSchema = paginatedSchema(personSummarySchema);

const profileFields = {
  first_name: z.string().trim().max(100, 'A first name can be at most 100 characters.'),
  last_name: z.string().trim().max(100, 'A last name can be at most 100 characters.'),
  job_title: optionalText(200, 'A job title'),
  site_id: refIdSchema('Choose a site from the list.').nullable(),
  department_id: refIdSchema('Choose a department from the list.').nullable(),
  function: optionalText(200, 'A function'),
  persona: optionalText(200, 'A persona'),
  people_tags: z
    .array(z.string().trim().min(1, 'A tag cannot be empty.').max(100, 'A tag is too long.'))
    .max(50, 'At most 50 tags.'),
  manager_id: refIdSchema('Choose a manager from the list.').nullable(),
  is_people_manager: z.boolean(),
};

/** `POST user_profiles/`: an admin adds a person directly (no invitation). */
export const createPersonInputSchema = z
  .object({
    email: emailSchema,
    ...profileFields,
    first_name: profileFields.first_name.min(1, 'Enter a first name.'),
    last_name: profileFields.last_name,
    role: organisationRoleSchema.default('EMPLOYEE'),
  })
  .partial({
    last_name: true,
    job_title: true,
    site_id: true,
    department_id: true,
    function: true,
    persona: true,
    people_tags: true,
    manager_id: true,
    is_people_manager: true,
  })
  .strict();
export type CreatePersonInput = z.input<typeof createPersonInputSchema>;

/**
 * `PATCH user_profiles/{id}/`: any subset. A person edits their own set-up fields; an admin edits
 * anyone's directory fields too.
 */
export const updatePersonInputSchema = z
  .object({
    ...profileFields,
    first_name: profileFields.first_name.min(1, 'Enter a first name.'),
    teams_id: optionalText(200, 'A Teams id'),
    theme: z.enum(themeChoices, { error: 'Choose light, dark or high contrast.' }),
    time_zone: z
      .string()
      .trim()
      .refine((zone) => isTimeZone(zone), 'Choose a time zone from the list.')
      .nullable(),
    locale: z.enum(formatLocales, { error: 'Choose a format from the list.' }).nullable(),
    notification_choices: z.partialRecord(z.enum(notificationKinds), z.boolean()),
    onboarding_step: z
      .number()
      .int()
      .min(-1, 'A step is -1 or more.')
      .max(100, 'A step is at most 100.'),
    user_config_step: z
      .number()
      .int()
      .min(-1, 'A step is -1 or more.')
      .max(100, 'A step is at most 100.'),
  })
  .partial()
  .strict();
export type UpdatePersonInput = z.input<typeof updatePersonInputSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const updatePersonQuerySchema = z.object({
  updateSite: z
    .enum(['true', 'false', 'True', 'False', '1', '0'])
    .transform((v) => v === 'true' || v === 'True' || v === '1')
    .optional(),
});

/** `GET user_profiles/`: the directory. */
export const personListQuerySchema = z.object({
  page_number: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(50),
  search: z.string().trim().max(200).optional(),
  site: z.string().trim().max(200).optional(),
  department: z.string().trim().max(200).optional(),
  role: organisationRoleSchema.optional(),
  people_tag: z.string().trim().max(100).optional(),
  persona: z.string().trim().max(200).optional(),
  status: z.enum(personStatuses).default('active'),
  sort: z.enum(personSortKeys).default('name'),
  direction: z.enum(sortDirections).default('asc'),
});
export type PersonListQuery = z.infer<typeof personListQuerySchema>;

/** `GET user_profiles/search_profiles/`: as-you-type search. */
export const searchProfilesQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  per_page: z.coerce.number().int().min(1).max(100).default(30),
  page: z.coerce.number().int().min(1).default(1),
});

/** `POST user_profiles/search_profiles_by_criteria/`. */
export const searchByCriteriaQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).default(1),
});
export const searchCriteriaSchema = z
  .object({
    search: z.string().trim().max(200),
    site: z.string().trim().max(200),
    department: z.string().trim().max(200),
    function: z.string().trim().max(200),
    role: organisationRoleSchema,
    people_tag: z.string().trim().max(100),
    persona: z.string().trim().max(200),
    manager_id: refIdSchema('Choose a manager from the list.'),
  })
  .partial()
  .strict();
export type SearchCriteria = z.infer<typeof searchCriteriaSchema>;

/** `POST search-profiles/`: the people manager's paged search. */
export const searchProfilesBodySchema = z
  .object({
    page_number: z
      .number({ error: 'Give the page as a whole number.' })
      .int()
      .min(1)
      .max(MAX_ID)
      .default(1),
    page_size: z
      .number({ error: 'Give the page size as a whole number.' })
      .int()
      .min(1)
      .max(500)
      .default(50),
    search: z.string().trim().max(200).default(''),
    selectedSort: z
      .enum(personSortKeys, { error: 'Sort by name, email, site, department, role or added.' })
      .default('name'),
    selectedSortDirection: z.enum(sortDirections, { error: 'Sort asc or desc.' }).default('asc'),
    /** Only the people the caller manages (the people-manager filter). */
    isFilteredUsers: z.boolean().default(false),
  })
  .strict();
export type SearchProfilesBody = z.input<typeof searchProfilesBodySchema>;

/** `POST get-profiles/`. */
export const profilesByIdsBodySchema = z
  .object({
    ids: z
      .array(refIdSchema('Give ids as whole numbers.'), { error: 'Give a list of ids.' })
      .max(500, 'Ask for at most 500 people at once.'),
  })
  .strict();

export const managersForGroupQuerySchema = z.object({
  group_id: z.coerce
    .number({ error: 'Give the group id as a whole number.' })
    .int('Give the group id as a whole number.')
    .positive('Give the group id as a whole number.')
    .max(MAX_ID, 'Give the group id as a whole number.'),
});

export const personSummaryListSchema = z.array(personSummarySchema);

/** The signed-in user's profile (`get-users-profile/`). */
export const usersProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  job_title: z.string().nullable(),
  role: organisationRoleSchema,
  is_active: z.boolean(),
  /** Whether the admin area is open to this user (SPEC §6: "Admin area requires tool access"). */
  has_tool_access: z.boolean(),
  site_id: z.number().int().nullable(),
  site: z.string().nullable(),
  department_id: z.number().int().nullable(),
  department: z.string().nullable(),
  /** Onboarding and user-configuration wizard steps; -1 when not started (SPEC §9). */
  onboarding_step: z.number().int(),
  user_config_step: z.number().int(),
  /** The person's own date settings; the organisation's apply where these are null. */
  time_zone: z.string().nullable(),
  locale: z.string().nullable(),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
});
export type UsersProfile = z.infer<typeof usersProfileSchema>;
