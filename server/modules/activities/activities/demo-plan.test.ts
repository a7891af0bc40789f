import { describe, expect, it } from 'vitest';
import { activityPaths } from '../../../../contract/activities/activities';
import type { EngagementActivity } from '../../../../contract/activities/activities.schema';
import { apiClient, seededId, seededProjects } from '@tests/support/api';
import { demo, useTestServer } from '@tests/support/test-server';

describe('the demo activity plan', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('gives the patient record a weekly huddle for the clinical staff, every week counted', async () => {
    const epr = await seededId(server, 'projects', seededProjects.epr);
    const res = await api.get<EngagementActivity[]>(
      demo.manager,
      activityPaths.engagementList({ project: epr }),
    );
    expect(res.status).toBe(200);
    const huddle = res.body.find((a) => a.name === 'Ward huddle');
    // From two weeks ago to eight weeks on: eleven occurrences a week apart, half an hour each.
    expect(huddle).toMatchObject({
      repeat: 'Weekly',
      occurrence_count: 11,
      total_hours_per_person: 5.5,
    });
    expect(huddle?.impacted_groups.map((g) => g.name)).toEqual([
      'Clinical and patient-facing staff',
    ]);
  });
});
