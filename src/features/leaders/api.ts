import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import type {
  ActivationCycle,
  CopyCycleInput,
  CreateCycleInput,
  UpdateCycleInput,
} from '@contract/leaders/activation-cycles.schema';
import { keyMessagesPaths } from '@contract/leaders/key-messages';
import type {
  CreateKeyMessageInput,
  KeyMessage,
  UpdateKeyMessageInput,
} from '@contract/leaders/key-messages.schema';
import type { DeliveryItemKind } from '@contract/leaders/kinds';
import {
  leaderActionsPaths,
  leaderTasksPaths,
  type NewItemTarget,
} from '@contract/leaders/leader-items';
import type {
  BulkUpdateInput,
  BulkUpdateResult,
  CreateItemInput,
  LeaderItem,
  UpdateItemInput,
} from '@contract/leaders/leader-items.schema';
import { newWaysOfWorkingPaths } from '@contract/leaders/new-ways-of-working';
import type {
  CreateNewWayOfWorkingInput,
  NewWayOfWorking,
  ObservationalSurvey,
  SubmitObservationsInput,
  UpdateNewWayOfWorkingInput,
} from '@contract/leaders/new-ways-of-working.schema';
import { nudgesPaths, type NudgeTarget } from '@contract/leaders/nudges';
import type { CreateNudgeInput, Nudge, UpdateNudgeInput } from '@contract/leaders/nudges.schema';
import {
  apiDelete,
  apiPatch,
  apiPost,
  apiPut,
  type CallOptions,
} from '@/lib/api-client/api-client';
import { jsonFieldsForm } from '@/lib/api-client/request-body';

/** Writes report their own failures on the form or the row that made them. */
function write(label: string): CallOptions {
  return { label, redirectOnError: false, notifyOnError: false };
}

/** A nudge's fields as one JSON part beside its image, as the server reads them. */
const nudgeForm = (fields: object, image: File | null) => jsonFieldsForm(fields, { image });

export const createCycle = (input: CreateCycleInput) =>
  apiPost<ActivationCycle>(activationCyclesPaths.create(), input, write('New cycle'));
export const updateCycle = (id: number, input: UpdateCycleInput) =>
  apiPatch<ActivationCycle>(activationCyclesPaths.detail(id), input, write('Cycle'));
export const deleteCycle = (id: number) =>
  apiDelete(activationCyclesPaths.detail(id), write('Delete cycle'));
export const copyCycle = (id: number, input: CopyCycleInput) =>
  apiPost<ActivationCycle>(activationCyclesPaths.copy(id), input, write('Copy cycle'));
export const markOpened = (cycleId: number, kind: DeliveryItemKind, ids: number[]) =>
  apiPost<null>(
    activationCyclesPaths.opened(cycleId),
    { item_kind: kind, item_ids: ids },
    {
      label: 'Opened',
      redirectOnError: false,
      notifyOnError: false,
    },
  );

export const createTask = (target: NewItemTarget, input: CreateItemInput) =>
  apiPost<LeaderItem>(leaderTasksPaths.create(target), input, write('New task'));
export const createAction = (target: NewItemTarget, input: CreateItemInput) =>
  apiPost<LeaderItem>(leaderActionsPaths.create(target), input, write('New action'));
export const updateItem = (item: Pick<LeaderItem, 'id' | 'kind'>, input: UpdateItemInput) =>
  apiPatch<LeaderItem>(
    item.kind === 'TASK' ? leaderTasksPaths.detail(item.id) : leaderActionsPaths.detail(item.id),
    input,
    write(item.kind === 'TASK' ? 'Task' : 'Action'),
  );
export const deleteItem = (item: Pick<LeaderItem, 'id' | 'kind'>) =>
  apiDelete(
    item.kind === 'TASK' ? leaderTasksPaths.detail(item.id) : leaderActionsPaths.detail(item.id),
    write('Delete'),
  );
export const bulkUpdateItems = (projectId: number, input: BulkUpdateInput) =>
  apiPatch<BulkUpdateResult>(leaderTasksPaths.bulkUpdate(projectId), input, write('Tasks'));

export const createKeyMessage = (cycleId: number, input: CreateKeyMessageInput) =>
  apiPost<KeyMessage>(keyMessagesPaths.create(cycleId), input, write('New key message'));
export const updateKeyMessage = (id: number, input: UpdateKeyMessageInput) =>
  apiPatch<KeyMessage>(keyMessagesPaths.detail(id), input, write('Key message'));
export const deleteKeyMessage = (id: number) =>
  apiDelete(keyMessagesPaths.detail(id), write('Delete key message'));
export const reorderKeyMessages = (projectId: number, planId: number, ids: number[]) =>
  apiPut<KeyMessage[]>(keyMessagesPaths.reorder(projectId, planId), { ids }, write('Order'));

export const createNudge = (target: NudgeTarget, input: CreateNudgeInput, image: File | null) =>
  apiPost<Nudge>(nudgesPaths.create(target), nudgeForm(input, image), {
    ...write('New nudge'),
    unsanitisedField: 'description_html',
  });
export const updateNudge = (id: number, input: UpdateNudgeInput, image: File | null) =>
  apiPatch<Nudge>(nudgesPaths.detail(id, image !== null), nudgeForm(input, image), {
    ...write('Nudge'),
    unsanitisedField: 'description_html',
  });
export const removeNudgeImage = (id: number) =>
  apiPatch<Nudge>(nudgesPaths.removeImage(id), {}, write('Nudge image'));
export const deleteNudge = (id: number) => apiDelete(nudgesPaths.detail(id), write('Delete nudge'));

export const createBehaviour = (input: CreateNewWayOfWorkingInput) =>
  apiPost<NewWayOfWorking>(newWaysOfWorkingPaths.create(), input, write('New way of working'));
export const updateBehaviour = (id: number, input: UpdateNewWayOfWorkingInput) =>
  apiPatch<NewWayOfWorking>(newWaysOfWorkingPaths.detail(id), input, write('New way of working'));
export const deleteBehaviour = (id: number) =>
  apiDelete(newWaysOfWorkingPaths.detail(id), write('Delete new way of working'));
export const submitObservations = (input: SubmitObservationsInput) =>
  apiPost<ObservationalSurvey>(newWaysOfWorkingPaths.submitObservations(), input, write('Ratings'));
