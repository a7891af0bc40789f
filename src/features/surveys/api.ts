import { deliveryPaths } from '@contract/surveys/delivery';
import type {
  DeliveryCounts,
  RecipientDelivery,
  ReminderRecipientInput,
  ScheduleSurveyInput,
  SendResult,
  SendSurveyInput,
} from '@contract/surveys/delivery.schema';
import { questionsPaths } from '@contract/surveys/questions';
import type { SaveQuestionsInput, SurveyQuestion } from '@contract/surveys/questions.schema';
import { surveysPaths } from '@contract/surveys/surveys';
import type {
  CreateSurveyInput,
  Survey,
  UpdateSurveyInput,
} from '@contract/surveys/surveys.schema';
import { apiPatch, apiPost, apiPut, type CallOptions } from '@/lib/api-client/api-client';

/** Writes report their own failures on the form or the row that made them. */
function write(label: string): CallOptions {
  return { label, redirectOnError: false, notifyOnError: false };
}

export function createSurvey(input: CreateSurveyInput) {
  return apiPost<Survey>(surveysPaths.create(), input, write('New survey'));
}
export function updateSurvey(id: number, input: UpdateSurveyInput) {
  return apiPatch<Survey>(surveysPaths.detail(id), input, write('Survey'));
}
export function saveQuestions(surveyId: number, input: SaveQuestionsInput) {
  return apiPost<SurveyQuestion[]>(questionsPaths.save(surveyId), input, write('Questions'));
}
export function copyQuestions(surveyId: number, fromSurveyId: number) {
  return apiPost<SurveyQuestion[]>(
    questionsPaths.save(surveyId, fromSurveyId),
    {},
    write('Copy questions'),
  );
}
export function reorderQuestions(surveyId: number, order: number[]) {
  return apiPut<SurveyQuestion[]>(questionsPaths.reorder(surveyId), { order }, write('Reorder'));
}
export function sendSurvey(surveyId: number, input: SendSurveyInput) {
  return apiPost<SendResult>(deliveryPaths.send(surveyId), input, write('Send survey'));
}
export function scheduleSurvey(surveyId: number, input: ScheduleSurveyInput) {
  return apiPost<Survey>(deliveryPaths.schedule(surveyId), input, write('Schedule survey'));
}
/** Retries failed invitations: every failed one of the current send, or the recipients named. */
export function resendInvitations(surveyId: number, recipients?: number[]) {
  return apiPost<DeliveryCounts>(
    deliveryPaths.resend(surveyId),
    recipients ? { recipients } : {},
    write('Resend'),
  );
}
export function updateRecipientReminders(
  surveyId: number,
  recipientId: number,
  input: ReminderRecipientInput,
) {
  return apiPatch<RecipientDelivery>(
    deliveryPaths.reminderRecipient(recipientId, surveyId),
    input,
    write('Reminders'),
  );
}
