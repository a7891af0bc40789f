import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { changes } from '../../../db/schema/changes';
import { projectGroups } from '../../../db/schema/project-groups';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';

type Errors = Record<string, string[]>;

/**
 * What impacts, capabilities, business risks and measures name beside their project must be
 * of that project: a change of it, impacted groups of it. RLS already keeps other
 * organisations out; this keeps another project's rows out. Returns the field messages, so a
 * caller can add its own (a category) before refusing with all of them at once.
 */
export async function projectRefErrors(
  tx: TenantTx,
  projectId: number,
  refs: { change?: number | null | undefined; impacted_groups?: number[] | undefined },
): Promise<Errors> {
  const errors: Errors = {};
  if (refs.change !== undefined && refs.change !== null) {
    const [found] = await tx
      .select({ id: changes.id })
      .from(changes)
      .where(and(eq(changes.id, refs.change), eq(changes.projectId, projectId)));
    if (!found) errors.change = ['Choose a change of this project.'];
  }
  const groups = [...new Set(refs.impacted_groups ?? [])];
  if (groups.length > 0) {
    const found = await tx
      .select({ id: projectGroups.id })
      .from(projectGroups)
      .where(
        and(
          inArray(projectGroups.id, groups),
          eq(projectGroups.projectId, projectId),
          eq(projectGroups.groupType, 'Impacted'),
        ),
      );
    const known = new Set(found.map((g) => g.id));
    const missing = groups.filter((id) => !known.has(id));
    if (missing.length > 0) {
      errors.impacted_groups = [`Not an impacted group of this project: ${missing.join(', ')}.`];
    }
  }
  return errors;
}

/** Refuses with every message collected, if there is any. */
export function refuseIfAny(errors: Errors): void {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** {@link projectRefErrors}, refused at once. */
export async function requireProjectRefs(
  tx: TenantTx,
  projectId: number,
  refs: Parameters<typeof projectRefErrors>[2],
): Promise<void> {
  refuseIfAny(await projectRefErrors(tx, projectId, refs));
}

/**
 * The impacted groups a row is linked to through a link table, as `[{id, name}]` by name:
 * impacts (`impact_impacted_groups.impact_id`) and capabilities
 * (`training_capability_groups.capability_id`) both list theirs this way.
 */
export function linkedGroupsSql(
  link: 'impact_impacted_groups' | 'training_capability_groups',
  ownerColumn: 'impact_id' | 'capability_id',
  owner: SQL,
) {
  return sql<{ id: number; name: string }[]>`coalesce((
    SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.id)
    FROM ${sql.identifier(link)} l JOIN project_groups g ON g.id = l.impacted_group_id
    WHERE l.${sql.identifier(ownerColumn)} = ${owner}), '[]'::json)`;
}
