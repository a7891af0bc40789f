import { beforeAll, describe, expect, it } from 'vitest';
import { changeNarrativePaths } from '../../../../contract/projects/narrative';
import { type ChangeNarrative } from '../../../../contract/projects/narrative.schema';
import type { ErrorDetail, FieldErrors } from '../../../../contract/shared/common.schema';
import type { Project } from '../../../../contract/projects/projects.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

describe('change narrative', () => {
  const server = useTestServer();
  const api = apiClient(server);
  // One organisation's people by what they may do, and a stranger from another organisation.
  const who = { manager: '', office: '', leader: '', employee: '', otherAdmin: '' };
  let owner: MadeUser;
  let disabled: MadeUser;
  let stranger: MadeUser;
  let epr: number;
  let finance: number;
  let priya: number;
  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const other = await make.organisation();
    const manager = await make.user(org, {
      role: 'CHANGE_MANAGER',
      firstName: 'Maya',
      lastName: 'Manager',
    });
    const office = await make.user(org, {
      role: 'CHANGE_OFFICE',
      firstName: 'Oscar',
      lastName: 'Office',
    });
    const leader = await make.user(org, { role: 'LEADER' });
    const employee = await make.user(org, { role: 'EMPLOYEE' });
    owner = await make.user(org, { role: 'CHANGE_MANAGER', firstName: 'Priya', lastName: 'Patel' });
    disabled = await make.user(org, { role: 'CHANGE_MANAGER', isActive: false });
    stranger = await make.user(other, { role: 'ADMIN' });
    Object.assign(who, {
      manager: manager.email,
      office: office.email,
      leader: leader.email,
      employee: employee.email,
      otherAdmin: stranger.email,
    });
    priya = owner.id;
    // A project whose narrative its owner wrote; the leader and the employee are on its team.
    epr = (await make.project(org, { team: [manager, owner, leader, employee] })).id;
    await api.post(owner.email, changeNarrativePaths.detail(epr), {
      content: '<h2>Why we are changing</h2><p>Paper charts slow every ward round.</p>',
    });
    // A project with no narrative yet, which only the manager's team edits.
    finance = (await make.project(org, { team: [manager] })).id;
  });

  async function projectWithoutNarrative(): Promise<number> {
    const res = await api.post<Project>(who.manager, 'projects/', { name: 'Narrated' });
    return res.body.id;
  }

  it('reads a project’s narrative with its owner and version', async () => {
    const res = await api.get<ChangeNarrative>(who.leader, changeNarrativePaths.detail(epr));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      project: epr,
      owner: { id: priya, display_name: 'Priya Patel' },
      version: 1,
      updated_by: { display_name: 'Priya Patel' },
    });
    expect(res.body.content).toContain('<h2>Why we are changing</h2>');
    expect(res.body.id).toEqual(expect.any(Number));
  });

  it('answers the empty narrative for a project that has none yet', async () => {
    const res = await api.get<ChangeNarrative>(who.manager, changeNarrativePaths.detail(finance));
    expect(res.body).toEqual({
      id: null,
      project: finance,
      content: '',
      owner: null,
      version: 0,
      created_at: null,
      updated_at: null,
      updated_by: null,
    });
  });

  it('answers 404 across organisations and to those who cannot see the project', async () => {
    expect((await api.get(who.otherAdmin, changeNarrativePaths.detail(epr))).status).toBe(404);
    expect((await api.get(who.employee, changeNarrativePaths.detail(finance))).status).toBe(404);
    expect((await api.get(null, changeNarrativePaths.detail(epr))).status).toBe(401);
  });

  it('creates the narrative once, sanitising its rich text, owned by the writer by default', async () => {
    const project = await projectWithoutNarrative();
    const res = await api.post<ChangeNarrative>(who.manager, changeNarrativePaths.detail(project), {
      content:
        '<h2 style="color:red">Why</h2><p onclick="steal()">We <strong>must</strong> <u>act</u>.<script>alert(1)</script></p>' +
        '<ul><li><a href="javascript:alert(1)">trap</a> and <a href="https://example.org/plan">plan</a></li></ul>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe(
      '<h2>Why</h2><p>We <strong>must</strong> <u>act</u>.</p>' +
        '<ul><li>trap and <a href="https://example.org/plan" rel="noopener noreferrer nofollow" target="_blank">plan</a></li></ul>',
    );
    expect(res.body).toMatchObject({ version: 1, owner: { display_name: 'Maya Manager' } });
    const again = await api.post<ErrorDetail>(who.manager, changeNarrativePaths.detail(project), {
      content: '<p>Second</p>',
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already has a narrative/);
  });

  it('refuses bad input and writers who may not edit the project', async () => {
    const project = await projectWithoutNarrative();
    const contoso = stranger.id;
    const foreignOwner = await api.post<FieldErrors>(
      who.manager,
      changeNarrativePaths.detail(project),
      { content: '<p>x</p>', owner: contoso },
    );
    expect(foreignOwner.status).toBe(400);
    expect(foreignOwner.body).toEqual({ owner: ['Choose an active person of your organisation.'] });
    const notText = await api.post<FieldErrors>(who.manager, changeNarrativePaths.detail(project), {
      content: 42,
    });
    expect(notText.body).toEqual({ content: ['Send the narrative as HTML text.'] });
    expect(
      (await api.post(who.employee, changeNarrativePaths.detail(epr), { content: '' })).status,
    ).toBe(403);
    expect(
      (await api.post(owner.email, changeNarrativePaths.detail(finance), { content: '' })).status,
    ).toBe(403);
    expect(
      (await api.post(who.otherAdmin, changeNarrativePaths.detail(epr), { content: '' })).status,
    ).toBe(404);
    expect((await api.post(null, changeNarrativePaths.detail(epr), { content: '' })).status).toBe(
      401,
    );
    const get = await api.get<ChangeNarrative>(who.manager, changeNarrativePaths.detail(project));
    expect(get.body.id).toBeNull();
  });

  it('saves text from the loaded version and refuses a stale one with 409', async () => {
    const project = await projectWithoutNarrative();
    await api.post(who.manager, changeNarrativePaths.detail(project), { content: '<p>One</p>' });
    const saved = await api.patch<ChangeNarrative>(
      who.office,
      changeNarrativePaths.detail(project),
      { content: '<p>Two</p>', version: 1 },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      content: '<p>Two</p>',
      version: 2,
      updated_by: { display_name: 'Oscar Office' },
      owner: { display_name: 'Maya Manager' },
    });
    const stale = await api.patch<ErrorDetail>(who.manager, changeNarrativePaths.detail(project), {
      content: '<p>Mine from version one</p>',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/now at version 2/);
    const missing = await api.patch<FieldErrors>(
      who.manager,
      changeNarrativePaths.detail(project),
      {
        content: '<p>Three</p>',
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      version: ['Send the version you loaded, so nobody’s edits are overwritten.'],
    });
    const after = await api.get<ChangeNarrative>(who.manager, changeNarrativePaths.detail(project));
    expect(after.body).toMatchObject({ content: '<p>Two</p>', version: 2 });
  });

  it('changes only the owner with `edit_owner=true`, leaving the version alone', async () => {
    const project = await projectWithoutNarrative();
    await api.post(who.manager, changeNarrativePaths.detail(project), { content: '<p>Text</p>' });
    const owner = await api.patch<ChangeNarrative>(
      who.manager,
      changeNarrativePaths.editOwner(project),
      { owner: priya },
    );
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({
      owner: { id: priya, display_name: 'Priya Patel' },
      version: 1,
      content: '<p>Text</p>',
    });
    const cleared = await api.patch<ChangeNarrative>(
      who.manager,
      changeNarrativePaths.editOwner(project),
      { owner: null },
    );
    expect(cleared.body.owner).toBeNull();
    const withText = await api.patch<FieldErrors>(
      who.manager,
      changeNarrativePaths.editOwner(project),
      { owner: priya, content: '<p>Sneaked in</p>' },
    );
    expect(withText.status).toBe(400);
    // The unknown field is named, like every unknown field the API refuses.
    expect(withText.body.content).toEqual(['This field is not allowed.']);
    const inactive = await api.patch<FieldErrors>(
      who.manager,
      changeNarrativePaths.editOwner(project),
      { owner: disabled.id },
    );
    expect(inactive.body).toEqual({ owner: ['Choose an active person of your organisation.'] });
    expect(
      (await api.patch(who.leader, changeNarrativePaths.editOwner(epr), { owner: priya })).status,
    ).toBe(403);
    expect(
      (await api.patch(who.otherAdmin, changeNarrativePaths.editOwner(epr), { owner: null }))
        .status,
    ).toBe(404);
    expect(
      (await api.patch(null, changeNarrativePaths.editOwner(epr), { owner: null })).status,
    ).toBe(401);
  });

  it('answers 404 when saving a narrative that does not exist yet', async () => {
    const project = await projectWithoutNarrative();
    const res = await api.patch<ErrorDetail>(who.manager, changeNarrativePaths.detail(project), {
      content: '<p>x</p>',
      version: 1,
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('This project has no narrative yet. Create it first.');
  });
});
