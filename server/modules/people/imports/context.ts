import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userProfiles } from '../../../db/schema/people';
import { departments, reportingSites } from '../../../db/schema/reference-data';
import type { TenantTx } from '../../../db/tenant';
import type { ImportContext, KnownPerson } from './classify';

const managers = alias(userProfiles, 'managers');

/**
 * Everything a file is checked against: the organisation's people, sites and departments. One
 * query after another: they share the transaction's single connection.
 */
export async function loadImportContext(
  tx: TenantTx,
  managedBy: ImportContext['managedBy'],
): Promise<ImportContext> {
  const people: KnownPerson[] = await tx
    .select({
      id: userProfiles.id,
      email: sql<string>`lower(${userProfiles.email})`,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      jobTitle: userProfiles.jobTitle,
      site: userProfiles.site,
      department: userProfiles.department,
      function: userProfiles.function,
      persona: userProfiles.persona,
      role: userProfiles.role,
      peopleTags: userProfiles.peopleTags,
      managerEmail: sql<string | null>`lower(${managers.email})`,
      managerId: userProfiles.managerId,
    })
    .from(userProfiles)
    .leftJoin(managers, eq(managers.id, userProfiles.managerId));
  const siteRows = await tx
    .select({ id: reportingSites.id, name: reportingSites.name })
    .from(reportingSites);
  const departmentRows = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments);
  return {
    people: new Map(people.map((p) => [p.email, p])),
    sites: new Map(siteRows.map((r) => [r.name, r.id])),
    departments: new Map(departmentRows.map((r) => [r.name, r.id])),
    managedBy,
  };
}
