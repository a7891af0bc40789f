import { beforeAll, describe, expect, it } from 'vitest';
import { changesPaths } from '@contract/projects/changes';
import { projectsPaths } from '@contract/projects/projects';
import type { Project } from '@contract/projects/projects.schema';
import { workstreamsPaths } from '@contract/projects/work-plan';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/** An archived project is read-only until it is restored, for the project and its insides. */
describe('an archived project', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let manager: MadeUser;
  let project: { id: number; name: string };

  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    project = await make.project(org, { team: [manager], archived: true });
  });

  it('refuses edits to itself and its insides with a reason, and still reads', async () => {
    const rename = await api.patch<{ detail: string }>(
      manager.email,
      projectsPaths.update(project.id),
      { name: 'Edited while archived' },
    );
    expect(rename.status).toBe(409);
    expect(rename.body.detail).toBe('This project is archived: restore it before changing it.');
    const change = await api.post(manager.email, changesPaths.list(project.id), {
      name: 'A change while archived',
    });
    expect(change.status).toBe(409);
    const workstream = await api.post(manager.email, workstreamsPaths.create(), {
      project: project.id,
      name: 'A workstream while archived',
    });
    expect(workstream.status).toBe(409);
    const read = await api.get<Project>(manager.email, projectsPaths.detail(project.id));
    expect(read.status).toBe(200);
    expect(read.body.name).toBe(project.name);
  });

  it('takes edits again once restored', async () => {
    const restored = await api.patch<Project>(manager.email, projectsPaths.update(project.id), {
      archived: false,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.archived).toBe(false);
    const rename = await api.patch<Project>(manager.email, projectsPaths.update(project.id), {
      name: 'Edited after restoring',
    });
    expect(rename.status).toBe(200);
  });
});
