import type { UsersProfile } from '../../../contract/people/profiles.schema';
import type { userProfiles } from '../../db/schema/people';

export function displayName(row: { firstName: string; lastName: string; email: string }): string {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return name || row.email;
}

export function presentUsersProfile(
  row: typeof userProfiles.$inferSelect,
  organisation: { id: number; name: string },
  hasToolAccess: boolean,
): UsersProfile {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: displayName(row),
    job_title: row.jobTitle,
    role: row.role,
    is_active: row.isActive,
    has_tool_access: hasToolAccess,
    site_id: row.siteId,
    site: row.site,
    department_id: row.departmentId,
    department: row.department,
    onboarding_step: row.onboardingStep,
    user_config_step: row.userConfigStep,
    time_zone: row.timeZone,
    locale: row.locale,
    organisation,
  };
}
