import { describe, expect, it } from 'vitest';
import { globalImpactedGroupsPaths } from '../../../../contract/groups/global-impacted-groups';
import type { GlobalImpactedGroupPage } from '../../../../contract/groups/global-impacted-groups.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { apiClient } from '../../../../tests/support/api';
import { factories } from '../../../../tests/support/factories';
import { useTestServer } from '../../../../tests/support/test-server';
import { globalImpactedGroups } from '../../../db/schema/global-impacted-groups';
import { withTenant } from '../../../db/tenant';

describe('global-impacted-groups/ is paged: 50 by default, at most 100, with the total', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('pages the organisation’s groups by name, counts what a search finds, and refuses a page over 100', async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const admin = await make.user(org, { role: 'ADMIN' });
    await withTenant(server.db, org.id, (tx) =>
      tx.insert(globalImpactedGroups).values(
        Array.from({ length: 130 }, (_, i) => ({
          name: `Team ${String(i + 1).padStart(3, '0')}`,
        })),
      ),
    );

    const first = await api.get<GlobalImpactedGroupPage>(
      admin.email,
      globalImpactedGroupsPaths.list(),
    );
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(130);
    expect(first.body.results).toHaveLength(50);
    expect(first.body.results[0]?.name).toBe('Team 001');
    expect(first.body.next).toContain('page_number=2');

    const third = await api.get<GlobalImpactedGroupPage>(
      admin.email,
      globalImpactedGroupsPaths.list({ page_number: 2, page_size: 100 }),
    );
    expect(third.body.results.map((g) => g.name)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Team ${String(i + 101).padStart(3, '0')}`),
    );
    expect(third.body.next).toBeNull();

    const search = await api.get<GlobalImpactedGroupPage>(
      admin.email,
      globalImpactedGroupsPaths.list({ search: 'Team 12', page_size: 5 }),
    );
    expect(search.body.count).toBe(10);
    expect(search.body.results).toHaveLength(5);

    const tooMany = await api.get<FieldErrors>(
      admin.email,
      globalImpactedGroupsPaths.list({ page_size: 101 }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.page_size).toEqual(['A page holds 1 to 100 rows.']);
  });
});
