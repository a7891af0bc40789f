import { describe, expect, it } from 'vitest';
import { planActivities, type PlanningInput, type PlanningType } from './plan';

const types = new Map<string, PlanningType>(
  (
    [
      [1, 'Alignment pulse', 'ENGAGEMENT', 'FEEDBACK', 0.25],
      [2, 'Leader briefing', 'ENGAGEMENT', 'PROGRESS_SHARING', 1],
      [3, 'Go-live pulse', 'ENGAGEMENT', 'FEEDBACK', 0.25],
      [4, 'Post-deployment pulse', 'ENGAGEMENT', 'FEEDBACK', 0.25],
      [5, 'Floor walk', 'ENGAGEMENT', 'OBSERVATION', 0.5],
      [6, 'Sustainment ritual', 'ENGAGEMENT', 'RITUAL', 0.5],
      [7, 'Readiness checkpoint', 'ENGAGEMENT', 'PROGRESS_SHARING', 0.5],
      [11, 'Instructor-led training', 'TRAINING', null, 4],
      [12, 'Hands-on workshop', 'TRAINING', null, 3],
      [13, 'E-learning', 'TRAINING', null, 1],
    ] as const
  ).map(([id, name, family, kind, defaultHours]) => [
    name.toLowerCase(),
    { id, name, family, kind, defaultHours },
  ]),
);

const input: PlanningInput = {
  startDate: '2030-01-07',
  forProjectManagementPlan: false,
  groupIds: [20, 10],
  types,
  changes: [
    {
      id: 2,
      name: 'Paper retirement',
      goLive: '2030-04-01',
      groups: [{ id: 20, level: 'MEDIUM', hoursPerPerson: 0 }],
    },
    {
      id: 1,
      name: 'e-Charting',
      goLive: '2030-03-04',
      groups: [
        { id: 10, level: 'VERY_HIGH', hoursPerPerson: 6 },
        { id: 20, level: 'LOW', hoursPerPerson: 0 },
      ],
    },
    {
      id: 3,
      name: 'Undated',
      goLive: null,
      groups: [{ id: 10, level: 'HIGH', hoursPerPerson: 0 }],
    },
    {
      id: 4,
      name: 'Unrated',
      goLive: '2030-05-01',
      groups: [{ id: 10, level: 'N/A', hoursPerPerson: 0 }],
    },
  ],
};

describe('the engagement planner', () => {
  it('proposes a dated plan from two go-lives, in date order', () => {
    const { proposals, skipped } = planActivities(input);
    expect(proposals.map((p) => [p.start_date, p.name, p.plan_kind])).toEqual([
      ['2030-01-07', 'Alignment pulse', 'ENGAGEMENT_PLAN'],
      ['2030-01-14', 'Leader briefing: the case for change', 'ENGAGEMENT_PLAN'],
      ['2030-02-04', 'Leader briefing: e-Charting', 'ENGAGEMENT_PLAN'],
      ['2030-02-11', 'Training: e-Charting', 'TRAINING_PLAN'],
      ['2030-03-04', 'Leader briefing: Paper retirement', 'ENGAGEMENT_PLAN'],
      ['2030-03-05', 'Floor walk: e-Charting', 'DEPLOYMENT_PLAN'],
      ['2030-03-07', 'Go-live pulse: e-Charting', 'DEPLOYMENT_PLAN'],
      ['2030-03-22', 'E-learning: Paper retirement', 'TRAINING_PLAN'],
      ['2030-04-03', 'Post-deployment pulse: e-Charting', 'DEPLOYMENT_PLAN'],
      ['2030-04-04', 'Go-live pulse: Paper retirement', 'DEPLOYMENT_PLAN'],
      ['2030-05-01', 'Post-deployment pulse: Paper retirement', 'DEPLOYMENT_PLAN'],
      ['2030-05-06', 'Sustainment ritual', 'ENGAGEMENT_PLAN'],
    ]);
    expect(skipped).toEqual([
      { id: 3, name: 'Undated', reason: 'It has no go-live date yet.' },
      { id: 4, name: 'Unrated', reason: 'No impacted group is rated for it.' },
    ]);
  });

  it('sizes training by the assessed hours, else by the impact level', () => {
    const { proposals } = planActivities(input);
    const charting = proposals.find((p) => p.name === 'Training: e-Charting');
    expect(charting).toMatchObject({
      family: 'TRAINING',
      type: 11,
      hours_per_person: 6,
      impacted_groups: [10],
      changes: [1],
      date_mode: 'SINGLE_DATE',
    });
    const paper = proposals.find((p) => p.name === 'E-learning: Paper retirement');
    expect(paper).toMatchObject({
      type: 13,
      hours_per_person: 1,
      date_mode: 'DURATION',
      end_date: '2030-03-31',
      impacted_groups: [20],
    });
    // The floor walk goes only to the group hit hard; the pulse to every rated group.
    expect(proposals.find((p) => p.name === 'Floor walk: e-Charting')?.impacted_groups).toEqual([
      10,
    ]);
    expect(proposals.find((p) => p.name === 'Go-live pulse: e-Charting')?.impacted_groups).toEqual([
      10, 20,
    ]);
    expect(proposals.find((p) => p.name === 'Sustainment ritual')).toMatchObject({
      repeat: 'Weekly',
      repeat_until: '2030-06-24',
      changes: [1, 2],
    });
  });

  it('moves early dates to the plan’s start and adds checkpoints for the management plan', () => {
    const late = planActivities({
      ...input,
      startDate: '2030-02-20',
      forProjectManagementPlan: true,
    });
    const briefing = late.proposals.find((p) => p.name === 'Leader briefing: e-Charting');
    expect(briefing?.start_date).toBe('2030-02-20');
    expect(
      late.proposals
        .filter((p) => p.plan_kind === 'PROJECT_MANAGEMENT_PLAN')
        .map((p) => p.start_date),
    ).toEqual(['2030-02-25', '2030-03-25']);
  });

  it('gives the same answer for the same inputs, and leaves out disabled types', () => {
    expect(planActivities(input)).toEqual(planActivities(input));
    const withoutFloorWalk = new Map(types);
    withoutFloorWalk.delete('floor walk');
    const { proposals } = planActivities({ ...input, types: withoutFloorWalk });
    expect(proposals.some((p) => p.name.startsWith('Floor walk'))).toBe(false);
  });
});
