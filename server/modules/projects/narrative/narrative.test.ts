import { beforeAll, describe, expect, it } from 'vitest';
import { changeNarrativePaths } from '../../../../contract/projects/narrative';
import { type ChangeNarrative } from '../../../../contract/projects/narrative.schema';
import type { ErrorDetail, FieldErrors } from '../../../../contract/shared/common.schema';
import type { Project } from '../../../../contract/projects/projects.schema';
import { apiClient, seededId, seededPeople, seededProjects } from '@tests/support/api';
import { demo, useTestServer } from '@tests/support/test-server';

describe('change narrative', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let epr: number;
  let finance: number;
  let priya: number;
  beforeAll(async () => {
    epr = await seededId(server, 'projects', seededProjects.epr);
    finance = await seededId(server, 'projects', seededProjects.finance);
    priya = await seededId(server, 'user_profiles', seededPeople.priya);
  });

  async function projectWithoutNarrative(): Promise<number> {
    const res = await api.post<Project>(demo.manager, 'projects/', { name: 'Narrated' });
    return res.body.id;
  }

  it('reads a project’s narrative with its owner and version', async () => {
    const res = await api.get<ChangeNarrative>(demo.leader, changeNarrativePaths.detail(epr));
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
    const res = await api.get<ChangeNarrative>(demo.manager, changeNarrativePaths.detail(finance));
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
    expect((await api.get(demo.otherAdmin, changeNarrativePaths.detail(epr))).status).toBe(404);
    expect((await api.get(demo.employee, changeNarrativePaths.detail(finance))).status).toBe(404);
    expect((await api.get(null, changeNarrativePaths.detail(epr))).status).toBe(401);
  });

  it('creates the narrative once, sanitising its rich text, owned by the writer by default', async () => {
    const project = await projectWithoutNarrative();
    const res = await api.post<ChangeNarrative>(
      demo.manager,
      changeNarrativePaths.detail(project),
      {
        content:
          '<h2 style="color:red">Why</h2><p onclick="steal()">We <strong>must</strong> <u>act</u>.<script>alert(1)</script></p>' +
          '<ul><li><a href="javascript:alert(1)">trap</a> and <a href="https://example.org/plan">plan</a></li></ul>' +
          '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.content).toBe(
      '<h2>Why</h2><p>We <strong>must</strong> <u>act</u>.</p>' +
        '<ul><li>trap and <a href="https://example.org/plan" rel="noopener noreferrer nofollow" target="_blank">plan</a></li></ul>',
    );
    expect(res.body).toMatchObject({ version: 1, owner: { display_name: 'Maya Manager' } });
    const again = await api.post<ErrorDetail>(demo.manager, changeNarrativePaths.detail(project), {
      content: '<p>Second</p>',
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already has a narrative/);
  });

  it('refuses bad input and writers who may not edit the project', async () => {
    const project = await projectWithoutNarrative();
    const contoso = await seededId(server, 'user_profiles', demo.otherAdmin);
    const foreignOwner = await api.post<FieldErrors>(
      demo.manager,
      changeNarrativePaths.detail(project),
      { content: '<p>x</p>', owner: contoso },
    );
    expect(foreignOwner.status).toBe(400);
    expect(foreignOwner.body).toEqual({ owner: ['Choose an active person of your organisation.'] });
    const notText = await api.post<FieldErrors>(
      demo.manager,
      changeNarrativePaths.detail(project),
      {
        content: 42,
      },
    );
    expect(notText.body).toEqual({ content: ['Send the narrative as HTML text.'] });
    expect(
      (await api.post(demo.employee, changeNarrativePaths.detail(epr), { content: '' })).status,
    ).toBe(403);
    expect(
      (await api.post(seededPeople.priya, changeNarrativePaths.detail(finance), { content: '' }))
        .status,
    ).toBe(403);
    expect(
      (await api.post(demo.otherAdmin, changeNarrativePaths.detail(epr), { content: '' })).status,
    ).toBe(404);
    expect((await api.post(null, changeNarrativePaths.detail(epr), { content: '' })).status).toBe(
      401,
    );
    const get = await api.get<ChangeNarrative>(demo.manager, changeNarrativePaths.detail(project));
    expect(get.body.id).toBeNull();
  });

  it('saves text from the loaded version and refuses a stale one with 409', async () => {
    const project = await projectWithoutNarrative();
    await api.post(demo.manager, changeNarrativePaths.detail(project), { content: '<p>One</p>' });
    const saved = await api.patch<ChangeNarrative>(
      demo.office,
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
    const stale = await api.patch<ErrorDetail>(demo.manager, changeNarrativePaths.detail(project), {
      content: '<p>Mine from version one</p>',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/now at version 2/);
    const missing = await api.patch<FieldErrors>(
      demo.manager,
      changeNarrativePaths.detail(project),
      {
        content: '<p>Three</p>',
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      version: ['Send the version you loaded, so nobody’s edits are overwritten.'],
    });
    const after = await api.get<ChangeNarrative>(
      demo.manager,
      changeNarrativePaths.detail(project),
    );
    expect(after.body).toMatchObject({ content: '<p>Two</p>', version: 2 });
  });

  it('changes only the owner with `edit_owner=true`, leaving the version alone', async () => {
    const project = await projectWithoutNarrative();
    await api.post(demo.manager, changeNarrativePaths.detail(project), { content: '<p>Text</p>' });
    const owner = await api.patch<ChangeNarrative>(
      demo.manager,
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
      demo.manager,
      changeNarrativePaths.editOwner(project),
      { owner: null },
    );
    expect(cleared.body.owner).toBeNull();
    const withText = await api.patch<FieldErrors>(
      demo.manager,
      changeNarrativePaths.editOwner(project),
      { owner: priya, content: '<p>Sneaked in</p>' },
    );
    expect(withText.status).toBe(400);
    // The unknown field is named, like every unknown field the API refuses.
    expect(withText.body.content).toEqual(['This field is not allowed.']);
    const disabled = await seededId(server, 'user_profiles', demo.disabled);
    const inactive = await api.patch<FieldErrors>(
      demo.manager,
      changeNarrativePaths.editOwner(project),
      { owner: disabled },
    );
    expect(inactive.body).toEqual({ owner: ['Choose an active person of your organisation.'] });
    expect(
      (await api.patch(demo.leader, changeNarrativePaths.editOwner(epr), { owner: priya })).status,
    ).toBe(403);
    expect(
      (await api.patch(demo.otherAdmin, changeNarrativePaths.editOwner(epr), { owner: null }))
        .status,
    ).toBe(404);
    expect(
      (await api.patch(null, changeNarrativePaths.editOwner(epr), { owner: null })).status,
    ).toBe(401);
  });

  it('answers 404 when saving a narrative that does not exist yet', async () => {
    const project = await projectWithoutNarrative();
    const res = await api.patch<ErrorDetail>(demo.manager, changeNarrativePaths.detail(project), {
      content: '<p>x</p>',
      version: 1,
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('This project has no narrative yet. Create it first.');
  });
});
