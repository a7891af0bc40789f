/** What a delivery row counts: each kind of communication that is sent to people. */
export const commsItemKinds = [
  'ANNOUNCEMENT',
  'EMAIL',
  'YAMMER_POST',
  'OUTLOOK_EVENT',
  'COMMS_FILE',
] as const;
export type CommsItemKind = (typeof commsItemKinds)[number];

/** How a communication reached its recipient: the channels of SPEC 4, an Outlook invitation, a Viva Engage post. */
export const deliveryChannels = ['TEAMS', 'EMAIL', 'BOTH', 'OUTLOOK', 'VIVA_ENGAGE'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export const commsDeliveriesPaths = {
  /** Sent → delivered → opened → acted for one communication, overall and per group. */
  summary: (kind: CommsItemKind, id: number) =>
    `comms-deliveries/summary/?item_kind=${kind}&item_id=${id}`,
  csv: (kind: CommsItemKind, id: number) =>
    `comms-deliveries/export/?item_kind=${kind}&item_id=${id}`,
  failed: (projectId: number) => `comms-deliveries/failed/?project=${projectId}`,
  retry: (deliveryId: number) => `comms-deliveries/${deliveryId}/retry/`,
} as const;
