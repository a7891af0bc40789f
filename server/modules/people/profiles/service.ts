import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  CreatePersonInput,
  PersonDetail,
  UpdatePersonInput,
} from '../../../../contract/people/profiles.schema';
import type { CurrentUser } from '../../../auth/current-user';
import {
  globalImpactedGroupMembers,
  globalImpactedGroups,
} from '../../../db/schema/global-impacted-groups';
import { userProfiles } from '../../../db/schema/people';
import { projects, projectTeamMembers } from '../../../db/schema/projects';
import { departments, reportingSites } from '../../../db/schema/reference-data';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, forbidden, notFound } from '../../../http-errors';
import { adminOnlyProfileFields, requirePeopleAdmin } from '../people-policy';
import { requireSeats } from '../../billing/seats/seat-allowance';
import { presentPerson } from './present';
import { findPerson, findPersonByEmail, requirePerson, type PersonWithManager } from './queries';

type CreateValues = Omit<CreatePersonInput, 'email'> & { email: string };

async function requireManager(tx: TenantTx, managerId: number | null | undefined, self?: number) {
  if (managerId === null || managerId === undefined) return;
  if (managerId === self) throw badRequest({ manager_id: ['A person cannot manage themselves.'] });
  const found = await findPerson(tx, managerId);
  if (!found || !found.person.isActive) {
    throw badRequest({ manager_id: ['Choose an active person of your organisation.'] });
  }
}

/** A site and department must be entries of the caller's organisation's lists (RLS reads only those). */
async function requireReferences(
  tx: TenantTx,
  input: { site_id?: number | null; department_id?: number | null },
) {
  const errors: Record<string, string[]> = {};
  if (typeof input.site_id === 'number') {
    const [site] = await tx
      .select({ id: reportingSites.id })
      .from(reportingSites)
      .where(eq(reportingSites.id, input.site_id));
    if (!site) errors.site_id = ['Choose a site of your organisation.'];
  }
  if (typeof input.department_id === 'number') {
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, input.department_id));
    if (!department) errors.department_id = ['Choose a department of your organisation.'];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** `POST user_profiles/`: an admin adds a person. */
export async function createPerson(
  tx: TenantTx,
  user: CurrentUser,
  input: CreateValues,
): Promise<PersonWithManager> {
  requirePeopleAdmin(user);
  if (await findPersonByEmail(tx, input.email)) {
    throw badRequest({ email: ['Someone in your organisation already uses this address.'] });
  }
  await requireManager(tx, input.manager_id);
  await requireReferences(tx, input);
  await requireSeats(tx, 1, 'email');
  const [row] = await tx
    .insert(userProfiles)
    .values({
      organisationId: user.organisationId,
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name ?? '',
      jobTitle: input.job_title ?? null,
      role: input.role ?? 'EMPLOYEE',
      siteId: input.site_id ?? null,
      departmentId: input.department_id ?? null,
      function: input.function ?? null,
      persona: input.persona ?? null,
      peopleTags: input.people_tags ?? [],
      managerId: input.manager_id ?? null,
      isPeopleManager: input.is_people_manager ?? false,
    })
    .returning({ id: userProfiles.id });
  if (!row) throw new Error('insert returned nothing');
  return await requirePerson(tx, row.id);
}

/**
 * `PATCH user_profiles/{id}/`: a person edits their own set-up; an admin edits anyone's. The
 * site changes only with `updateSite=true`, so a form that merely shows the site cannot move
 * someone by accident.
 */
export async function updatePerson(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdatePersonInput,
  updateSite: boolean,
): Promise<PersonWithManager> {
  const current = await findPerson(tx, id);
  if (!current) throw notFound();
  const isAdmin = user.role === 'ADMIN';
  if (!isAdmin && user.id !== id) throw forbidden();
  if (!isAdmin) {
    const refused = adminOnlyProfileFields.filter((field) => input[field] !== undefined);
    if (refused.length > 0) {
      throw badRequest(
        Object.fromEntries(refused.map((field) => [field, ['Only an admin can change this.']])),
      );
    }
  }
  if (input.site_id !== undefined && !updateSite) {
    throw badRequest({ site_id: ['Send updateSite=true to change the site.'] });
  }
  await requireManager(tx, input.manager_id, id);
  await requireReferences(tx, input);
  const set: Partial<typeof userProfiles.$inferInsert> = {};
  if (input.first_name !== undefined) set.firstName = input.first_name;
  if (input.last_name !== undefined) set.lastName = input.last_name;
  if (input.job_title !== undefined) set.jobTitle = input.job_title;
  if (input.site_id !== undefined) set.siteId = input.site_id;
  if (input.department_id !== undefined) set.departmentId = input.department_id;
  if (input.function !== undefined) set.function = input.function;
  if (input.persona !== undefined) set.persona = input.persona;
  if (input.people_tags !== undefined) set.peopleTags = [...new Set(input.people_tags)];
  if (input.manager_id !== undefined) set.managerId = input.manager_id;
  if (input.is_people_manager !== undefined) set.isPeopleManager = input.is_people_manager;
  if (input.teams_id !== undefined) set.teamsId = input.teams_id;
  if (input.theme !== undefined) set.theme = input.theme;
  if (input.time_zone !== undefined) set.timeZone = input.time_zone;
  if (input.locale !== undefined) set.locale = input.locale;
  if (input.notification_choices !== undefined) {
    set.notificationChoices = {
      ...current.person.notificationChoices,
      ...input.notification_choices,
    };
  }
  if (input.onboarding_step !== undefined) set.onboardingStep = input.onboarding_step;
  if (input.user_config_step !== undefined) set.userConfigStep = input.user_config_step;
  if (Object.keys(set).length > 0) {
    await tx
      .update(userProfiles)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(userProfiles.id, id));
  }
  return await requirePerson(tx, id);
}

/** The directory drawer: the person, their impacted groups and the projects they work on. */
export async function personDetail(tx: TenantTx, id: number): Promise<PersonDetail> {
  const found = await findPerson(tx, id);
  if (!found) throw notFound();
  const groups = await tx
    .select({ id: globalImpactedGroups.id, display_name: globalImpactedGroups.name })
    .from(globalImpactedGroupMembers)
    .innerJoin(
      globalImpactedGroups,
      eq(globalImpactedGroups.id, globalImpactedGroupMembers.groupId),
    )
    .where(eq(globalImpactedGroupMembers.userId, id))
    .orderBy(globalImpactedGroups.name);
  const teams = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projectTeamMembers)
    .innerJoin(projects, eq(projects.id, projectTeamMembers.projectId))
    .where(eq(projectTeamMembers.userId, id))
    .orderBy(projects.name);
  return { ...presentPerson(found.person, found.manager), groups, projects: teams };
}

/** Managers of a global impacted group's members (`user_profiles/get_managers_for_group/`). */
export async function managersForGroup(tx: TenantTx, groupId: number) {
  const [group] = await tx
    .select({ id: globalImpactedGroups.id })
    .from(globalImpactedGroups)
    .where(eq(globalImpactedGroups.id, groupId))
    .limit(1);
  if (!group) throw notFound('No such group.');
  const managerIds = tx
    .selectDistinct({ id: userProfiles.managerId })
    .from(globalImpactedGroupMembers)
    .innerJoin(userProfiles, eq(userProfiles.id, globalImpactedGroupMembers.userId))
    .where(eq(globalImpactedGroupMembers.groupId, groupId));
  return tx
    .select()
    .from(userProfiles)
    .where(and(inArray(userProfiles.id, managerIds), eq(userProfiles.isActive, true)))
    .orderBy(userProfiles.lastName, userProfiles.firstName, userProfiles.id);
}
