// Zod-free on purpose: the leader's view builds these paths without zod.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

/** Path patterns of the key-message calls, relative to /api/v1/. */
export const keyMessagesPatterns = {
  collection: 'key-messages/',
  detail: 'key-messages/:id/',
  /** `:id` is the cycle copied from. */
  copy: 'key-messages/:id/copy_key_messages_into_cycle/',
  /** `:id` is the project; the plan is in the query. */
  reorder: 'projects/:id/reorder_messages/',
} as const;

export const keyMessagesPaths = {
  list: (filters: { activation_cycle?: number; project?: number; personal?: boolean }) =>
    withQuery(keyMessagesPatterns.collection, filters),
  create: (activationCycleId: number) =>
    withQuery(keyMessagesPatterns.collection, { activationCycleId }),
  detail: (id: number) => fillPath(keyMessagesPatterns.detail, { id }),
  copy: (sourceCycleId: number) => fillPath(keyMessagesPatterns.copy, { id: sourceCycleId }),
  reorder: (projectId: number, planId: number) =>
    withQuery(fillPath(keyMessagesPatterns.reorder, { id: projectId }), {
      leader_group_change_plan: planId,
    }),
};
