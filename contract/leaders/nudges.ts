// Zod-free on purpose: nudge lists and the leader's view build paths without zod.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';
import type { NudgeItemType } from './kinds';

export const nudgeItemTypeLabels: Record<NudgeItemType, string> = {
  ACTIVATION_CYCLE: 'Cycle',
  LEADER_TASK: 'Leader task',
  LEADER_ACTION: 'Leader action',
  KEY_MESSAGE: 'Key message',
  NEW_WAY_OF_WORKING: 'New way of working',
};

/** How far back an alert time may lie when it is saved (clocks differ a little). */
export const NUDGE_PAST_GRACE_MINUTES = 2;

/** Path patterns of the nudge (impacted-group reminder) calls, relative to /api/v1/. */
export const nudgesPatterns = {
  collection: 'impacted-group-reminders/',
  detail: 'impacted-group-reminders/:id/',
  removeImage: 'impacted-group-reminders/:id/remove_image_in_nudge/',
  image: 'impacted-group-reminders/:id/image/',
} as const;

export interface NudgeTarget {
  impacted_group: number;
  item_id: number;
  item_type: NudgeItemType;
}

export const nudgesPaths = {
  byItem: (itemId: number, itemType: NudgeItemType) =>
    withQuery(nudgesPatterns.collection, { itemId, itemType }),
  byCycle: (activationCycleId: number) =>
    withQuery(nudgesPatterns.collection, { activationCycleId }),
  create: (target: NudgeTarget) => withQuery(nudgesPatterns.collection, { ...target }),
  detail: (id: number, changeImage?: boolean) =>
    withQuery(fillPath(nudgesPatterns.detail, { id }), { changeImage }),
  removeImage: (id: number) => fillPath(nudgesPatterns.removeImage, { id }),
  image: (id: number) => fillPath(nudgesPatterns.image, { id }),
};
