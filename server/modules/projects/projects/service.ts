import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createProjectInputSchema,
  updateProjectInputSchema,
} from '../../../../contract/projects/projects.schema';
import { projectStatusMoveError } from '../../../../contract/projects/projects';
import {
  type ProjectListQuery,
  type TeamMember,
} from '../../../../contract/projects/projects.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { userProfiles } from '../../../db/schema/people';
import {
  projects,
  projectTagLinks,
  projectTeamMembers,
  projectTeamsAppInteractions,
} from '../../../db/schema/projects';
import { projectTags } from '../../../db/schema/reference-data';
import { pageWindow } from '../../../http/pagination';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { displayName } from '../../people/present';
import { requireActivePeople } from '../../people/lookups';
import {
  archivedDenied,
  findEditableProject,
  findVisibleProject,
  requireProjectCreator,
  involvedProjectsWhere,
  visibleProjectsWhere,
} from '../policy';
import {
  projectOrderBy,
  selectProjectDetails,
  selectProjectSummaries,
  type ProjectDetailRow,
  type ProjectSummaryRow,
} from './queries';
import { containsPattern, qualified } from '../../../db/sql-helpers';

type CreateProjectData = z.output<typeof createProjectInputSchema>;
type UpdateProjectData = z.output<typeof updateProjectInputSchema>;

/** `GET projects/`: one page of the filtered list and the total, in two statements. */
export async function listProjects(
  tx: TenantTx,
  user: CurrentUser,
  query: ProjectListQuery,
): Promise<{ count: number; rows: ProjectSummaryRow[] }> {
  const where = and(
    visibleProjectsWhere(user),
    query.archived
      ? or(eq(projects.archived, true), isNotNull(projects.deletedAt))
      : and(eq(projects.archived, false), isNull(projects.deletedAt)),
    query.status ? inArray(projects.status, query.status) : undefined,
    query.phase ? inArray(projects.activePhase, query.phase) : undefined,
    query.change_type ? inArray(projects.changeType, query.change_type) : undefined,
    query.scope_level ? inArray(projects.scopeLevel, query.scope_level) : undefined,
    query.tag
      ? sql`EXISTS (SELECT 1 FROM project_tag_links ptl WHERE ptl.project_id = ${qualified(projects.id)} AND ptl.tag_id IN (${sql.join(
          query.tag.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : undefined,
    query.search
      ? or(
          ilike(projects.name, containsPattern(query.search)),
          ilike(projects.businessObjective, containsPattern(query.search)),
        )
      : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(projects).where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await selectProjectSummaries(tx, user)
    .where(where)
    .orderBy(...projectOrderBy(query.ordering))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/**
 * `GET projects/get_projects_for_user/`, neither archived nor deleted, live work first. Home shows each role what it can act on: an admin or the change office oversees the portfolio,
 * so every active project; a change manager the projects they run; a leader, sponsor or employee
 * the projects they are on or whose impacted groups they belong to (what they may see at all).
 */
export function listProjectsForUser(tx: TenantTx, user: CurrentUser): Promise<ProjectSummaryRow[]> {
  const involved = user.role === 'CHANGE_MANAGER' ? involvedProjectsWhere(user) : undefined;
  const homeOrder = sql`array_position(ARRAY['Live', 'Planned', 'Paused', 'None', 'Completed', 'Cancelled']::text[], ${projects.status})`;
  return (
    selectProjectSummaries(tx, user)
      .where(
        and(
          visibleProjectsWhere(user),
          involved,
          eq(projects.archived, false),
          isNull(projects.deletedAt),
        ),
      )
      .orderBy(homeOrder, sql`lower(${projects.name})`, asc(projects.id))
      // Home draws a few cards and links to the full list; an overseer of thousands of projects
      // must not wait for all of them.
      .limit(HOME_PROJECTS_MAX)
  );
}

const HOME_PROJECTS_MAX = 50;

/** One project for the workspace: its row with counts, and its team (two statements). */
export async function getProject(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<{ row: ProjectDetailRow; team: TeamMember[] }> {
  const where = and(eq(projects.id, projectId), visibleProjectsWhere(user));
  const [row] = await selectProjectDetails(tx, user).where(where).limit(1);
  if (!row) throw notFound();
  const people = await tx
    .select({
      id: userProfiles.id,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: userProfiles.email,
      jobTitle: userProfiles.jobTitle,
      role: userProfiles.role,
    })
    .from(projectTeamMembers)
    .innerJoin(userProfiles, eq(userProfiles.id, projectTeamMembers.userId))
    .where(eq(projectTeamMembers.projectId, projectId))
    .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName), asc(userProfiles.id));
  const team = people.map((p) => ({
    id: p.id,
    display_name: displayName(p),
    email: p.email,
    job_title: p.jobTitle,
    role: p.role,
  }));
  return { row, team };
}

/** Refuses tag ids that are not the organisation's project tags. */
async function requireProjectTags(tx: TenantTx, tagIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(tagIds)];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: projectTags.id })
    .from(projectTags)
    .where(inArray(projectTags.id, wanted));
  const known = new Set(found.map((t) => t.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw badRequest({ tags: [`Not a project tag of your organisation: ${missing.join(', ')}.`] });
  }
}

async function replaceTags(tx: TenantTx, project: { id: number }, tagIds: number[]) {
  await tx.delete(projectTagLinks).where(eq(projectTagLinks.projectId, project.id));
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) {
    await tx.insert(projectTagLinks).values(
      unique.map((tagId) => ({
        projectId: project.id,
        tagId,
      })),
    );
  }
}

async function replaceTeam(tx: TenantTx, project: { id: number }, userIds: number[]) {
  await tx.delete(projectTeamMembers).where(eq(projectTeamMembers.projectId, project.id));
  const unique = [...new Set(userIds)];
  if (unique.length > 0) {
    await tx.insert(projectTeamMembers).values(
      unique.map((userId) => ({
        projectId: project.id,
        userId,
      })),
    );
  }
}

/** `POST projects/`: the creator joins the team; tags and team are checked first. */
export async function createProject(
  tx: TenantTx,
  user: CurrentUser,
  input: CreateProjectData,
): Promise<number> {
  requireProjectCreator(user);
  await requireProjectTags(tx, input.tags ?? []);
  await requireActivePeople(tx, input.team_member_ids ?? [], 'team_member_ids');
  const [created] = await tx
    .insert(projects)
    .values({
      name: input.name,
      businessObjective: input.business_objective ?? '',
      status: input.status ?? 'None',
      activePhase: input.active_phase ?? 'ALIGN',
      scopeLevel: input.scope_level ?? null,
      changeType: input.change_type ?? null,
      startDate: input.start_date ?? null,
      endDate: input.end_date ?? null,
      createdById: user.id,
    })
    .returning({ id: projects.id });
  if (!created) throw new Error('project not created');
  await replaceTeam(tx, created, [user.id, ...(input.team_member_ids ?? [])]);
  await replaceTags(tx, created, input.tags ?? []);
  return created.id;
}

/**
 * `PATCH projects/{id}/`. A deleted project takes only `archived: false`, which restores it;
 * status moves follow DESIGN.md §6; dates are checked against what is stored.
 */
export async function updateProject(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: UpdateProjectData,
): Promise<void> {
  const project = await findEditableProject(tx, user, projectId, {
    includeDeleted: true,
    includeArchived: true,
  });
  // Archived: read-only until restored (`archived: false`); archiving again changes nothing.
  if (project.archived && !project.deletedAt && Object.keys(input).some((k) => k !== 'archived')) {
    throw conflict(archivedDenied);
  }
  if (project.deletedAt) {
    const keys = Object.keys(input);
    if (input.archived !== false || keys.some((k) => k !== 'archived')) {
      throw badRequest({
        non_field_errors: [
          'This project is deleted. Restore it (archived: false) before editing it.',
        ],
      });
    }
    await tx
      .update(projects)
      .set({ deletedAt: null, deletedById: null, archived: false, updatedAt: sql`now()` })
      .where(eq(projects.id, projectId));
    return;
  }
  if (input.status !== undefined) {
    const refused = projectStatusMoveError(project.status, input.status);
    if (refused) throw badRequest({ status: [refused] });
  }
  const startDate = input.start_date === undefined ? project.startDate : input.start_date;
  const endDate = input.end_date === undefined ? project.endDate : input.end_date;
  if (startDate && endDate && endDate < startDate) {
    throw badRequest({
      [input.end_date !== undefined ? 'end_date' : 'start_date']: [
        input.end_date !== undefined
          ? 'The end date cannot be before the start date.'
          : 'The start date cannot be after the end date.',
      ],
    });
  }
  if (input.tags) await requireProjectTags(tx, input.tags);
  if (input.team_member_ids)
    await requireActivePeople(tx, input.team_member_ids, 'team_member_ids');
  await tx
    .update(projects)
    .set({
      name: input.name,
      businessObjective: input.business_objective,
      status: input.status,
      activePhase: input.active_phase,
      scopeLevel: input.scope_level,
      changeType: input.change_type,
      startDate: input.start_date,
      endDate: input.end_date,
      archived: input.archived,
      updatedAt: sql`now()`,
    })
    .where(eq(projects.id, projectId));
  if (input.tags) await replaceTags(tx, project, input.tags);
  if (input.team_member_ids) await replaceTeam(tx, project, input.team_member_ids);
}

/** `DELETE projects/{id}/`: soft; the project moves to the archive as deleted. */
export async function deleteProject(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<void> {
  await findEditableProject(tx, user, projectId, { includeArchived: true });
  await tx
    .update(projects)
    .set({ deletedAt: sql`now()`, deletedById: user.id, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
}

/** `GET project-teams-app-interaction/{id}/`: counts one more opening by the caller. */
export async function recordTeamsAppOpen(tx: TenantTx, user: CurrentUser, projectId: number) {
  await findVisibleProject(tx, user, projectId);
  const [row] = await tx
    .insert(projectTeamsAppInteractions)
    .values({ projectId, userId: user.id })
    .onConflictDoUpdate({
      target: [projectTeamsAppInteractions.projectId, projectTeamsAppInteractions.userId],
      set: {
        openCount: sql`${projectTeamsAppInteractions.openCount} + 1`,
        lastOpenedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('interaction not recorded');
  return row;
}
