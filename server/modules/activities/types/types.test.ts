import { beforeAll, describe, expect, it } from 'vitest';
import { activityPaths } from '../../../../contract/activities/activities';
import { activityTypePaths } from '../../../../contract/activities/activity-types';
import type {
  EngagementActivityType,
  TrainingActivityType,
} from '../../../../contract/activities/activity-types.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

describe('activity types', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let office: MadeUser;
  let manager: MadeUser;

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    office = await make.user(org, { role: 'CHANGE_OFFICE' });
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
  });

  it('adds the organisation’s own engagement type and filters predefined and disabled ones', async () => {
    const created = await api.post<EngagementActivityType>(
      office.email,
      activityTypePaths.engagementList(),
      { name: 'Gemba walk', kind: 'OBSERVATION', default_hours: 0.75, enabled: false },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ predefined: false, enabled: false, activity_count: 0 });
    const own = await api.get<EngagementActivityType[]>(
      manager.email,
      activityTypePaths.engagementList({ excludePredefined: true }),
    );
    expect(own.body.map((t) => t.name)).toEqual(['Gemba walk']);
    const enabled = await api.get<EngagementActivityType[]>(
      manager.email,
      activityTypePaths.engagementList({ enabledOnly: true }),
    );
    expect(enabled.body.map((t) => t.name)).not.toContain('Gemba walk');
    expect(enabled.body.length).toBeGreaterThan(5);
    const duplicate = await api.post<FieldErrors>(
      office.email,
      activityTypePaths.engagementList(),
      {
        name: 'GEMBA WALK',
        kind: 'OTHER',
      },
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.name).toEqual(['A type with this name already exists.']);
  });

  it('keeps predefined types: they are disabled, never renamed or deleted', async () => {
    const town = await api.get<EngagementActivityType>(
      office.email,
      activityTypePaths.engagementByName('Town hall'),
    );
    const rename = await api.patch<FieldErrors>(
      office.email,
      activityTypePaths.engagementDetail(town.body.id),
      { name: 'All hands' },
    );
    expect(rename.status).toBe(400);
    const disable = await api.patch<EngagementActivityType>(
      office.email,
      activityTypePaths.engagementDetail(town.body.id),
      { enabled: false },
    );
    expect(disable.body.enabled).toBe(false);
    const remove = await api.delete<FieldErrors>(
      office.email,
      activityTypePaths.engagementDetail(town.body.id),
    );
    expect(remove.status).toBe(400);
  });

  it('refuses a change manager, and a name that no type has', async () => {
    const denied = await api.post(manager.email, activityTypePaths.trainingList(), {
      name: 'Simulation lab',
    });
    expect(denied.status).toBe(403);
    const unknown = await api.get(manager.email, activityTypePaths.trainingByName('Nope'));
    expect(unknown.status).toBe(404);
  });

  it('filters single-date training types and refuses to delete a type in use', async () => {
    const single = await api.get<TrainingActivityType[]>(
      manager.email,
      activityTypePaths.trainingList({ singleDatesOnly: true }),
    );
    expect(single.body.every((t) => t.single_date_only)).toBe(true);
    expect(single.body.map((t) => t.name)).not.toContain('E-learning');
    const own = await api.post<TrainingActivityType>(
      office.email,
      activityTypePaths.trainingList(),
      {
        name: 'Simulation lab',
        default_hours: 2,
      },
    );
    const project = await factories(server.db).project(org, { team: [manager] });
    const used = await api.post(manager.email, activityPaths.trainingCreate(), {
      project: project.id,
      name: 'Lab session',
      type: own.body.id,
      date_mode: 'SINGLE_DATE',
      start_date: '2030-06-01',
      hours_per_person: 2,
    });
    expect(used.status).toBe(201);
    const remove = await api.delete<FieldErrors>(
      office.email,
      activityTypePaths.trainingDetail(own.body.id),
    );
    expect(remove.status).toBe(400);
    expect(remove.body.non_field_errors?.[0]).toContain('1 activity uses this type');
  });
});
