import type { Person, PersonSummary } from '../../../../contract/people/profiles.schema';
import type { userProfiles } from '../../../db/schema/people';
import { displayName } from '../present';

type ProfileRow = typeof userProfiles.$inferSelect;

export function presentPersonSummary(row: ProfileRow): PersonSummary {
  return {
    id: row.id,
    email: row.email,
    display_name: displayName(row),
    first_name: row.firstName,
    last_name: row.lastName,
    job_title: row.jobTitle,
    role: row.role,
    is_active: row.isActive,
    site_id: row.siteId,
    site: row.site,
    department_id: row.departmentId,
    department: row.department,
  };
}

export function presentPerson(
  row: ProfileRow,
  manager: { id: number; firstName: string; lastName: string; email: string } | null,
): Person {
  return {
    ...presentPersonSummary(row),
    function: row.function,
    persona: row.persona,
    people_tags: row.peopleTags,
    manager: manager ? { id: manager.id, display_name: displayName(manager) } : null,
    is_people_manager: row.isPeopleManager,
    teams_id: row.teamsId,
    theme: row.theme,
    time_zone: row.timeZone,
    locale: row.locale,
    notification_choices: row.notificationChoices,
    onboarding_step: row.onboardingStep,
    user_config_step: row.userConfigStep,
    created_at: row.createdAt.toISOString(),
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
  };
}
