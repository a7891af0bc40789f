// The assessments tab's own places, under a project's workspace.
export const assessmentViews = [
  { id: 'summary', label: 'Summary' },
  { id: 'impact', label: 'Change impact', kind: 'CHANGE_IMPACT' },
  { id: 'readiness', label: 'Readiness', kind: 'READINESS' },
  { id: 'business-risk', label: 'Business risk', kind: 'BUSINESS_RISK' },
  { id: 'implementation-risk', label: 'Implementation risk', kind: 'IMPLEMENTATION_RISK' },
  { id: 'sentiment', label: 'Sentiment', kind: 'SENTIMENT' },
  { id: 'training-needs', label: 'Training needs', kind: 'TRAINING_NEEDS' },
] as const;
export type AssessmentView = (typeof assessmentViews)[number]['id'];

export const assessmentsPaths = {
  view: (projectId: number, view: AssessmentView) => `/projects/${projectId}/assessments/${view}`,
};
