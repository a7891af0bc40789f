/** Draft, waiting for its time, or sent. */
export const emailStatuses = ['DRAFT', 'SCHEDULED', 'SENT'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** Where an email's own text goes inside its template's layout. */
export const TEMPLATE_CONTENT_MARKER = '{{content}}';

export const engagementEmailPaths = {
  list: (project: number) => `engagement-email/?project=${project}`,
  detail: (id: number) => `engagement-email/${id}/`,
  create: (isSchedule: boolean) => `engagement-email/?isSchedule=${isSchedule}`,
  update: (id: number, isDraft: boolean) => `engagement-email/${id}/?isDraft=${isDraft}`,
  send: (id: number) => `engagement-email/${id}/send/`,
  sendTest: 'engagement-email/send_test_email/',
} as const;

export const emailTemplatePaths = {
  list: (projectId?: number) =>
    projectId ? `email-templates/?projectId=${projectId}` : 'email-templates/',
  create: 'email-templates/',
  detail: (id: number) => `email-templates/${id}/`,
  sendTest: (id: number) => `email-templates/${id}/send_test_email/`,
} as const;

/** An email's body placed in its template's layout (the layout without a marker gets it appended). */
export function renderInLayout(layout: string, body: string): string {
  if (!layout.trim()) return body;
  return layout.includes(TEMPLATE_CONTENT_MARKER)
    ? layout.split(TEMPLATE_CONTENT_MARKER).join(body)
    : `${layout}${body}`;
}
