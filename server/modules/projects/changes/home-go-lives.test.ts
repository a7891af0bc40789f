import { describe, expect, it } from 'vitest';
import { changesPaths, HOME_GO_LIVES } from '../../../../contract/projects/changes';
import type { ChangeAcrossProjects } from '../../../../contract/projects/changes.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { apiClient } from '../../../../tests/support/api';
import { factories } from '../../../../tests/support/factories';
import { useTestServer } from '../../../../tests/support/test-server';

/** `YYYY-MM-DD`, `days` from today in UTC (the factory organisation's time zone). */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('Home go-lives: changes_across_all_projects bounded by mine, upcomingWeeks and limit', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('answers only the next go-lives of the caller’s own projects, soonest first, at most `limit`', async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    const admin = await make.user(org, { role: 'ADMIN' });
    const mine = await make.project(org, { team: [manager] });
    const other = await make.project(org, { team: [admin] });
    const soon = await make.change(org, mine, { goLiveDate: inDays(3) });
    const later = await make.change(org, mine, { goLiveDate: inDays(10) });
    // A duration goes live when it starts, whatever its go-live date says.
    const duration = await make.change(org, mine, {
      dateMode: 'DURATION',
      startDate: inDays(5),
      goLiveDate: inDays(90),
    });
    await make.change(org, mine, { goLiveDate: inDays(8 * 7 + 1) });
    await make.change(org, mine, { goLiveDate: inDays(-1) });
    await make.change(org, mine);
    await make.change(org, other, { goLiveDate: inDays(2) });

    const path = changesPaths.homeGoLives();
    expect(path).toBe(
      `projects/null/changes_across_all_projects/?mine=true&upcomingWeeks=8&limit=${HOME_GO_LIVES}`,
    );
    const res = await api.get<ChangeAcrossProjects[]>(manager.email, path);
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.id)).toEqual([soon.id, duration.id, later.id]);

    const two = await api.get<ChangeAcrossProjects[]>(
      manager.email,
      changesPaths.acrossProjects(null, { mine: true, upcomingWeeks: 8, limit: 2 }),
    );
    expect(two.body.map((c) => c.id)).toEqual([soon.id, duration.id]);

    // The admin sees every project, but Home lists only the one they are on.
    const adminHome = await api.get<ChangeAcrossProjects[]>(admin.email, path);
    expect(adminHome.body.map((c) => c.project)).toEqual([other.id]);
    const everything = await api.get<ChangeAcrossProjects[]>(
      admin.email,
      changesPaths.acrossProjects(null),
    );
    expect(everything.body).toHaveLength(7);
  });

  it('refuses a limit over the maximum and weeks out of range', async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    const bad = await api.get<FieldErrors>(
      manager.email,
      'projects/null/changes_across_all_projects/?limit=101&upcomingWeeks=0',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.limit).toEqual(['limit is 1 to 100.']);
    expect(bad.body.upcomingWeeks).toEqual(['upcomingWeeks is 1 to 52.']);
  });
});
