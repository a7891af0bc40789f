import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commsFilePaths } from '@contract/comms/comms-files';
import type { CommsFile } from '@contract/comms/comms-files.schema';
import { threadsPaths } from '@contract/comms/threads';
import type { ThreadDetail } from '@contract/comms/threads.schema';
import { projectGroupsPaths } from '@contract/groups/project-groups';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/**
 * Receivers and associated changes are rows with real keys, not id lists: a receiver is always
 * a group or person of the same organisation, and one that goes away leaves every
 * communication it was named on.
 */
describe('receivers and associated changes as keyed rows', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let manager: MadeUser;
  let employee: MadeUser;
  let project: { id: number };
  let change: { id: number };
  let group: number;
  let foreignGroup: number;

  async function makeGroup(as: string, projectId: number, name: string, members: number[]) {
    const created = await api.post<{ id: number }>(as, projectGroupsPaths.create(projectId), {
      group_type: 'Impacted',
      group_role: 'IMPACTED_EMPLOYEES',
      name,
      members,
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    project = await make.project(org, { team: [manager] });
    change = await make.change(org, project);
    group = await makeGroup(manager.email, project.id, 'Porters', [employee.id]);

    const other = await make.organisation();
    const otherManager = await make.user(other, { role: 'CHANGE_MANAGER' });
    const otherProject = await make.project(other, { team: [otherManager] });
    foreignGroup = await makeGroup(otherManager.email, otherProject.id, 'Theirs', []);
  });

  it('keeps groups, people and changes as rows; a deleted group leaves the announcement', async () => {
    const created = await api.post<ThreadDetail>(
      manager.email,
      threadsPaths.createAnnouncement(false, false),
      {
        title: 'Porter rota',
        project: project.id,
        receivers: [
          { type: 'group', id: group },
          { type: 'person', id: employee.id },
        ],
        associated_changes: [change.id],
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.receivers).toEqual([
      { type: 'group', id: group, name: 'Porters' },
      { type: 'person', id: employee.id, name: expect.any(String) },
    ]);
    expect(created.body.associated_changes).toEqual([change.id]);
    const id = created.body.id;

    const rows = await server.db.execute<{ group_id: number | null; user_id: number | null }>(
      sql`SELECT group_id, user_id FROM comms_receivers WHERE thread_id = ${id} ORDER BY id`,
    );
    expect(rows.rows).toEqual([
      { group_id: group, user_id: null },
      { group_id: null, user_id: employee.id },
    ]);

    // Another organisation's group is refused by the API and by the database's composite key.
    const foreign = await api.patch<ThreadDetail>(
      manager.email,
      threadsPaths.updateAnnouncement(id, false, false),
      {
        title: 'Porter rota',
        project: project.id,
        receivers: [{ type: 'group', id: foreignGroup }],
      },
    );
    expect(foreign.status).toBe(400);
    const refused = await server.db
      .execute(
        sql`INSERT INTO comms_receivers (organisation_id, thread_id, group_id)
            SELECT organisation_id, id, ${foreignGroup} FROM comms_threads WHERE id = ${id}`,
      )
      .then(
        () => null,
        (err: { cause?: { code?: string } }) => err.cause?.code,
      );
    expect(refused).toBe('23503'); // foreign_key_violation

    const removed = await api.delete(manager.email, projectGroupsPaths.detail(project.id, group));
    expect(removed.status).toBe(204);
    const after = await api.get<ThreadDetail>(manager.email, threadsPaths.detail(id));
    expect(after.body.receivers).toEqual([
      { type: 'person', id: employee.id, name: expect.any(String) },
    ]);
  });

  it('shares a file with exactly the groups last chosen', async () => {
    const second = await makeGroup(manager.email, project.id, 'Cleaners', []);
    const third = await makeGroup(manager.email, project.id, 'Drivers', []);
    const created = await api.post<CommsFile>(manager.email, commsFilePaths.create('COMMS_FILE'), {
      project: project.id,
      title: 'Rota link',
      tool_type: 'link',
      link: 'https://example.com/rota',
      shared_groups: [second],
      associated_changes: [change.id],
    });
    expect(created.status).toBe(201);
    const shared = await api.patch<CommsFile>(
      manager.email,
      commsFilePaths.updateSharedStatus(created.body.id),
      { group_ids: [third, second] },
    );
    expect(shared.status).toBe(200);
    expect(shared.body.shared_groups.map((g) => g.name)).toEqual(['Drivers', 'Cleaners']);
    expect(shared.body.associated_changes).toEqual([change.id]);
  });
});
