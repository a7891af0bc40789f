import { sql } from 'drizzle-orm';
import type { FeatureFlagName } from '@contract/admin/feature-flags';
import { activityFactories } from '@tests/support/activity-factories';
import { factories, type MadeOrganisation } from '@tests/support/factories';
import type { TestServer } from '@tests/support/test-server';

/**
 * What the reports call matrix reads: an organisation with the reports area's flags on, a project
 * with an impacted group hit by a change that goes live in the reports' window, an organisation
 * group to set a capacity on, and a deck the manager exported that is ready to take.
 */
export interface ReportsFixture {
  org: MadeOrganisation;
  /** The change office: reads the portfolio, sets capacities, may not take others' decks. */
  office: string;
  /** A change manager on the project's team: reads the portfolio and exported the deck. */
  manager: string;
  /** An employee in the project's group: sees the project, not the portfolio. */
  employee: string;
  project: { id: number; name: string };
  /** The impacted group's heatmap row key (`p<id>`) and name. */
  groupKey: string;
  groupName: string;
  change: string;
  /** An organisation group, for its capacity. */
  orgGroup: number;
}

/** The flags that gate the reports area's calls (server/modules/admin/feature-gates.ts). */
export const reportsAreaFlags: readonly FeatureFlagName[] = [
  'portfolio_manager',
  'portfolio_manager_reports',
  'powerpoint_export',
  'time_commitment_and_burden_reports',
];

/** The reports' window: three Monday-to-Sunday weeks around the change's go-live. */
export const window = { start_date: '2030-03-04', end_date: '2030-03-24' };

export async function makeReportsFixture(server: TestServer): Promise<ReportsFixture> {
  const make = factories(server.db);
  const more = activityFactories(server.db);
  const org = await make.organisation();
  // Every flag that gates a call of the area on (a new organisation's default, said here).
  await server.db.execute(
    sql`UPDATE feature_flags SET enabled = true WHERE organisation_id = ${org.id}
          AND name IN (${sql.join(
            reportsAreaFlags.map((flag) => sql`${flag}`),
            sql`, `,
          )})`,
  );
  const office = await make.user(org, { role: 'CHANGE_OFFICE' });
  const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
  const employee = await make.user(org, { role: 'EMPLOYEE' });
  const project = await make.project(org, { team: [manager], name: 'Matrix ward rota' });
  const group = await more.impactedGroup(org, project, {
    name: 'Matrix wards',
    members: [employee],
  });
  const change = await make.change(org, project, { name: 'Matrix e-rostering' });
  await more.changeImpact(org, change, '2030-03-10', [{ group, level: 'HIGH', hours: 2 }]);
  const orgGroup = (
    await server.db.execute<{ id: number }>(
      sql`INSERT INTO global_impacted_groups (organisation_id, name) VALUES (${org.id}, 'Matrix finance') RETURNING id`,
    )
  ).rows[0]?.id;
  if (!orgGroup) throw new Error('fixture: no organisation group');

  // A deck the manager exported, built and stored: the status, download and clear calls read it.
  const files = server.app.integrations.files;
  if (!files) throw new Error('fixture: the test server has no file store');
  const key = `${org.id}/exports/matrix.pptx`;
  await files.put(
    key,
    Buffer.from('PK matrix deck'),
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  );
  await server.db.execute(sql`INSERT INTO report_exports
      (organisation_id, project_id, created_by_id, template_name, status, file_key, file_name, finished_at)
    VALUES (${org.id}, ${project.id}, ${manager.id}, 'project-status', 'ready', ${key}, 'Matrix ward rota status.pptx', now())`);

  return {
    org,
    office: office.email,
    manager: manager.email,
    employee: employee.email,
    project: { id: project.id, name: 'Matrix ward rota' },
    groupKey: `p${group.id}`,
    groupName: 'Matrix wards',
    change: 'Matrix e-rostering',
    orgGroup,
  };
}
