import useSWR from 'swr';
import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import type {
  ActivationCycle,
  CycleCopyPreview,
  NudgeStats,
} from '@contract/leaders/activation-cycles.schema';
import type { CyclePlan } from '@contract/leaders/cycle-plan.schema';
import { leaderTasksPaths } from '@contract/leaders/leader-items';
import type { ItemStats, LeaderItemPage } from '@contract/leaders/leader-items.schema';
import { newWaysOfWorkingPaths } from '@contract/leaders/new-ways-of-working';
import type { ObservationalSurvey } from '@contract/leaders/new-ways-of-working.schema';
import { keyMessagesPaths } from '@contract/leaders/key-messages';
import type { KeyMessage } from '@contract/leaders/key-messages.schema';
import { scoresPaths } from '@contract/leaders/scores';
import type { GroupScore, ProjectScores } from '@contract/leaders/scores.schema';
import { apiPost } from '@/lib/api-client/api-client';
import type { ApiError } from '@/lib/api-client/api-error';
import { defineWrite, type ReadMatch } from '@/lib/swr/define-write';
import { defineRead } from '@/lib/swr/use-api-read';
import * as api from './api';

// Reads: the SWR key is the URL the contract builds.
export const useProjectCycles = defineRead<[projectId: number], ActivationCycle[]>(
  'Cycles',
  (projectId: number) => activationCyclesPaths.byProject(projectId),
);
export const useCyclePlan = defineRead<[cycleId: number], CyclePlan>('Cycle', (id: number) =>
  activationCyclesPaths.plan(id),
);
export const useCopyPreview = defineRead<[cycleId: number, startDate: string], CycleCopyPreview>(
  'Copy preview',
  (id: number, start: string) =>
    activationCyclesPaths.plan(id, { create: true, start_date: start }),
);
export const useActivationScores = defineRead<[projectId: number], ProjectScores>(
  'Activation scores',
  scoresPaths.activationForProject,
);
export const useEngagementScores = defineRead<[projectId: number], ProjectScores>(
  'Engagement scores',
  scoresPaths.engagementForProject,
);
/** The caller's own tasks across projects (Home, Teams, the Outlook pane). */
export const useMyLeaderTasks = defineRead<[closed: 'open' | 'all'], LeaderItemPage>(
  'Your leader tasks',
  (closed: 'open' | 'all') =>
    leaderTasksPaths.list({
      personal_task: true,
      isInTeams: true,
      page_size: 200,
      ...(closed === 'open' ? { closed: false } : {}),
    }),
);
export const useMyTaskStats = defineRead<[key: 'mine'], ItemStats>('Your task figures', () =>
  leaderTasksPaths.personalStats(),
);
/** The key messages the caller passes on now: their groups', in live cycles. */
export const useMyKeyMessages = defineRead<[key: 'mine'], KeyMessage[]>('Your key messages', () =>
  keyMessagesPaths.list({ personal: true }),
);
export const useGroupActivationScore = defineRead<[groupId: number], GroupScore>(
  'Activation score',
  scoresPaths.activationForGroup,
);
export const useGroupEngagementScore = defineRead<[groupId: number], GroupScore>(
  'Engagement score',
  scoresPaths.engagementForGroup,
);
export const useObservationalSurvey = defineRead<[key: 'mine'], ObservationalSurvey>(
  'Observational survey',
  () => newWaysOfWorkingPaths.observationalSurvey(),
);

/**
 * Sent → delivered → opened → acted of a project's nudges and task notifications per cycle,
 * group and kind (a POST read). The key is a URL under `activation-cycles/` so every leader
 * write refreshes it.
 */
export function useDeliveryStats(projectId: number, cycleId: number | undefined) {
  const url = activationCyclesPaths.nudgeStats(projectId);
  return useSWR<NudgeStats, ApiError>(`${url}?activation_cycle_id=${cycleId ?? 'all'}`, () =>
    apiPost<NudgeStats>(url, cycleId ? { activation_cycle_id: cycleId } : {}, {
      label: 'Delivery figures',
    }),
  );
}

// Writes, each refreshing the reads it changes.
const leaderReads: ReadMatch[] = [
  'activation-cycles/',
  'leader-tasks/',
  'leader-actions/',
  'key-messages/',
  'impacted-group-reminders/',
  'new-ways-of-working/',
  'get-leader-',
  'leader-activation-score/',
  'leader-engagement-score/',
  'get_number_of_new_ways_of_working',
  'project-stats/',
];
const invalidates = () => leaderReads;

export const useCreateCycle = defineWrite(api.createCycle, { invalidates });
export const useUpdateCycle = defineWrite(api.updateCycle, { invalidates });
export const useDeleteCycle = defineWrite(api.deleteCycle, { invalidates });
export const useCopyCycle = defineWrite(api.copyCycle, { invalidates });
// Opening changes only the funnels and the engagement scores, not what a leader reads.
export const useMarkOpened = defineWrite(api.markOpened, {
  invalidates: () => ['activation-cycles/', 'get-leader-engagement', 'leader-engagement-score/'],
});
export const useCreateTask = defineWrite(api.createTask, { invalidates });
export const useCreateAction = defineWrite(api.createAction, { invalidates });
export const useUpdateItem = defineWrite(api.updateItem, { invalidates });
export const useDeleteItem = defineWrite(api.deleteItem, { invalidates });
export const useBulkUpdateItems = defineWrite(api.bulkUpdateItems, { invalidates });
export const useCreateKeyMessage = defineWrite(api.createKeyMessage, { invalidates });
export const useUpdateKeyMessage = defineWrite(api.updateKeyMessage, { invalidates });
export const useDeleteKeyMessage = defineWrite(api.deleteKeyMessage, { invalidates });
export const useReorderKeyMessages = defineWrite(api.reorderKeyMessages, { invalidates });
export const useCreateNudge = defineWrite(api.createNudge, { invalidates });
export const useUpdateNudge = defineWrite(api.updateNudge, { invalidates });
export const useRemoveNudgeImage = defineWrite(api.removeNudgeImage, { invalidates });
export const useDeleteNudge = defineWrite(api.deleteNudge, { invalidates });
export const useCreateBehaviour = defineWrite(api.createBehaviour, { invalidates });
export const useUpdateBehaviour = defineWrite(api.updateBehaviour, { invalidates });
export const useDeleteBehaviour = defineWrite(api.deleteBehaviour, { invalidates });
export const useSubmitObservations = defineWrite(api.submitObservations, { invalidates });
