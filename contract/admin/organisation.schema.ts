import { z } from 'zod';
import { formatLocales } from '../shared/formatting';
import { organisationRoleSchema } from '../people/roles.schema';
import { phaseCodeSchema } from '../projects/phases.schema';
import { assessmentAccessKeys, maxLeaderSyncExclusions } from './organisation';

export const assessmentAccessKeySchema = z.enum(assessmentAccessKeys);

export const toolAccessSettingsSchema = z.object({
  /** Roles that may open the admin area. ADMIN always has it. */
  admin_roles: z.array(organisationRoleSchema),
  assessments: z.record(assessmentAccessKeySchema, z.boolean()),
});
export type ToolAccessSettings = z.infer<typeof toolAccessSettingsSchema>;

export const updateToolAccessSettingsInputSchema = z
  .object({
    admin_roles: z
      .array(organisationRoleSchema)
      .refine((roles) => roles.includes('ADMIN'), 'ADMIN always keeps tool access.')
      .optional(),
    assessments: z.partialRecord(assessmentAccessKeySchema, z.boolean()).optional(),
  })
  .strict();
export type UpdateToolAccessSettingsInput = z.infer<typeof updateToolAccessSettingsInputSchema>;

/** Rating thresholds that colour heatmap cells (DESIGN.md §6); each is the lowest value of its band. */
export const heatmapThresholdsSchema = z
  .object({ medium: z.number().min(0), high: z.number().min(0), very_high: z.number().min(0) })
  .refine((t) => t.medium <= t.high && t.high <= t.very_high, {
    message: 'Thresholds must rise: medium ≤ high ≤ very high.',
  });
export type HeatmapThresholds = z.infer<typeof heatmapThresholdsSchema>;

/**
 * An IANA zone of the form Area/Location (or UTC). Legacy aliases (`US/Pacific-New`), POSIX
 * rules (`EST5EDT`) and bare offsets (`+05:00`, which PostgreSQL reads with the sign inverted)
 * are refused; the server also checks that PostgreSQL knows the zone.
 */
const ianaZonePattern =
  /^(?:UTC|(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)*)$/;

const timeZoneSchema = z.string().refine((tz) => {
  if (!ianaZonePattern.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'Not a known IANA time zone.');

export const organisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  time_zone: z.string(),
  locale: z.string(),
  phase_names: z.record(phaseCodeSchema, z.string()),
  heatmap_thresholds: heatmapThresholdsSchema,
  created_at: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const updateOrganisationInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name.').max(200).optional(),
    time_zone: timeZoneSchema.optional(),
    locale: z.enum(formatLocales, { error: 'Choose a format from the list.' }).optional(),
    phase_names: z.partialRecord(phaseCodeSchema, z.string().trim().min(1).max(80)).optional(),
    heatmap_thresholds: heatmapThresholdsSchema.optional(),
  })
  .strict();
export type UpdateOrganisationInput = z.infer<typeof updateOrganisationInputSchema>;

/** The signed-in user's organisation, as the shell shows it. */
export const userOrganisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  time_zone: z.string(),
  locale: z.string(),
});
export type UserOrganisation = z.infer<typeof userOrganisationSchema>;

/** People never synced as leaders from the directory, by e-mail address. */
export const syncLeaderExclusionListSchema = z.object({
  sync_leader_exclusion_list: z.array(z.string()),
});
export type SyncLeaderExclusionList = z.infer<typeof syncLeaderExclusionListSchema>;

export const updateSyncLeaderExclusionListInputSchema = z
  .object({
    sync_leader_exclusion_list: z
      .array(z.email('Enter a valid e-mail address.').max(254))
      .max(maxLeaderSyncExclusions, `At most ${maxLeaderSyncExclusions} people.`),
  })
  .strict();
export type UpdateSyncLeaderExclusionListInput = z.infer<
  typeof updateSyncLeaderExclusionListInputSchema
>;

/** Head counts of the organisation, with the seats it pays for (null when unlimited). */
export const organisationSizeSchema = z.object({
  active_people: z.number().int(),
  inactive_people: z.number().int(),
  by_role: z.record(organisationRoleSchema, z.number().int()),
  seats: z.number().int().nullable(),
  size_band: z.string(),
});
export type OrganisationSize = z.infer<typeof organisationSizeSchema>;
