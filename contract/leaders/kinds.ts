/** Kinds a leader-activation row can take, shared by the tables, the server and the SPA. */

/** A leader's work item: a task to do or an action to take with their group. */
export const leaderItemKinds = ['TASK', 'ACTION'] as const;
export type LeaderItemKind = (typeof leaderItemKinds)[number];

/** What a nudge (impacted-group reminder) or a delivery is about. */
export const nudgeItemTypes = [
  'ACTIVATION_CYCLE',
  'LEADER_TASK',
  'LEADER_ACTION',
  'KEY_MESSAGE',
  'NEW_WAY_OF_WORKING',
] as const;
export type NudgeItemType = (typeof nudgeItemTypes)[number];

/** What a tracked delivery carried to one person. */
export const deliveryItemKinds = ['NUDGE', 'TASK', 'ACTION', 'KEY_MESSAGE'] as const;
export type DeliveryItemKind = (typeof deliveryItemKinds)[number];

export const deliveryChannels = ['TEAMS', 'EMAIL', 'BOTH'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export const nudgeRecipients = ['LEADERS', 'EMPLOYEES', 'BOTH'] as const;
export type NudgeRecipients = (typeof nudgeRecipients)[number];
