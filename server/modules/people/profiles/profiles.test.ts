import { describe, expect, it } from 'vitest';
import { seededId } from '../../../../tests/support/api';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('people profiles', () => {
  const server = useTestServer();
  const call = async (
    as: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: await server.authAs(as),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('lets an admin add a person, with field messages for bad input and duplicates', async () => {
    const bad = await call(demo.admin, 'POST', 'user_profiles/', {
      email: 'not-an-email',
      first_name: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      email: ['Enter a valid email address, like name@example.com.'],
      first_name: ['Enter a first name.'],
    });
    const created = await call(demo.admin, 'POST', 'user_profiles/', {
      email: 'Nadia.Novak@demo.changecraft.test',
      first_name: 'Nadia',
      last_name: 'Novak',
      people_tags: ['Champion'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'nadia.novak@demo.changecraft.test',
      display_name: 'Nadia Novak',
      role: 'EMPLOYEE',
      people_tags: ['Champion'],
      manager: null,
    });
    const again = await call(demo.admin, 'POST', 'user_profiles/', {
      email: 'nadia.novak@demo.changecraft.test',
      first_name: 'P',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      email: ['Someone in your organisation already uses this address.'],
    });
  });

  it('refuses to add people for anyone but an admin', async () => {
    const res = await call(demo.office, 'POST', 'user_profiles/', {
      email: 'x@y.test',
      first_name: 'X',
    });
    expect(res.statusCode).toBe(403);
  });

  it('searches by any words of the name or e-mail, active people only, 30 a page', async () => {
    const res = await call(
      demo.employee,
      'GET',
      'user_profiles/search_profiles/?search=maya%20man',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((p: { email: string }) => p.email)).toEqual([demo.manager]);
    const departed = await call(
      demo.employee,
      'GET',
      'user_profiles/search_profiles/?search=departed',
    );
    expect(departed.json().count).toBe(0);
    const other = await call(demo.otherAdmin, 'GET', 'user_profiles/search_profiles/?search=maya');
    expect(other.json().count).toBe(0);
  });

  it('lists the directory with filters, status and sort', async () => {
    const leeds = await call(
      demo.admin,
      'GET',
      'user_profiles/?site=Leeds&sort=name&direction=desc',
    );
    expect(leeds.statusCode).toBe(200);
    const names = leeds.json().results.map((p: { display_name: string }) => p.display_name);
    expect(names.length).toBeGreaterThan(0);
    expect([...names].sort().reverse()).toEqual(names.slice().sort().reverse());
    const deactivated = await call(demo.admin, 'GET', 'user_profiles/?status=deactivated');
    expect(deactivated.json().results.map((p: { email: string }) => p.email)).toContain(
      demo.disabled,
    );
    const badSort = await call(demo.admin, 'GET', 'user_profiles/?sort=shoe_size');
    expect(badSort.statusCode).toBe(400);
  });

  it('finds people by criteria, 10 a page, and by ids', async () => {
    const res = await call(
      demo.manager,
      'POST',
      'user_profiles/search_profiles_by_criteria/?per_page=10',
      {
        department: 'People & Culture',
      },
    );
    expect(res.statusCode).toBe(200);
    const emails = res.json().results.map((p: { email: string }) => p.email);
    expect(emails).toEqual(expect.arrayContaining([demo.office, demo.manager]));
    expect(res.json().results.length).toBeLessThanOrEqual(10);
    const ids = res.json().results.map((p: { id: number }) => p.id);
    const byIds = await call(demo.manager, 'POST', 'get-profiles/', { ids });
    expect(
      byIds
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([...ids].sort());
    const bad = await call(demo.manager, 'POST', 'get-profiles/', { ids: ['x'] });
    expect(bad.statusCode).toBe(400);
  });

  it('lets a person edit their own set-up, the site only with updateSite, and not admin fields', async () => {
    const me = (await call(demo.employee, 'GET', 'get-users-profile/')).json();
    const dallas = await seededId(server, 'reporting_sites', 'Dallas');
    const withoutFlag = await call(demo.employee, 'PATCH', `user_profiles/${me.id}/`, {
      site_id: dallas,
    });
    expect(withoutFlag.statusCode).toBe(400);
    expect(withoutFlag.json()).toEqual({ site_id: ['Send updateSite=true to change the site.'] });
    const moved = await call(demo.employee, 'PATCH', `user_profiles/${me.id}/?updateSite=true`, {
      site_id: dallas,
      theme: 'dark',
      time_zone: 'Europe/Paris',
      notification_choices: { surveys: false },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      site_id: dallas,
      site: 'Dallas',
      theme: 'dark',
      time_zone: 'Europe/Paris',
      notification_choices: { surveys: false },
    });
    const badZone = await call(demo.employee, 'PATCH', `user_profiles/${me.id}/`, {
      time_zone: 'Mars/Olympus',
    });
    expect(badZone.json()).toEqual({ time_zone: ['Choose a time zone from the list.'] });
    const tags = await call(demo.employee, 'PATCH', `user_profiles/${me.id}/`, {
      people_tags: ['VIP'],
    });
    expect(tags.json()).toEqual({ people_tags: ['Only an admin can change this.'] });
    const someoneElse = await call(demo.employee, 'PATCH', `user_profiles/${me.id - 1}/`, {
      theme: 'dark',
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  it('lets an admin set a manager, and shows managers of a directory group', async () => {
    const manager = (await call(demo.manager, 'GET', 'get-users-profile/')).json();
    const employee = (await call(demo.employee, 'GET', 'get-users-profile/')).json();
    const self = await call(demo.admin, 'PATCH', `user_profiles/${manager.id}/`, {
      manager_id: manager.id,
    });
    expect(self.json()).toEqual({ manager_id: ['A person cannot manage themselves.'] });
    const set = await call(demo.admin, 'PATCH', `user_profiles/${employee.id}/`, {
      manager_id: manager.id,
    });
    expect(set.json().manager).toEqual({ id: manager.id, display_name: 'Maya Manager' });
    const drawer = await call(demo.admin, 'GET', `user_profiles/${employee.id}/`);
    expect(drawer.statusCode).toBe(200);
    expect(drawer.json()).toHaveProperty('projects');
    const noGroup = await call(
      demo.admin,
      'GET',
      'user_profiles/get_managers_for_group/?group_id=999999',
    );
    expect(noGroup.statusCode).toBe(404);
  });

  it('pages, sorts and narrows search-profiles/ to the caller’s reports', async () => {
    const page = await call(demo.admin, 'POST', 'search-profiles/', {
      page_number: 1,
      page_size: 5,
      selectedSort: 'email',
      selectedSortDirection: 'desc',
    });
    expect(page.statusCode).toBe(200);
    const emails = page.json().results.map((p: { email: string }) => p.email);
    expect(emails).toHaveLength(5);
    expect(page.json().count).toBeGreaterThan(5);
    expect(emails).toEqual([...emails].sort().reverse());
    const manager = (await call(demo.manager, 'GET', 'get-users-profile/')).json();
    const employee = (await call(demo.employee, 'GET', 'get-users-profile/')).json();
    await call(demo.admin, 'PATCH', `user_profiles/${employee.id}/`, { manager_id: manager.id });
    const mine = await call(demo.manager, 'POST', 'search-profiles/', {
      search: 'emma',
      isFilteredUsers: true,
    });
    expect(mine.json().results.map((p: { id: number }) => p.id)).toEqual([employee.id]);
    const others = await call(demo.leader, 'POST', 'search-profiles/', {
      search: 'emma',
      isFilteredUsers: true,
    });
    expect(others.json().count).toBe(0);
    const bad = await call(demo.admin, 'POST', 'search-profiles/', { selectedSort: 'shoe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      selectedSort: ['Sort by name, email, site, department, role or added.'],
    });
  });

  it('answers 404 for another organisation’s person', async () => {
    const theirs = (await call(demo.otherAdmin, 'GET', 'get-users-profile/')).json();
    const res = await call(demo.admin, 'GET', `user_profiles/${theirs.id}/`);
    expect(res.statusCode).toBe(404);
    const patch = await call(demo.admin, 'PATCH', `user_profiles/${theirs.id}/`, {
      first_name: 'X',
    });
    expect(patch.statusCode).toBe(404);
  });
});
