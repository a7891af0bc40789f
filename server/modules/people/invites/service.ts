import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseInviteList } from '../../../../contract/people/invites';
import type { BulkInviteInput } from '../../../../contract/people/invites.schema';
import type { OrganisationRole } from '../../../../contract/people/roles';
import type { CurrentUser } from '../../../auth/current-user';
import { organisations } from '../../../db/schema/organisations';
import { userProfiles } from '../../../db/schema/people';
import { invites } from '../../../db/schema/people-invites';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import type { MailPort } from '../../../integrations/mail/mail-port';
import { requirePeopleAdmin } from '../people-policy';
import { displayName } from '../present';
import { pendingInvitation, requireSeats } from '../../billing/seats/seat-allowance';
import { readPeopleSettings } from '../people-settings';
import { inviteMail } from './invite-mail';
import { inviteStatusOf } from './present';
import { newLinkToken } from './tokens';

const inviters = alias(userProfiles, 'inviters');
const inviterColumns = {
  id: inviters.id,
  firstName: inviters.firstName,
  lastName: inviters.lastName,
  email: inviters.email,
};

export interface InviteContext {
  tx: TenantTx;
  user: CurrentUser;
  mail: MailPort;
  /** Where invitation links point: `${linkBase}/invitations/<token>`. */
  linkBase: string;
}

export async function listInvites(tx: TenantTx, user: CurrentUser, excludeAccepted: boolean) {
  requirePeopleAdmin(user);
  return tx
    .select({ invite: invites, invitedBy: inviterColumns })
    .from(invites)
    .leftJoin(inviters, eq(inviters.id, invites.invitedById))
    .where(excludeAccepted ? isNull(invites.acceptedAt) : undefined)
    .orderBy(desc(invites.createdAt), desc(invites.id));
}

async function findInvite(tx: TenantTx, id: number) {
  const [row] = await tx
    .select({ invite: invites, invitedBy: inviterColumns })
    .from(invites)
    .leftJoin(inviters, eq(inviters.id, invites.invitedById))
    .where(eq(invites.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function senderDetails(ctx: InviteContext) {
  const [row] = await ctx.tx
    .select({
      organisationName: organisations.name,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: userProfiles.email,
    })
    .from(userProfiles)
    .innerJoin(organisations, eq(organisations.id, userProfiles.organisationId))
    .where(eq(userProfiles.id, ctx.user.id))
    .limit(1);
  if (!row) throw notFound();
  return { organisationName: row.organisationName, inviterName: displayName(row) };
}

async function sendInvite(
  ctx: InviteContext,
  sender: { organisationName: string; inviterName: string },
  invite: { id: number; email: string },
  token: string,
  expiresAt: Date,
) {
  await ctx.mail.send(
    inviteMail({
      organisationId: ctx.user.organisationId,
      ...sender,
      to: invite.email,
      link: `${ctx.linkBase}/invitations/${token}`,
      expiresAt,
      inviteId: invite.id,
    }),
  );
}

/** Open invitations: the same rule by which each keeps a seat. */
const pendingWhere = pendingInvitation;

/**
 * `invites/bulk_invite/`: every entry must be an address (otherwise nothing is sent and each bad
 * entry gets its message); members and people with a pending invitation are reported, not
 * invited again; the rest must fit the seat limit.
 */
export async function bulkInvite(
  ctx: InviteContext,
  input: { emails: BulkInviteInput['emails']; role: OrganisationRole },
) {
  requirePeopleAdmin(ctx.user);
  const text = Array.isArray(input.emails) ? input.emails.join('\n') : input.emails;
  const parsed = parseInviteList(text);
  if (parsed.invalid.length > 0) {
    throw badRequest({
      emails: parsed.invalid.map((entry) => `“${entry}” is not an email address.`),
    });
  }
  if (parsed.valid.length === 0)
    throw badRequest({ emails: ['Enter at least one email address.'] });
  const { tx } = ctx;
  const members = await tx
    .select({ email: sql<string>`lower(${userProfiles.email})` })
    .from(userProfiles)
    .where(inArray(sql`lower(${userProfiles.email})`, parsed.valid));
  const memberSet = new Set(members.map((m) => m.email));
  const pending = await tx
    .select({ email: sql<string>`lower(${invites.email})` })
    .from(invites)
    .where(and(pendingWhere(), inArray(sql`lower(${invites.email})`, parsed.valid)));
  const pendingSet = new Set(pending.map((p) => p.email));
  const toInvite = parsed.valid.filter((e) => !memberSet.has(e) && !pendingSet.has(e));
  await requireSeats(tx, toInvite.length, 'emails');
  const settings = await readPeopleSettings(tx, ctx.user.organisationId);
  const expiresAt = new Date(Date.now() + settings.inviteValidDays * 86_400_000);
  const sender =
    toInvite.length > 0 ? await senderDetails(ctx) : { organisationName: '', inviterName: '' };
  const createdIds: number[] = [];
  for (const email of toInvite) {
    const { token, hash } = newLinkToken();
    const [row] = await tx
      .insert(invites)
      .values({
        organisationId: ctx.user.organisationId,
        email,
        role: input.role,
        tokenHash: hash,
        invitedById: ctx.user.id,
        expiresAt,
      })
      .returning({ id: invites.id });
    if (!row) throw new Error('invite not created');
    createdIds.push(row.id);
    await sendInvite(ctx, sender, { id: row.id, email }, token, expiresAt);
  }
  const created = createdIds.length
    ? await tx
        .select({ invite: invites, invitedBy: inviterColumns })
        .from(invites)
        .leftJoin(inviters, eq(inviters.id, invites.invitedById))
        .where(inArray(invites.id, createdIds))
        .orderBy(invites.id)
    : [];
  return {
    invited: created,
    alreadyMembers: parsed.valid.filter((e) => memberSet.has(e)),
    alreadyInvited: parsed.valid.filter((e) => !memberSet.has(e) && pendingSet.has(e)),
    duplicates: parsed.duplicates,
  };
}

/** `invites/resend_invite/`: a new link (the old one stops working) and a new expiry. */
export async function resendInvite(ctx: InviteContext, id: number) {
  requirePeopleAdmin(ctx.user);
  const { invite } = await findInvite(ctx.tx, id);
  const status = inviteStatusOf(invite);
  if (status === 'accepted') throw badRequest({ id: ['This invitation was accepted already.'] });
  if (status === 'cancelled')
    throw badRequest({ id: ['This invitation was cancelled. Invite the person again.'] });
  const settings = await readPeopleSettings(ctx.tx, ctx.user.organisationId);
  const expiresAt = new Date(Date.now() + settings.inviteValidDays * 86_400_000);
  const { token, hash } = newLinkToken();
  await ctx.tx
    .update(invites)
    .set({
      tokenHash: hash,
      expiresAt,
      sentCount: sql`${invites.sentCount} + 1`,
      lastSentAt: sql`now()`,
    })
    .where(eq(invites.id, id));
  await sendInvite(ctx, await senderDetails(ctx), invite, token, expiresAt);
  return findInvite(ctx.tx, id);
}

/** `invites/cancel_invite/`: the link stops working; an accepted invitation cannot be cancelled. */
export async function cancelInvite(tx: TenantTx, user: CurrentUser, id: number) {
  requirePeopleAdmin(user);
  const { invite } = await findInvite(tx, id);
  const status = inviteStatusOf(invite);
  if (status === 'accepted') throw badRequest({ id: ['This invitation was accepted already.'] });
  if (status !== 'cancelled') {
    await tx
      .update(invites)
      .set({ cancelledAt: sql`now()` })
      .where(eq(invites.id, id));
  }
  return findInvite(tx, id);
}
