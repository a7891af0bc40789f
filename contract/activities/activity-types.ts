// Zod-free on purpose: path builders and the predefined catalogue are read by the first screen.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';
import type { EngagementKind } from './activity-kinds';

/** Path patterns of the activity type calls, relative to /api/v1/. */
export const activityTypePatterns = {
  engagementCollection: 'engagement-activity-types/',
  engagementItem: 'engagement-activity-types/:id/',
  trainingCollection: 'training-activity-types/',
  trainingItem: 'training-activity-types/:id/',
} as const;

/**
 * The id the name look-up goes through: `engagement-activity-types/1/?name=Town hall` answers
 * the organisation's type of that name, whatever its own id.
 */
export const TYPE_LOOKUP_ID = 1;

export const activityTypePaths = {
  engagementList: (filters: { enabledOnly?: boolean; excludePredefined?: boolean } = {}) =>
    withQuery(activityTypePatterns.engagementCollection, filters),
  engagementDetail: (id: number) => fillPath(activityTypePatterns.engagementItem, { id }),
  engagementByName: (name: string) =>
    withQuery(fillPath(activityTypePatterns.engagementItem, { id: TYPE_LOOKUP_ID }), { name }),
  trainingList: (filters: { enabledOnly?: boolean; singleDatesOnly?: boolean } = {}) =>
    withQuery(activityTypePatterns.trainingCollection, filters),
  trainingDetail: (id: number) => fillPath(activityTypePatterns.trainingItem, { id }),
  trainingByName: (name: string) =>
    withQuery(fillPath(activityTypePatterns.trainingItem, { id: TYPE_LOOKUP_ID }), { name }),
};

/** The engagement types every organisation starts with (enabled; they can be disabled, not removed). */
export const predefinedEngagementTypes: readonly {
  name: string;
  kind: EngagementKind;
  defaultHours: number;
  description: string;
}[] = [
  {
    name: 'Alignment pulse',
    kind: 'FEEDBACK',
    defaultHours: 0.25,
    description: 'A short survey of how aligned people are with the change.',
  },
  {
    name: 'Leader briefing',
    kind: 'PROGRESS_SHARING',
    defaultHours: 1,
    description: 'Leaders hear what is coming and what their people need from them.',
  },
  {
    name: 'Town hall',
    kind: 'PROGRESS_SHARING',
    defaultHours: 1,
    description: 'Everyone hears progress and can ask questions.',
  },
  {
    name: 'Change champion huddle',
    kind: 'RITUAL',
    defaultHours: 0.5,
    description: 'Champions share what they hear on the ground.',
  },
  {
    name: 'Readiness checkpoint',
    kind: 'PROGRESS_SHARING',
    defaultHours: 0.5,
    description: 'Leaders confirm their teams are ready before a go-live.',
  },
  {
    name: 'Go-live pulse',
    kind: 'FEEDBACK',
    defaultHours: 0.25,
    description: 'A pulse check in the days after a go-live.',
  },
  {
    name: 'Floor walk',
    kind: 'OBSERVATION',
    defaultHours: 0.5,
    description: 'Support walks the floor to see the new way of working in use.',
  },
  {
    name: 'Post-deployment pulse',
    kind: 'FEEDBACK',
    defaultHours: 0.25,
    description: 'A pulse check once the change has bedded in.',
  },
  {
    name: 'Sustainment ritual',
    kind: 'RITUAL',
    defaultHours: 0.5,
    description: 'A recurring team moment that keeps the new behaviour alive.',
  },
  {
    name: 'Focus group',
    kind: 'FEEDBACK',
    defaultHours: 1.5,
    description: 'A small group explores concerns in depth.',
  },
];

/** The training types every organisation starts with. */
export const predefinedTrainingTypes: readonly {
  name: string;
  defaultHours: number;
  singleDateOnly: boolean;
  description: string;
}[] = [
  {
    name: 'Instructor-led training',
    defaultHours: 4,
    singleDateOnly: true,
    description: 'A trainer teaches a group in a room or online.',
  },
  {
    name: 'Hands-on workshop',
    defaultHours: 3,
    singleDateOnly: true,
    description: 'People practise the new way of working on real cases.',
  },
  {
    name: 'E-learning',
    defaultHours: 1,
    singleDateOnly: false,
    description: 'Self-paced modules completed within a window.',
  },
  {
    name: 'Drop-in clinic',
    defaultHours: 1,
    singleDateOnly: true,
    description: 'Experts answer questions in open sessions.',
  },
  {
    name: 'Training program',
    defaultHours: 8,
    singleDateOnly: false,
    description: 'A series of sessions over several weeks.',
  },
];
