import type { OrganisationRole } from '../../../../contract/people/roles';
import { hashPassword } from '../../../auth/passwords';
import { localCredentials, userProfiles } from '../../schema/people';
import { reportingSites } from '../../schema/reference-data';
import { DEMO_PASSWORD } from '../demo';
import type { ScaleContext, ScalePart, ScaleSizes } from './context';
import { departmentNames, firstNames, jobTitles, lastNames, siteNames } from './names';

/** The accounts of a scaled organisation that can sign in (the demo password), by local part. */
export const scaleAccounts: { name: string; role: OrganisationRole }[] = [
  { name: 'admin', role: 'ADMIN' },
  { name: 'office', role: 'CHANGE_OFFICE' },
  { name: 'manager', role: 'CHANGE_MANAGER' },
  { name: 'leader', role: 'LEADER' },
  { name: 'employee', role: 'EMPLOYEE' },
];

/**
 * Each size has its own mail domain, so several scaled organisations live side by side and an
 * address still names one person: `admin@scale100.changecraft.test`,
 * `admin@scale100-50000.changecraft.test`.
 */
export function scaleMailDomain(sizes: ScaleSizes): string {
  const variant = sizes.people === sizes.factor * 100 ? '' : `-${sizes.people}`;
  return `scale${sizes.factor}${variant}.changecraft.test`;
}

/** How many people report to one manager in a scaled organisation. */
const FAN_OUT = 8;

/** Roughly the mix of a large organisation: a small change office, managers, leaders. */
function roleFor(index: number): OrganisationRole {
  if (index % 500 === 0) return 'CHANGE_OFFICE';
  if (index % 40 === 0) return 'CHANGE_MANAGER';
  if (index % 12 === 0) return 'LEADER';
  return 'EMPLOYEE';
}

/**
 * People: the sign-in accounts first, then everyone else. Provides `people` (all ids, the
 * accounts first) and `changeManagers` (who runs projects).
 */
export const peoplePart: ScalePart = {
  name: 'people',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const count = Math.max(ctx.sizes.people, scaleAccounts.length);
    const domain = scaleMailDomain(ctx.sizes);
    // Sites and departments are the organisation's reference lists, as in a real directory.
    const departmentIds = ctx.need('departments');
    const siteIds = await ctx.allocateIds(reportingSites, siteNames.length);
    await ctx.insert(
      reportingSites,
      siteNames.map((name, i) => ({ id: siteIds[i], organisationId, name, position: i + 1 })),
    );
    const ids = await ctx.allocateIds(userProfiles, count);
    const rows = ids.map((id, i) => {
      const account = scaleAccounts[i];
      const firstName = random.pick(firstNames);
      const lastName = random.pick(lastNames);
      const jobTitle = random.pick(jobTitles);
      const department = random.int(0, departmentNames.length - 1);
      const site = random.int(0, siteNames.length - 1);
      return {
        id,
        organisationId,
        externalId: `${domain}-${i}`,
        email: account
          ? `${account.name}@${domain}`
          : `${firstName}.${lastName}.${i}@${domain}`.toLowerCase(),
        firstName,
        lastName,
        role: account?.role ?? roleFor(i),
        jobTitle,
        departmentId: departmentIds[department] ?? null,
        department: departmentNames[department] ?? null,
        siteId: siteIds[site] ?? null,
        site: siteNames[site] ?? null,
        // A reporting line: each person manages up to eight, as an org chart eight wide.
        managerId: i >= FAN_OUT ? (ids[Math.floor(i / FAN_OUT)] ?? null) : null,
        isPeopleManager: i * FAN_OUT < count,
        // A few leavers, as every real directory has.
        isActive: account ? true : !random.chance(0.02),
      };
    });
    // Each row names its site and department with their ids (the same lists), so the per-row
    // trigger that looks them up for ordinary writes is skipped for the bulk load (up to a
    // third of this part's time at 50,000 people), and the names are checked against the lists
    // once, set-based.
    await ctx.client.query("SELECT set_config('changecraft.bulk_load', 'on', true)");
    await ctx.insert(userProfiles, rows);
    await ctx.client.query("SELECT set_config('changecraft.bulk_load', 'off', true)");
    await ctx.client.query(
      `UPDATE user_profiles p
          SET department = d.name
         FROM departments d
        WHERE p.organisation_id = $1 AND d.id = p.department_id
          AND p.department IS DISTINCT FROM d.name`,
      [organisationId],
    );
    await ctx.client.query(
      `UPDATE user_profiles p
          SET site = s.name
         FROM reporting_sites s
        WHERE p.organisation_id = $1 AND s.id = p.site_id
          AND p.site IS DISTINCT FROM s.name`,
      [organisationId],
    );
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await ctx.insert(
      localCredentials,
      ids.slice(0, scaleAccounts.length).map((userId) => ({ userId, passwordHash })),
    );
    ctx.provide('people', ids);
    ctx.provide(
      'changeManagers',
      rows
        .filter((r) => r.isActive && (r.role === 'CHANGE_MANAGER' || r.role === 'CHANGE_OFFICE'))
        .map((r) => r.id),
    );
    return `${rows.length} people, ${scaleAccounts.length} can sign in`;
  },
};
