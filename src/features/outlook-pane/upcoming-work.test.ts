import { describe, expect, it } from 'vitest';
import type { Deliverable, Milestone } from '@contract/projects/work-plan.schema';
import { upcomingWork } from './upcoming-work';

const stamps = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

function deliverable(
  id: number,
  name: string,
  state: Deliverable['state'],
  due: string | null,
  ownerId?: number,
): Deliverable {
  return {
    id,
    project: 1,
    workstream: null,
    name,
    description: '',
    state,
    owner: ownerId ? { id: ownerId, display_name: 'Someone' } : null,
    closed_at: state === 'Closed' ? '2026-01-02T00:00:00Z' : null,
    due_date: due,
    readiness_assessment_id: null,
    ...stamps,
  };
}

function milestone(id: number, name: string, state: Milestone['state'], due: string): Milestone {
  return {
    id,
    project: 2,
    workstream: 5,
    name,
    description: '',
    state,
    owner: null,
    closed_at: null,
    due_date: due,
    readiness_id: null,
    ...stamps,
  };
}

describe('upcomingWork', () => {
  it('lists what is still open across projects, overdue first, then soonest due, undated last', () => {
    const items = upcomingWork(
      [
        {
          project: { id: 1, name: 'EPR rollout' },
          deliverables: [
            deliverable(1, 'Runbook', 'Open', '2026-04-10', 7),
            deliverable(2, 'Training plan', 'Closed', '2026-03-01'),
            deliverable(3, 'Comms plan', 'Open', null),
            deliverable(4, 'Ward schedule', 'Overdue', '2026-03-05'),
          ],
          milestones: [],
        },
        {
          project: { id: 2, name: 'Shared services' },
          deliverables: [],
          milestones: [
            milestone(9, 'Consultation launched', 'Open', '2026-03-20'),
            milestone(8, 'Roles agreed', 'Overdue', '2026-02-01'),
          ],
        },
      ],
      7,
    );
    expect(items.map((item) => [item.name, item.kind, item.project.name, item.yours])).toEqual([
      ['Roles agreed', 'Milestone', 'Shared services', false],
      ['Ward schedule', 'Deliverable', 'EPR rollout', false],
      ['Consultation launched', 'Milestone', 'Shared services', false],
      ['Runbook', 'Deliverable', 'EPR rollout', true],
      ['Comms plan', 'Deliverable', 'EPR rollout', false],
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('is empty when everything is done', () => {
    expect(
      upcomingWork(
        [
          {
            project: { id: 1, name: 'Done' },
            deliverables: [deliverable(1, 'All', 'Closed', null)],
            milestones: [],
          },
        ],
        1,
      ),
    ).toEqual([]);
  });
});
