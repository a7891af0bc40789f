/** What the product sends, each through its own port (server/integrations). */
export const outboxChannels = ['EMAIL', 'TEAMS', 'VIVA_ENGAGE', 'OUTLOOK_EVENT'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

export const outboxChannelLabels: Record<OutboxChannel, string> = {
  EMAIL: 'Email',
  TEAMS: 'Teams notification',
  VIVA_ENGAGE: 'Viva Engage post',
  OUTLOOK_EVENT: 'Outlook event',
};

/** The local default's sent items: what would have left through Microsoft 365 or SMTP. */
export const outboxPaths = {
  list: 'outbox/',
  detail: (id: number) => `outbox/${id}/`,
  /** The message as sent: `.eml` for mail, `.ics` for events (absent for the others). */
  raw: (id: number) => `outbox/${id}/raw/`,
} as const;
