// Zod-free on purpose: read-only screens show a change's wizard progress without zod.

/** The change wizard's steps, in order; each saves only its own fields. */
export const changeWizardSteps = [
  { step: 1, key: 'details', label: 'Details', fields: ['name', 'description', 'change_type'] },
  {
    step: 2,
    key: 'classification',
    label: 'Classification',
    fields: ['criticality', 'impact_attributes'],
  },
  {
    step: 3,
    key: 'timing',
    label: 'Timing',
    fields: ['deployment_state', 'date_mode', 'go_live_date', 'start_date', 'end_date'],
  },
  { step: 4, key: 'go_live_events', label: 'Go-live events', fields: ['go_live_events'] },
] as const;
export type ChangeWizardStep = (typeof changeWizardSteps)[number]['step'];
export type ChangeWizardStepKey = (typeof changeWizardSteps)[number]['key'];
export const CHANGE_WIZARD_STEP_COUNT = changeWizardSteps.length;
