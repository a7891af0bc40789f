import { describe, expect, it } from 'vitest';
import { referenceListNames, referenceListPaths } from '../../../../contract/admin/reference-lists';
import { apiClient } from '../../../../tests/support/api';
import { demo, useTestServer } from '../../../../tests/support/test-server';

/** The demo organisation starts with something in every list, children under their parents. */
describe('the demo’s reference lists', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('has entries in every list, for anyone who reads them', async () => {
    for (const list of referenceListNames) {
      const res = await api.get<{ name: string }[]>(demo.employee, referenceListPaths.list(list));
      expect(res.status, list).toBe(200);
      expect(res.body.length, list).toBeGreaterThan(0);
    }
  });

  it('files each child under a parent of its own list', async () => {
    const deliverables = await api.get<{ name: string; workstream_id: number }[]>(
      demo.employee,
      referenceListPaths.list('change_practice_standard_deliverables'),
    );
    const workstreams = await api.get<{ id: number; name: string }[]>(
      demo.employee,
      referenceListPaths.list('change_practice_standard_workstreams'),
    );
    const training = workstreams.body.find((w) => w.name === 'Training');
    expect(
      deliverables.body.filter((d) => d.workstream_id === training?.id).map((d) => d.name),
    ).toEqual(['Training needs analysis', 'Training plan']);
  });

  it('gives the other demo organisation only its own entries', async () => {
    // Its reporting sites are the sites its own people work at, none of the first organisation's.
    const sites = await api.get<{ name: string }[]>(
      demo.otherAdmin,
      referenceListPaths.list('reporting_sites'),
    );
    expect(sites.body.map((s) => s.name).sort()).toEqual([
      'Atlanta',
      'Chicago',
      'Columbus',
      'Dallas',
      'Denver',
      'Memphis',
    ]);
    const workstreams = await api.get<unknown[]>(
      demo.otherAdmin,
      referenceListPaths.list('change_practice_standard_workstreams'),
    );
    expect(workstreams.body).toEqual([]);
  });
});
