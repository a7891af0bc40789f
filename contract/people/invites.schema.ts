import { z } from 'zod';
import { personRefSchema, refIdSchema, timestampSchema } from '../shared/common.schema';
import { organisationRoleSchema } from './roles.schema';
import { BULK_INVITE_MAX, inviteStatuses } from './invites';

export const inviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: organisationRoleSchema,
  status: z.enum(inviteStatuses),
  invited_by: personRefSchema.nullable(),
  sent_count: z.number().int(),
  last_sent_at: timestampSchema,
  expires_at: timestampSchema,
  accepted_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.array(inviteSchema);

export const inviteListQuerySchema = z.object({
  excludeAccepted: z
    .enum(['true', 'false', 'True', 'False', '1', '0'])
    .transform((v) => v === 'true' || v === 'True' || v === '1')
    .optional(),
});

/**
 * `POST invites/bulk_invite/`: addresses as a list, or as one pasted text (commas, semicolons,
 * new lines). Any entry that is not an address refuses the whole call with a message for each.
 */
export const bulkInviteInputSchema = z
  .object({
    emails: z.union(
      [
        z.string().max(100_000, 'Paste at most 100,000 characters.'),
        z
          .array(z.string().max(320))
          .max(BULK_INVITE_MAX, `Invite at most ${BULK_INVITE_MAX} people at once.`),
      ],
      { error: 'Give the addresses to invite.' },
    ),
    role: organisationRoleSchema.default('EMPLOYEE'),
  })
  .strict();
export type BulkInviteInput = z.input<typeof bulkInviteInputSchema>;

export const bulkInviteResultSchema = z.object({
  invited: z.array(inviteSchema),
  already_members: z.array(z.string()),
  already_invited: z.array(z.string()),
  duplicates: z.array(z.string()),
});
export type BulkInviteResult = z.infer<typeof bulkInviteResultSchema>;

export const inviteActionInputSchema = z
  .object({ id: refIdSchema('Choose an invitation.') })
  .strict();
export type InviteActionInput = z.infer<typeof inviteActionInputSchema>;
