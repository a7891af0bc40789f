// Zod-free on purpose: the bulk-invite dialog parses pasted text with these, before any call.
import { withQuery } from '../shared/query-string';

export const inviteStatuses = ['pending', 'accepted', 'expired', 'cancelled'] as const;
export type InviteStatus = (typeof inviteStatuses)[number];
export const inviteStatusLabels: Record<InviteStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Most addresses one bulk invitation takes. */
export const BULK_INVITE_MAX = 500;

const plausibleEmail = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]{2,}$/;

export interface ParsedInviteList {
  /** Valid addresses, lower-cased, each once, in the order given. */
  valid: string[];
  /** Entries that are not an e-mail address, as typed. */
  invalid: string[];
  /** Addresses given more than once (counted once in `valid`). */
  duplicates: string[];
}

/**
 * Splits pasted text (commas, semicolons, new lines, tabs) into addresses: trims, lower-cases,
 * de-duplicates and sets aside what is not an address. `Name <a@b.c>` yields `a@b.c`.
 */
export function parseInviteList(text: string): ParsedInviteList {
  const valid: string[] = [];
  const invalid: string[] = [];
  const duplicates: string[] = [];
  for (const raw of text.split(/[,;\n\r\t]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const bracketed = /<([^<>]+)>\s*$/.exec(entry);
    const address = (bracketed?.[1] ?? entry).trim().toLowerCase();
    if (!plausibleEmail.test(address)) {
      invalid.push(entry);
    } else if (valid.includes(address)) {
      if (!duplicates.includes(address)) duplicates.push(address);
    } else {
      valid.push(address);
    }
  }
  return { valid, invalid, duplicates };
}

/** Paths relative to /api/v1/. */
export const invitesPaths = {
  list: (excludeAccepted = false) =>
    withQuery('invites/', excludeAccepted ? { excludeAccepted: true } : {}),
  bulk: () => 'invites/bulk_invite/',
  resend: () => 'invites/resend_invite/',
  cancel: () => 'invites/cancel_invite/',
};
