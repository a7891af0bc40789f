import { deliveryPaths } from '@contract/surveys/delivery';
import type {
  AudienceOptions,
  DeliveryData,
  DeliveryDataInput,
} from '@contract/surveys/delivery.schema';
import { questionsPaths } from '@contract/surveys/questions';
import type { SurveyQuestion } from '@contract/surveys/questions.schema';
import { reportsPaths } from '@contract/surveys/reports';
import type {
  Breakdown,
  QuestionResults,
  ReportFilters,
  SiteCompletion,
  SurveyReport,
  TextAnswers,
} from '@contract/surveys/reports.schema';
import { surveysPaths } from '@contract/surveys/surveys';
import type { Survey, SurveyPage } from '@contract/surveys/surveys.schema';
import useSWR from 'swr';
import { apiGet, apiPost } from '@/lib/api-client/api-client';
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
/** A project's surveys, or with no project the organisation's enterprise surveys. */
export function useProjectSurveys(
  projectId: number | null,
  includeArchived: boolean,
  page: { page_number: number; page_size: number },
) {
  return useApiRead<SurveyPage>(
    surveysPaths.list(
      projectId === null
        ? { scope: 'ENTERPRISE', includeArchived, ...page }
        : { project: projectId, includeArchived, ...page },
    ),
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
/** A project survey's groups and personas; an enterprise survey's (no project) personas. */
export function useAudienceOptions(projectId: number | null) {
  return useApiRead<AudienceOptions>(deliveryPaths.audiences(projectId ?? undefined), 'Audiences');
}
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
/** A breakdown under combined filters (`by` picks the rows); NWOW surveys use their own call. */
export function useFilteredBreakdown(surveyId: number, nwow: boolean, filters: ReportFilters) {
  return usePostRead<Breakdown>(
    nwow
      ? reportsPaths.filteredNwow(surveyId, false)
      : reportsPaths.filteredCustom(surveyId, false),
    filters,
    'Breakdown',
  );
}
/** Invitations sent and answered per site. */
export function useSiteCompletion(surveyId: number, nwow: boolean) {
  return useSWR<SiteCompletion, ApiError>(
    nwow
      ? `${reportsPaths.nwowSiteCompletion(surveyId)}#{}`
      : reportsPaths.siteCompletion(surveyId),
    (key: string) =>
      nwow
        ? apiPost<SiteCompletion>(
            reportsPaths.nwowSiteCompletion(surveyId),
            {},
            {
              label: 'Completion by site',
            },
          )
        : apiGet<SiteCompletion>(key, { label: 'Completion by site' }),
  );
}
/** A new-ways-of-working survey's consistency per behaviour, with the adoption share. */
export const useBehaviourResults = defineRead<[surveyId: number], QuestionResults>(
  'Behaviours',
  (surveyId: number) => reportsPaths.questionReports(surveyId, true),
);
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
