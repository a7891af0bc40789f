import { userProfiles } from '../../../db/schema/people';
import { departments, reportingSites } from '../../../db/schema/reference-data';
import type { TenantTx } from '../../../db/tenant';
import type { ImportContext, KnownPerson } from './classify';

/**
 * Everything a file is checked against: the organisation's people, sites and departments. One
 * query after another: they share the transaction's single connection.
 */
export async function loadImportContext(
  tx: TenantTx,
  managedBy: ImportContext['managedBy'],
): Promise<ImportContext> {
  // Plain columns, no self-join: each manager's e-mail comes from the same list, by id.
  const rows = await tx
    .select({
      id: userProfiles.id,
      email: userProfiles.email,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      jobTitle: userProfiles.jobTitle,
      site: userProfiles.site,
      department: userProfiles.department,
      function: userProfiles.function,
      persona: userProfiles.persona,
      role: userProfiles.role,
      peopleTags: userProfiles.peopleTags,
      managerId: userProfiles.managerId,
    })
    .from(userProfiles);
  const emailOf = new Map(rows.map((r) => [r.id, r.email.toLowerCase()]));
  const people = new Map<string, KnownPerson>();
  for (const r of rows) {
    const email = emailOf.get(r.id) ?? '';
    const managerEmail = r.managerId === null ? null : (emailOf.get(r.managerId) ?? null);
    people.set(email, { ...r, email, managerEmail });
  }
  const siteRows = await tx
    .select({ id: reportingSites.id, name: reportingSites.name })
    .from(reportingSites);
  const departmentRows = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments);
  return {
    people,
    sites: new Map(siteRows.map((r) => [r.name, r.id])),
    departments: new Map(departmentRows.map((r) => [r.name, r.id])),
    managedBy,
  };
}
