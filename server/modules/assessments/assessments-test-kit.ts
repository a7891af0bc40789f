import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectGroups } from '../../db/schema/project-groups';
import { withTenant } from '../../db/tenant';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';

/**
 * Test rows the shared factories do not make yet: impacted groups, plus one project set up the
 * way every assessment test starts (a change manager on its team, two changes, two groups).
 */
export function assessmentKit(db: Database) {
  const make = factories(db);
  async function impactedGroup(
    org: MadeOrganisation,
    project: { id: number },
    name: string,
  ): Promise<{ id: number; name: string }> {
    const [row] = await withTenant(db, org.id, (tx) =>
      tx
        .insert(projectGroups)
        .values({
          projectId: project.id,
          name,
          groupType: 'Impacted',
          groupRole: 'IMPACTED_EMPLOYEES',
        })
        .returning({ id: projectGroups.id }),
    );
    if (!row) throw new Error('group not created');
    return { id: row.id, name };
  }

  async function setting(org: MadeOrganisation, statement: ReturnType<typeof sql>) {
    await withTenant(db, org.id, (tx) => tx.execute(statement));
  }

  return {
    make,
    impactedGroup,
    /** Switches an assessment access entry off (or, with `on`, back on) for the organisation. */
    async switchOff(org: MadeOrganisation, access: string, on = false) {
      await setting(
        org,
        sql`UPDATE organisations SET tool_access = jsonb_set(tool_access, ${`{assessments,${access}}`}, ${on ? 'true' : 'false'}::jsonb)`,
      );
    },
    async project(): Promise<{
      org: MadeOrganisation;
      manager: MadeUser;
      employee: MadeUser;
      outsider: MadeUser;
      project: { id: number; name: string };
      changes: { id: number; name: string }[];
      groups: { id: number; name: string }[];
    }> {
      const org = await make.organisation();
      const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
      const outsider = await make.user(org, { role: 'CHANGE_MANAGER' });
      const employee = await make.user(org, { role: 'EMPLOYEE' });
      const project = await make.project(org, { team: [manager] });
      const changes = [
        await make.change(org, project, { name: 'New rota system' }),
        await make.change(org, project, { name: 'Handover checklist' }),
      ];
      const groups = [
        await impactedGroup(org, project, 'Ward nurses'),
        await impactedGroup(org, project, 'Pharmacy'),
      ];
      return { org, manager, employee, outsider, project, changes, groups };
    },
  };
}
