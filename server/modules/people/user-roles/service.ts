import { and, eq, ne, sql } from 'drizzle-orm';
import type { OrganisationRole } from '../../../../contract/people/roles';
import type { CurrentUser } from '../../../auth/current-user';
import { userProfiles } from '../../../db/schema/people';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { requirePeopleAdmin } from '../people-policy';
import { findPerson, requirePerson, type PersonWithManager } from '../profiles/queries';
import { requireSeats } from '../../billing/seats/seat-allowance';

async function otherActiveAdmins(tx: TenantTx, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.role, 'ADMIN'),
        eq(userProfiles.isActive, true),
        ne(userProfiles.id, exceptId),
      ),
    );
  return row?.count ?? 0;
}

/** `update-role-for-user/`: the organisation always keeps at least one active admin. */
export async function updateRole(
  tx: TenantTx,
  user: CurrentUser,
  userId: number,
  role: OrganisationRole,
): Promise<PersonWithManager> {
  requirePeopleAdmin(user);
  const target = await findPerson(tx, userId);
  if (!target) throw notFound();
  if (target.person.role === 'ADMIN' && role !== 'ADMIN' && target.person.isActive) {
    // Lock the admins while counting, so two admins cannot demote each other at once.
    await tx.execute(sql`SELECT id FROM user_profiles WHERE role = 'ADMIN' FOR UPDATE`);
    if ((await otherActiveAdmins(tx, userId)) === 0) {
      throw badRequest({
        role: ['The last admin cannot be given another role. Make someone else an admin first.'],
      });
    }
  }
  await tx
    .update(userProfiles)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(userProfiles.id, userId));
  return await requirePerson(tx, userId);
}

/**
 * `deactivate-user/`: a deactivated person's next call answers 403 "User account is disabled.";
 * `is_active: true` brings them back (within the seat limit).
 */
export async function setActive(
  tx: TenantTx,
  user: CurrentUser,
  userId: number,
  isActive: boolean,
): Promise<PersonWithManager> {
  requirePeopleAdmin(user);
  const target = await findPerson(tx, userId);
  if (!target) throw notFound();
  if (target.person.isActive === isActive) return target;
  if (!isActive) {
    if (userId === user.id) {
      throw badRequest({ user_id: ['You cannot deactivate your own account.'] });
    }
    if (target.person.role === 'ADMIN' && (await otherActiveAdmins(tx, userId)) === 0) {
      throw badRequest({ user_id: ['The last active admin cannot be deactivated.'] });
    }
  } else {
    await requireSeats(tx, 1, 'user_id');
  }
  await tx
    .update(userProfiles)
    .set({
      isActive,
      deactivatedAt: isActive ? null : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(userProfiles.id, userId));
  return await requirePerson(tx, userId);
}
