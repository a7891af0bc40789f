import { z } from 'zod';
import { MAX_ID, paginatedSchema, refIdSchema } from '../shared/common.schema';
import { organisationRoleSchema } from './roles.schema';
import { personSummarySchema } from './profiles.schema';

export const usersWithRolesBodySchema = z
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
    role: organisationRoleSchema.optional(),
  })
  .strict();
export type UsersWithRolesBody = z.input<typeof usersWithRolesBodySchema>;

export const paginatedUsersWithRolesSchema = paginatedSchema(personSummarySchema);

export const updateRoleInputSchema = z
  .object({
    user_id: refIdSchema('Choose a person.'),
    role: organisationRoleSchema,
  })
  .strict();
export type UpdateRoleInput = z.infer<typeof updateRoleInputSchema>;

export const deactivateUserInputSchema = z
  .object({
    user_id: refIdSchema('Choose a person.'),
    /** false deactivates (the default), true reactivates. */
    is_active: z.boolean().default(false),
  })
  .strict();
export type DeactivateUserInput = z.input<typeof deactivateUserInputSchema>;
