import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { OrganisationRole } from '../../contract/people/roles';
import type { Database } from '../db/client';
import { organisations } from '../db/schema/organisations';
import { userProfiles } from '../db/schema/people';
import type { VerifiedClaims } from './verify-token';

/** Who is calling: resolved once per request from the verified token. */
export interface CurrentUser {
  id: number;
  organisationId: number;
  email: string;
  role: OrganisationRole;
  isActive: boolean;
  hasToolAccess: boolean;
}

/** The tables a CurrentUser is read from: a write to them makes cached callers stale. */
export const currentUserTables: ReadonlySet<string> = new Set([
  getTableName(userProfiles),
  getTableName(organisations),
]);

/** Tool access (the admin area): ADMIN always, other roles when the organisation grants it. */
export function hasToolAccess(role: OrganisationRole, adminRoles: readonly OrganisationRole[]) {
  return role === 'ADMIN' || adminRoles.includes(role);
}

/**
 * Finds the person a token speaks for. The organisation is not known yet, so this one look-up
 * runs with owner rights; everything after it runs as the tenant. A directory object id wins.
 * An unknown object id is linked to a person by e-mail only when the issuer verified the
 * address (`verifiedEmail`) and it names exactly one person; the link is then recorded. An
 * unverified `email`, `preferred_username` or `upn` never links: anyone can put any address
 * there in some directories.
 */
export async function resolveCurrentUser(
  db: Database,
  claims: VerifiedClaims,
): Promise<CurrentUser | null> {
  const columns = {
    id: userProfiles.id,
    organisationId: userProfiles.organisationId,
    email: userProfiles.email,
    role: userProfiles.role,
    isActive: userProfiles.isActive,
    externalId: userProfiles.externalId,
    adminRoles: sql<OrganisationRole[]>`${organisations.toolAccess}->'admin_roles'`,
  };
  const base = db
    .select(columns)
    .from(userProfiles)
    .innerJoin(organisations, eq(organisations.id, userProfiles.organisationId));
  let rows = claims.oid ? await base.where(eq(userProfiles.externalId, claims.oid)).limit(1) : [];
  if (rows.length === 0 && claims.verifiedEmail) {
    rows = await db
      .select(columns)
      .from(userProfiles)
      .innerJoin(organisations, eq(organisations.id, userProfiles.organisationId))
      .where(sql`lower(${userProfiles.email}) = lower(${claims.verifiedEmail})`)
      .limit(2);
    if (rows.length !== 1) return null;
    const found = rows[0];
    if (found && claims.oid && found.externalId !== claims.oid) {
      await db
        .update(userProfiles)
        .set({ externalId: claims.oid })
        .where(and(eq(userProfiles.id, found.id)));
    }
  }
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    organisationId: row.organisationId,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    hasToolAccess: hasToolAccess(row.role, row.adminRoles ?? []),
  };
}
