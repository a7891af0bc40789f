import { http, HttpResponse } from 'msw';
import { activityPatterns } from '@contract/activities/activities';
import type {
  AverageTimeCommitment,
  EngagementActivity,
  TrainingActivity,
} from '@contract/activities/activities.schema';
import { activityTypePatterns } from '@contract/activities/activity-types';
import type {
  EngagementActivityType,
  TrainingActivityType,
} from '@contract/activities/activity-types.schema';
import type { CalendarEvent, MyActivities } from '@contract/activities/calendar.schema';
import { apiPath } from '../api-path';

const STAMP = '2030-01-01T09:00:00.000Z';

/** The activities area as a component test's fake server holds it; tests may change it. */
export interface ActivitiesData {
  engagement: EngagementActivity[];
  training: TrainingActivity[];
  events: CalendarEvent[];
  myActivities: MyActivities;
  /** The person's calendar subscription address, null until made. */
  feedUrl: string | null;
  /** Every write the fake server took: method, path with query, body. */
  writes: { method: string; url: string; body: unknown }[];
}

export function engagementActivityRecord(
  overrides: Partial<EngagementActivity> = {},
): EngagementActivity {
  return {
    id: 31,
    project: 4,
    project_name: 'Electronic patient record rollout',
    name: 'Ward briefing',
    description: '',
    type: 2,
    type_name: 'Leader briefing',
    kind: 'PROGRESS_SHARING',
    date_mode: 'SINGLE_DATE',
    start_date: '2030-03-12',
    end_date: null,
    start_time: null,
    repeat: "Don't Repeat",
    repeat_until: null,
    reminder: 'NONE',
    audience: 'ALL',
    impacted_groups: [{ id: 10, name: 'Ward staff' }],
    changes: [],
    owner: null,
    hours_per_person: 1,
    occurrence_count: 1,
    total_hours_per_person: 1,
    show_in_teams: true,
    plan_kind: null,
    planner_reason: null,
    can_edit: true,
    created_by: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function calendarEventRecord(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    key: 'activity-31-2030-03-12',
    type: 'Engagement Activity',
    title: 'Ward briefing',
    date: '2030-03-12',
    end_date: null,
    time: null,
    project: { id: 4, name: 'Electronic patient record rollout' },
    activity: { family: 'ENGAGEMENT', id: 31 },
    movable: true,
    hours_per_person: 1,
    impacted_groups: [10],
    ...overrides,
  };
}

export function activitiesData(overrides: Partial<ActivitiesData> = {}): ActivitiesData {
  return {
    engagement: [],
    training: [],
    events: [],
    myActivities: { today: '2030-03-01', items: [] },
    feedUrl: null,
    writes: [],
    ...overrides,
  };
}

const engagementTypes: EngagementActivityType[] = [
  {
    id: 2,
    name: 'Leader briefing',
    kind: 'PROGRESS_SHARING',
    description: '',
    default_hours: 1,
    predefined: true,
    enabled: true,
    activity_count: 0,
    created_at: STAMP,
  },
];
const trainingTypes: TrainingActivityType[] = [
  {
    id: 11,
    name: 'Instructor-led training',
    description: '',
    default_hours: 4,
    single_date_only: true,
    predefined: true,
    enabled: true,
    activity_count: 0,
    created_at: STAMP,
  },
];

/** Handlers over `data`: reads answer from it, moves of an activity change it. */
export function activitiesHandlers(data: ActivitiesData = activitiesData()) {
  const patch =
    (family: 'ENGAGEMENT' | 'TRAINING') =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const body = (await request.json()) as Partial<EngagementActivity>;
      data.writes.push({ method: 'PATCH', url: new URL(request.url).pathname, body });
      const id = Number(params.id);
      const list = family === 'ENGAGEMENT' ? data.engagement : data.training;
      const found = list.find((a) => a.id === id);
      if (!found) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      Object.assign(found, body);
      for (const event of data.events) {
        if (event.activity?.id === id && body.start_date) event.date = body.start_date;
      }
      return HttpResponse.json(found);
    };
  return [
    http.get(apiPath(activityPatterns.engagementCollection), () =>
      HttpResponse.json(data.engagement),
    ),
    http.get(apiPath(activityPatterns.trainingCollection), () => HttpResponse.json(data.training)),
    http.patch(apiPath(activityPatterns.engagementItem), patch('ENGAGEMENT')),
    http.patch(apiPath(activityPatterns.trainingItem), patch('TRAINING')),
    http.get(apiPath(activityTypePatterns.engagementCollection), () =>
      HttpResponse.json(engagementTypes),
    ),
    http.get(apiPath(activityTypePatterns.trainingCollection), () =>
      HttpResponse.json(trainingTypes),
    ),
    http.get(apiPath(activityPatterns.calendarEvents), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const month = Number(query.get('month'));
      const year = Number(query.get('year'));
      const months = Number(query.get('months') ?? 1);
      const iso = (d: Date) => d.toISOString().slice(0, 10);
      const from = iso(new Date(Date.UTC(year, month - 1, 1)));
      const to = iso(new Date(Date.UTC(year, month - 1 + months, 0)));
      return HttpResponse.json({
        month,
        year,
        from,
        to,
        events: data.events.filter((e) => e.date >= from && e.date <= to),
      });
    }),
    http.get(apiPath(activityPatterns.myActivities), () => HttpResponse.json(data.myActivities)),
    http.get(apiPath(activityPatterns.myActivitiesFeed), () =>
      HttpResponse.json({ url: data.feedUrl }),
    ),
    http.post(apiPath(activityPatterns.myActivitiesFeed), ({ request }) => {
      data.writes.push({ method: 'POST', url: new URL(request.url).pathname, body: null });
      data.feedUrl = `https://changecraft.test/api/v1/my-activities/feed/token${data.writes.length}abcdefghijklmnop/calendar.ics`;
      return HttpResponse.json({ url: data.feedUrl }, { status: 201 });
    }),
    http.delete(apiPath(activityPatterns.myActivitiesFeed), ({ request }) => {
      data.writes.push({ method: 'DELETE', url: new URL(request.url).pathname, body: null });
      data.feedUrl = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiPath(activityPatterns.averageTimeCommitment), ({ params }) =>
      HttpResponse.json<AverageTimeCommitment>({
        project: Number(params.id),
        groups: [],
        average_engagement_hours: 0,
        average_training_hours: 0,
        average_total_hours: 0,
      }),
    ),
  ];
}
