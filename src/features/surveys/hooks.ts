import { deliveryPaths } from '@contract/surveys/delivery';
import type {
  AudienceOptions,
  DeliveryData,
  DeliveryDataInput,
} from '@contract/surveys/delivery.schema';
import { questionsPaths } from '@contract/surveys/questions';
import type { SurveyQuestion } from '@contract/surveys/questions.schema';
import { reportsPaths } from '@contract/surveys/reports';
import type { Breakdown, SurveyReport, TextAnswers } from '@contract/surveys/reports.schema';
import { surveysPaths } from '@contract/surveys/surveys';
import type { Survey } from '@contract/surveys/surveys.schema';
import useSWR from 'swr';
import { apiPost } from '@/lib/api-client/api-client';
import type { ApiError } from '@/lib/api-client/api-error';
import { defineWrite } from '@/lib/swr/define-write';
import { defineRead, useApiRead } from '@/lib/swr/use-api-read';
import {
  copyQuestions,
  createSurvey,
  reorderQuestions,
  resendInvitations,
  saveQuestions,
  scheduleSurvey,
  sendSurvey,
  updateRecipientReminders,
  updateSurvey,
} from './api';

// Reads: the SWR key is the URL the contract builds.
export function useProjectSurveys(projectId: number, includeArchived: boolean) {
  return useApiRead<Survey[]>(
    surveysPaths.list({ project: projectId, includeArchived }),
    'Surveys',
    {
      keepPreviousData: true,
    },
  );
}
export const useSurvey = defineRead<[id: number], Survey>('Survey', surveysPaths.detail);
export const useSurveyQuestions = defineRead<[surveyId: number], SurveyQuestion[]>(
  'Questions',
  questionsPaths.list,
);
export const useAudienceOptions = defineRead<[projectId: number], AudienceOptions>(
  'Audiences',
  deliveryPaths.audiences,
);
export const useSurveyReport = defineRead<[surveyId: number], SurveyReport>(
  'Results',
  (surveyId: number) => reportsPaths.individual(surveyId),
);

/**
 * Reads that answer a POST (filters travel in the body). The key starts with the path, so a
 * write's `invalidates` finds it like any other read.
 */
function usePostRead<T>(path: string, body: object, what: string) {
  return useSWR<T, ApiError>(`${path}#${JSON.stringify(body)}`, () =>
    apiPost<T>(path, body, { label: what }),
  );
}
export function useGroupBreakdown(surveyId: number) {
  return usePostRead<Breakdown>(
    reportsPaths.filteredCustom(surveyId, false),
    {},
    'Results by group',
  );
}
export function useSiteBreakdown(surveyId: number) {
  return useApiRead<Breakdown>(reportsPaths.siteResults(surveyId), 'Results by site');
}
export function useTextAnswers(surveyId: number) {
  return usePostRead<TextAnswers>(reportsPaths.answers(surveyId), {}, 'Comments');
}
/** One page of the recipients' deliveries, filtered by status and name or e-mail. */
export function useDeliveryData(surveyId: number, input: DeliveryDataInput) {
  return usePostRead<DeliveryData>(deliveryPaths.deliveryData(surveyId), input, 'Deliveries');
}

// Writes, each refreshing the reads it changes.
const surveyReads = ['surveys/', 'latest-survey/', 'survey-questions/'];
export const useCreateSurvey = defineWrite(createSurvey, { invalidates: () => surveyReads });
export const useUpdateSurvey = defineWrite(updateSurvey, { invalidates: () => surveyReads });
export const useSaveQuestions = defineWrite(saveQuestions, { invalidates: () => surveyReads });
export const useCopyQuestions = defineWrite(copyQuestions, { invalidates: () => surveyReads });
export const useReorderQuestions = defineWrite(reorderQuestions, {
  invalidates: () => surveyReads,
});
const sendReads = [...surveyReads, 'survey-recipient-delivery-data/', 'survey-reports/'];
export const useSendSurvey = defineWrite(sendSurvey, { invalidates: () => sendReads });
export const useScheduleSurvey = defineWrite(scheduleSurvey, { invalidates: () => sendReads });
export const useResendInvitations = defineWrite(resendInvitations, {
  invalidates: () => sendReads,
});
export const useUpdateRecipientReminders = defineWrite(updateRecipientReminders, {
  invalidates: () => ['survey-recipient-delivery-data/'],
});
