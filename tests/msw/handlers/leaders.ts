import { http, HttpResponse } from 'msw';
import { activationCyclesPatterns } from '@contract/leaders/activation-cycles';
import type { ActivationCycle, NudgeStats } from '@contract/leaders/activation-cycles.schema';
import type { CyclePlan } from '@contract/leaders/cycle-plan.schema';
import { keyMessagesPatterns } from '@contract/leaders/key-messages';
import type { KeyMessage } from '@contract/leaders/key-messages.schema';
import { leaderTasksPatterns } from '@contract/leaders/leader-items';
import type { BulkItem, LeaderItem, UpdateItemInput } from '@contract/leaders/leader-items.schema';
import { newWaysOfWorkingPatterns } from '@contract/leaders/new-ways-of-working';
import type { ObservationalSurvey } from '@contract/leaders/new-ways-of-working.schema';
import { scoresPatterns } from '@contract/leaders/scores';
import type { ProjectScores } from '@contract/leaders/scores.schema';
import { apiPath } from '../api-path';

const STAMP = '2030-01-01T09:00:00.000Z';

/** Leader activation as a component test's fake server holds it; tests may change it. */
export interface LeadersData {
  cycles: ActivationCycle[];
  tasks: LeaderItem[];
  keyMessages: KeyMessage[];
  /** The caller's observational survey (the leader's view). */
  survey?: ObservationalSurvey;
  /** What `nudge_stats_project_level` answers. */
  deliveryStats?: NudgeStats;
  /** Every write the fake server took: method, path with query, body. */
  writes: { method: string; url: string; body: unknown }[];
}

export function cycleRecord(overrides: Partial<ActivationCycle> = {}): ActivationCycle {
  return {
    id: 7,
    project: 4,
    name: 'Wave 1',
    description: '',
    start_date: '2030-03-01',
    end_date: '2030-03-31',
    status: 'LIVE',
    impacted_groups: [
      {
        id: 10,
        name: 'Ward staff',
        plan_id: 70,
        leaders: [
          { id: 31, display_name: 'Nia Okafor' },
          { id: 32, display_name: 'Sam Reed' },
        ],
      },
      { id: 11, name: 'Pharmacy', plan_id: 71, leaders: [{ id: 33, display_name: 'Ola Berg' }] },
    ],
    copied_from: null,
    can_edit: true,
    created_by: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function taskRecord(overrides: Partial<LeaderItem> = {}): LeaderItem {
  return {
    id: 100,
    kind: 'TASK',
    activation_cycle: 7,
    cycle_name: 'Wave 1',
    project: 4,
    impacted_group: { id: 10, name: 'Ward staff' },
    is_general: false,
    title: 'Brief the night shift',
    description: '',
    owner: { id: 3, display_name: 'Ada Leader' },
    due_date: '2030-03-10',
    closed: false,
    closed_at: null,
    state: 'Open',
    closed_on_time: null,
    can_edit: true,
    can_close: true,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function keyMessageRecord(overrides: Partial<KeyMessage> = {}): KeyMessage {
  return {
    id: 200,
    activation_cycle: 7,
    cycle_name: 'Wave 1',
    impacted_group: null,
    title: 'Why we change',
    body: '',
    position: 1,
    can_edit: true,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function leadersData(overrides: Partial<LeadersData> = {}): LeadersData {
  return { cycles: [], tasks: [], keyMessages: [], writes: [], ...overrides };
}

const emptyFunnel = { sent: 0, delivered: 0, opened: 0, acted: 0 };

const noScores = (project: number): ProjectScores => ({
  project,
  overall: {
    score: null,
    numerator: 0,
    denominator: 0,
    explanation: 'No leader tasks are due yet.',
  },
  by_group: [],
  by_cycle: [],
});

function groupScore(request: Request, which: 'activation' | 'engagement') {
  const id = Number(new URL(request.url).searchParams.get('impactedGroupId'));
  return {
    impacted_group: { id, name: `Group ${id}` },
    score: {
      score: which === 'activation' ? 50 : 100,
      numerator: 1,
      denominator: which === 'activation' ? 2 : 1,
      explanation:
        which === 'activation'
          ? '1 of 2 leader tasks due so far were closed on time.'
          : '1 of 1 leaders opened or acted on something this cycle.',
    },
  };
}

export function leadersHandlers(data: LeadersData = leadersData()) {
  const plan = (cycleId: number): CyclePlan | undefined => {
    const cycle = data.cycles.find((c) => c.id === cycleId);
    if (!cycle) return undefined;
    return {
      cycle,
      tasks: data.tasks.filter((t) => t.activation_cycle === cycleId && t.kind === 'TASK'),
      actions: data.tasks.filter((t) => t.activation_cycle === cycleId && t.kind === 'ACTION'),
      key_messages: [...data.keyMessages]
        .filter((k) => k.activation_cycle === cycleId)
        .sort((a, b) => a.position - b.position),
      new_ways_of_working: [],
      nudges: [],
    };
  };
  return [
    http.get(apiPath(activationCyclesPatterns.collection), () => HttpResponse.json(data.cycles)),
    http.get(apiPath(activationCyclesPatterns.plan), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('activation_cycle_id'));
      const found = plan(id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.get(apiPath(scoresPatterns.activationForProject), ({ request }) =>
      HttpResponse.json(noScores(Number(new URL(request.url).searchParams.get('projectId')))),
    ),
    http.get(apiPath(scoresPatterns.engagementForProject), ({ request }) =>
      HttpResponse.json(noScores(Number(new URL(request.url).searchParams.get('projectId')))),
    ),
    http.get(apiPath(leaderTasksPatterns.collection), ({ request }) => {
      const closed = new URL(request.url).searchParams.get('closed');
      const results = data.tasks.filter((t) => closed !== 'false' || !t.closed);
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get(apiPath(leaderTasksPatterns.personalStats), () => {
      const open = data.tasks.filter((t) => t.state === 'Open').length;
      const overdue = data.tasks.filter((t) => t.state === 'Overdue').length;
      const closed = data.tasks.filter((t) => t.closed).length;
      return HttpResponse.json({
        total: data.tasks.length,
        open,
        overdue,
        closed,
        due_so_far: overdue + closed,
        closed_on_time: data.tasks.filter((t) => t.closed_on_time).length,
      });
    }),
    http.get(apiPath(keyMessagesPatterns.collection), () =>
      HttpResponse.json([...data.keyMessages].sort((a, b) => a.position - b.position)),
    ),
    http.get(apiPath(newWaysOfWorkingPatterns.observationalSurvey), () =>
      HttpResponse.json(data.survey ?? []),
    ),
    http.post(apiPath(newWaysOfWorkingPatterns.observationalSurvey), async ({ request }) => {
      data.writes.push({
        method: 'POST',
        url: new URL(request.url).pathname,
        body: await request.json(),
      });
      return HttpResponse.json(data.survey ?? []);
    }),
    http.post(apiPath(activationCyclesPatterns.opened), async ({ request }) => {
      data.writes.push({
        method: 'POST',
        url: new URL(request.url).pathname,
        body: await request.json(),
      });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiPath(scoresPatterns.activationForGroup), ({ request }) =>
      HttpResponse.json(groupScore(request, 'activation')),
    ),
    http.get(apiPath(scoresPatterns.engagementForGroup), ({ request }) =>
      HttpResponse.json(groupScore(request, 'engagement')),
    ),
    http.patch(apiPath(leaderTasksPatterns.bulkUpdate), async ({ request }) => {
      const body = (await request.json()) as { items: BulkItem[] };
      const url = new URL(request.url);
      data.writes.push({ method: 'PATCH', url: url.pathname, body });
      const previous = body.items.map((change) => {
        const task = data.tasks.find((t) => t.id === change.id);
        return {
          id: change.id,
          closed: task?.closed ?? false,
          owner: task?.owner?.id ?? null,
          due_date: task?.due_date ?? null,
        };
      });
      data.tasks = data.tasks.map((t) => {
        const change = body.items.find((c) => c.id === t.id);
        if (!change) return t;
        const closed = change.closed ?? t.closed;
        return {
          ...t,
          closed,
          state: closed ? 'Closed' : 'Open',
          due_date: change.due_date !== undefined ? change.due_date : t.due_date,
        };
      });
      return HttpResponse.json({
        updated: data.tasks.filter((t) => body.items.some((c) => c.id === t.id)),
        previous,
      });
    }),
    http.patch(apiPath(leaderTasksPatterns.detail), async ({ request, params }) => {
      const body = (await request.json()) as UpdateItemInput;
      const url = new URL(request.url);
      data.writes.push({ method: 'PATCH', url: url.pathname, body });
      const task = data.tasks.find((t) => t.id === Number(params.id));
      if (!task) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      const leaders = data.cycles.flatMap((c) => c.impacted_groups.flatMap((g) => g.leaders));
      const updated: LeaderItem = {
        ...task,
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.due_date !== undefined ? { due_date: body.due_date } : {}),
        ...(body.owner !== undefined
          ? { owner: leaders.find((p) => p.id === body.owner) ?? null }
          : {}),
      };
      data.tasks = data.tasks.map((t) => (t.id === task.id ? updated : t));
      return HttpResponse.json(updated);
    }),
    http.post(apiPath(activationCyclesPatterns.nudgeStats), () =>
      HttpResponse.json(data.deliveryStats ?? { rows: [], totals: emptyFunnel }),
    ),
    http.put(apiPath(keyMessagesPatterns.reorder), async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      const url = new URL(request.url);
      data.writes.push({ method: 'PUT', url: `${url.pathname}${url.search}`, body });
      data.keyMessages = data.keyMessages.map((k) => ({
        ...k,
        position: body.ids.indexOf(k.id) + 1 || k.position,
      }));
      return HttpResponse.json([...data.keyMessages].sort((a, b) => a.position - b.position));
    }),
  ];
}
