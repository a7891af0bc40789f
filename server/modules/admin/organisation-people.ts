import { count, eq, sql } from 'drizzle-orm';
import { organisationSizeBand } from '../../../contract/admin/organisation';
import type {
  OrganisationSize,
  SyncLeaderExclusionList,
  UpdateSyncLeaderExclusionListInput,
} from '../../../contract/admin/organisation.schema';
import { organisationRoles, type OrganisationRole } from '../../../contract/people/roles';
import type { TenantTx } from '../../db/tenant';
import { organisations } from '../../db/schema/organisations';
import { userProfiles } from '../../db/schema/people';
import { readSeatAllowance } from '../billing/seats/seat-allowance';
import { getOrganisation } from './organisation-service';

/** Head counts by role and activity, the seats billing enforces, and the size band they make. */
export async function getOrganisationSize(tx: TenantTx): Promise<OrganisationSize> {
  const rows = await tx
    .select({ role: userProfiles.role, isActive: userProfiles.isActive, n: count() })
    .from(userProfiles)
    .groupBy(userProfiles.role, userProfiles.isActive);
  const byRole = Object.fromEntries(organisationRoles.map((role) => [role, 0])) as Record<
    OrganisationRole,
    number
  >;
  let active = 0;
  let inactive = 0;
  for (const row of rows) {
    if (row.isActive) {
      active += row.n;
      byRole[row.role] += row.n;
    } else {
      inactive += row.n;
    }
  }
  const allowance = await readSeatAllowance(tx);
  return {
    active_people: active,
    inactive_people: inactive,
    by_role: byRole,
    seats: allowance.unlimited ? null : allowance.seats,
    size_band: organisationSizeBand(active),
  };
}

export async function getSyncLeaderExclusionList(tx: TenantTx): Promise<SyncLeaderExclusionList> {
  const org = await getOrganisation(tx);
  return { sync_leader_exclusion_list: org.syncLeaderExclusionList };
}

/** Replaces the list; addresses are kept lower-case, once each, sorted, so look-ups are exact. */
export async function updateSyncLeaderExclusionList(
  tx: TenantTx,
  input: UpdateSyncLeaderExclusionListInput,
): Promise<{ before: string[]; after: string[] }> {
  const org = await getOrganisation(tx);
  const after = [...new Set(input.sync_leader_exclusion_list.map((e) => e.trim().toLowerCase()))];
  after.sort();
  await tx
    .update(organisations)
    .set({ syncLeaderExclusionList: after, updatedAt: sql`now()` })
    .where(eq(organisations.id, org.id));
  return { before: org.syncLeaderExclusionList, after };
}

/**
 * The addresses the directory never makes leaders (lower case): the groups area's directory sync
 * reads them once per group it syncs.
 */
export async function leaderSyncExclusions(tx: TenantTx): Promise<string[]> {
  return (await getOrganisation(tx)).syncLeaderExclusionList;
}
