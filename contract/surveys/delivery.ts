// Zod-free on purpose: the audience and schedule panel and the delivery table read these.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

/** Where one invitation stands, derived from its dates. */
export const recipientStatuses = ['PENDING', 'SENT', 'FAILED', 'OPENED', 'COMPLETED'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];
export const recipientStatusLabels: Record<RecipientStatus, string> = {
  PENDING: 'Not sent yet',
  SENT: 'Sent',
  FAILED: 'Failed',
  OPENED: 'Opened',
  COMPLETED: 'Answered',
};

/** Where a respondent opened their link from (`from` of the status call). */
export const openedFrom = ['EMAIL', 'TEAMS', 'LINK', 'HOME'] as const;
export type OpenedFrom = (typeof openedFrom)[number];

export const deliveryPatterns = {
  audiences: 'audiences-for-survey-audience-selection/',
  send: 'surveys/:id/send/',
  schedule: 'surveys/:id/schedule/',
  resend: 'surveys/:id/resend_notification/',
  deliveryData: 'survey-recipient-delivery-data/',
  reminderRecipient: 'survey-reminder-recipients/:id/',
} as const;

export const deliveryPaths = {
  /** `GET` the groups and personas a project's survey (or, without one, an enterprise survey) can go to. */
  audiences: (project?: number) => withQuery(deliveryPatterns.audiences, { project }),
  /** `POST` the audience and channel: sends now. */
  send: (surveyId: number) => fillPath(deliveryPatterns.send, { id: surveyId }),
  /** `POST` the audience, channel, local send time and repeat (null time cancels). */
  schedule: (surveyId: number) => fillPath(deliveryPatterns.schedule, { id: surveyId }),
  /** `POST` retries failed invitations (or the recipients named). */
  resend: (surveyId: number) => fillPath(deliveryPatterns.resend, { id: surveyId }),
  /** `POST` each recipient's delivery, paged and filtered. */
  deliveryData: (surveyId: number, isNWOW = false) =>
    withQuery(deliveryPatterns.deliveryData, { surveyId, isNWOW }),
  /** `PATCH` one recipient's reminders (on or off, or remind now). */
  reminderRecipient: (recipientId: number, surveyId: number) =>
    withQuery(fillPath(deliveryPatterns.reminderRecipient, { id: recipientId }), { surveyId }),
};
