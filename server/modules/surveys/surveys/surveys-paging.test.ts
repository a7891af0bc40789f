import { describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { surveysPaths } from '../../../../contract/surveys/surveys';
import type { SurveyPage } from '../../../../contract/surveys/surveys.schema';
import { apiClient } from '../../../../tests/support/api';
import { factories } from '../../../../tests/support/factories';
import { useTestServer } from '../../../../tests/support/test-server';
import { surveys } from '../../../db/schema/surveys';
import { withTenant } from '../../../db/tenant';

describe('surveys/ is paged: 50 by default, at most 100, with the total', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('answers a page of a project’s surveys with the count and links to the pages around it', async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    const project = await make.project(org, { team: [manager] });
    await withTenant(server.db, org.id, (tx) =>
      tx.insert(surveys).values(
        Array.from({ length: 120 }, (_, i) => ({
          projectId: project.id,
          name: `Pulse ${i + 1}`,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        })),
      ),
    );

    const first = await api.get<SurveyPage>(
      manager.email,
      surveysPaths.list({ project: project.id }),
    );
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(120);
    expect(first.body.results).toHaveLength(50);
    // Newest first.
    expect(first.body.results[0]?.name).toBe('Pulse 120');
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('page_number=2');

    const last = await api.get<SurveyPage>(
      manager.email,
      surveysPaths.list({ project: project.id, page_number: 2, page_size: 100 }),
    );
    expect(last.body.results.map((s) => s.name)).toEqual([
      'Pulse 20',
      ...Array.from({ length: 19 }, (_, i) => `Pulse ${19 - i}`),
    ]);
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toContain('page_number=1');

    const tooMany = await api.get<FieldErrors>(
      manager.email,
      surveysPaths.list({ project: project.id, page_size: 101 }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.page_size).toEqual(['A page holds 1 to 100 rows.']);
  });
});
