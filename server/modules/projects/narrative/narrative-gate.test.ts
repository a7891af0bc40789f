import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeNarrativePaths } from '@contract/projects/narrative';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { withTenant } from '../../../db/tenant';
import { featureFlags } from '../../../db/schema/feature-flags';
import { organisations } from '../../../db/schema/organisations';

/** The narrative is gated like every flagged feature: flag and assessment access entry. */
describe('the change narrative’s gate', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let project: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    project = await make.project(org, { team: [manager] });
  });

  const read = () => api.get(manager.email, changeNarrativePaths.detail(project.id));
  const setFlag = (enabled: boolean) =>
    withTenant(server.db, org.id, (tx) =>
      tx.update(featureFlags).set({ enabled }).where(eq(featureFlags.name, 'change_narrative')),
    );
  const setAccess = (on: boolean) =>
    server.db
      .update(organisations)
      .set({
        toolAccess: sql`jsonb_set(${organisations.toolAccess}, '{assessments,change_narrative}', ${on ? 'true' : 'false'}::jsonb)`,
      })
      .where(eq(organisations.id, org.id));

  it('answers while the flag and the assessment entry are on, 404 while either is off', async () => {
    await setFlag(true);
    await setAccess(true);
    expect((await read()).status).not.toBe(404);
    await setFlag(false);
    expect((await read()).status).toBe(404);
    await setFlag(true);
    await setAccess(false);
    expect((await read()).status).toBe(404);
    const create = await api.post(manager.email, changeNarrativePaths.detail(project.id), {});
    expect(create.status).toBe(404);
  });
});
