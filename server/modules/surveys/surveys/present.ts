import type { SurveyStatus } from '../../../../contract/surveys/surveys';
import type { Survey } from '../../../../contract/surveys/surveys.schema';
import { goLiveTemplateKeys } from '../../../../contract/surveys/templates';
import { isoTimestamp } from '../../../db/sql-helpers';
import type { SurveyRow } from '../policy';
import type { SurveyBundle } from './queries';

export function surveyStatus(survey: SurveyRow, now = new Date()): SurveyStatus {
  if (survey.archived) return 'ARCHIVED';
  if (survey.closesAt && survey.closesAt <= now) return 'CLOSED';
  if (survey.cycle > 0) return 'OPEN';
  if (survey.sendLocal) return 'SCHEDULED';
  return 'DRAFT';
}

export function presentSurvey(bundle: SurveyBundle): Survey {
  const s = bundle.survey;
  return {
    id: s.id,
    project: s.projectId,
    name: s.name,
    description: s.description,
    scope: s.scope,
    origin: s.origin,
    template: s.template,
    is_go_live: s.template !== null && goLiveTemplateKeys.includes(s.template),
    is_nwow: s.isNwow,
    activation_cycle_id: s.activationCycleId,
    status: surveyStatus(s),
    archived: s.archived,
    locked: s.cycle > 0,
    version: s.version,
    previous_version: s.previousVersionId,
    series: s.seriesId ?? s.id,
    cycle: s.cycle,
    question_count: bundle.questionCount,
    channel: s.channel,
    audience: s.audience,
    audience_kind: s.audienceKind,
    audience_groups: s.audienceGroupIds,
    audience_people: s.audiencePersonIds,
    audience_personas: s.audiencePersonaIds,
    audience_global_groups: s.audienceGlobalGroupIds,
    audience_departments: s.audienceDepartmentIds,
    audience_sites: s.audienceSiteIds,
    reminder_offset: s.reminderOffset,
    repeat: s.repeat,
    send_local: s.sendLocal ? s.sendLocal.replace(' ', 'T').slice(0, 16) : null,
    next_send: isoTimestamp(bundle.nextSend),
    sent_at: isoTimestamp(s.sentAt),
    closes_at: isoTimestamp(s.closesAt),
    recipients: bundle.recipients,
    responses: bundle.responses,
    response_rate:
      bundle.recipients > 0 ? Math.round((bundle.responses / bundle.recipients) * 1000) / 10 : 0,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}
