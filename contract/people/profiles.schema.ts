import { z } from 'zod';
import { organisationRoleSchema } from './roles.schema';

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
  site: z.string().nullable(),
  department: z.string().nullable(),
  /** Onboarding and user-configuration wizard steps; -1 when not started (SPEC §9). */
  onboarding_step: z.number().int(),
  user_config_step: z.number().int(),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
});
export type UsersProfile = z.infer<typeof usersProfileSchema>;
