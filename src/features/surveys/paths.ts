/** The surveys area's routes; the app's route table takes them from here. */
export const surveyAreaPaths = {
  /** The change office's enterprise surveys (scope ENTERPRISE): list, builder and results. */
  enterpriseSurveys: { pattern: '/surveys/*', href: () => '/surveys' },
} as const;
