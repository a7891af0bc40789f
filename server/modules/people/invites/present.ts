import type { Invite } from '../../../../contract/people/invites.schema';
import type { InviteStatus } from '../../../../contract/people/invites';
import type { invites } from '../../../db/schema/people-invites';
import { displayName } from '../present';

type InviteRow = typeof invites.$inferSelect;

export function inviteStatusOf(row: InviteRow, now = new Date()): InviteStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.cancelledAt) return 'cancelled';
  if (row.expiresAt <= now) return 'expired';
  return 'pending';
}

export function presentInvite(
  row: InviteRow,
  invitedBy: { id: number; firstName: string; lastName: string; email: string } | null,
): Invite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: inviteStatusOf(row),
    invited_by: invitedBy ? { id: invitedBy.id, display_name: displayName(invitedBy) } : null,
    sent_count: row.sentCount,
    last_sent_at: row.lastSentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
