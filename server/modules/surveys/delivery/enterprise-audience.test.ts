import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryPaths } from '@contract/surveys/delivery';
import type { AudienceOptions, DeliveryData, SendResult } from '@contract/surveys/delivery.schema';
import { reportsPaths } from '@contract/surveys/reports';
import type { Breakdown } from '@contract/surveys/reports.schema';
import { surveysPaths } from '@contract/surveys/surveys';
import type { Survey } from '@contract/surveys/surveys.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { surveyTestData } from '../test-data';

/**
 * The change office's enterprise surveys reach the organisation: its own groups, departments
 * and sites (and named people or personas), never a project's groups; a project's survey keeps
 * to its project.
 */
describe('enterprise survey audiences', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let office: MadeUser;
  let manager: MadeUser;
  let project: { id: number };
  let projectGroup: { id: number };
  let globalGroup: { id: number };
  const finance: MadeUser[] = [];
  const harbour: MadeUser[] = [];
  let groupMember: MadeUser;
  let groupLeader: MadeUser;
  let financeLeader: MadeUser;
  let admin: MadeUser;
  const ids = { finance: 0, logistics: 0, harbour: 0, headOffice: 0 };

  beforeAll(async () => {
    const make = factories(server.db);
    const data = surveyTestData(server.db);
    org = await make.organisation();
    office = await make.user(org, { role: 'CHANGE_OFFICE' });
    admin = await make.user(org, { role: 'ADMIN' });
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    project = await make.project(org, { team: [manager] });
    for (let i = 0; i < 3; i += 1) {
      const person = await make.user(org);
      await data.place(person, { department: 'Finance', site: 'Head office' });
      finance.push(person);
    }
    financeLeader = await make.user(org, { role: 'LEADER' });
    await data.place(financeLeader, { department: 'Finance', site: 'Head office' });
    for (let i = 0; i < 2; i += 1) {
      const person = await make.user(org);
      await data.place(person, { department: 'Logistics', site: 'Harbour' });
      harbour.push(person);
    }
    groupMember = await make.user(org);
    groupLeader = await make.user(org, { role: 'LEADER' });
    globalGroup = await data.globalGroup(org, 'Night shift', [
      { user: groupMember },
      { user: groupLeader, leader: true },
      // Also in Finance: reached once, through the group.
      { user: finance[0] as MadeUser },
    ]);
    projectGroup = await data.group(org, project.id, [{ user: groupMember }]);
    ids.finance = await data.listEntry(org, 'departments', 'Finance');
    ids.logistics = await data.listEntry(org, 'departments', 'Logistics');
    ids.harbour = await data.listEntry(org, 'sites', 'Harbour');
    ids.headOffice = await data.listEntry(org, 'sites', 'Head office');
  });

  const enterpriseSurvey = async () => {
    const res = await api.post<Survey>(office.email, surveysPaths.create(), {
      scope: 'ENTERPRISE',
      template: 'ALIGNMENT_EMPLOYEES',
    });
    expect(res.status).toBe(201);
    return res.body;
  };

  it('offers the organisation’s groups, departments and sites with how many each reaches', async () => {
    const res = await api.get<AudienceOptions>(office.email, deliveryPaths.audiences());
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([]);
    expect(res.body.global_groups).toEqual([
      { id: globalGroup.id, name: 'Night shift', members: 3, leaders: 1 },
    ]);
    expect(res.body.departments).toEqual([
      { id: ids.finance, name: 'Finance', people: 4 },
      { id: ids.logistics, name: 'Logistics', people: 2 },
    ]);
    expect(res.body.sites).toEqual([
      { id: ids.harbour, name: 'Harbour', people: 2 },
      { id: ids.headOffice, name: 'Head office', people: 4 },
    ]);
    // A project's survey sees its own groups only.
    const forProject = await api.get<AudienceOptions>(
      manager.email,
      deliveryPaths.audiences(project.id),
    );
    expect(forProject.body.groups.map((g) => g.id)).toEqual([projectGroup.id]);
    expect(forProject.body).toMatchObject({ global_groups: [], departments: [], sites: [] });
  });

  it('sends to a group, a department and a site, employees only, each person once', async () => {
    const survey = await enterpriseSurvey();
    const sent = await api.post<SendResult>(office.email, deliveryPaths.send(survey.id), {
      channel: 'EMAIL',
      audience: 'EMPLOYEE',
      audience_global_groups: [globalGroup.id],
      audience_departments: [ids.finance],
      audience_sites: [ids.harbour],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.survey).toMatchObject({
      audience_global_groups: [globalGroup.id],
      audience_departments: [ids.finance],
      audience_sites: [ids.harbour],
    });
    const delivery = await api.post<DeliveryData>(
      office.email,
      deliveryPaths.deliveryData(survey.id),
      { page_size: 100 },
    );
    const reached = new Map(delivery.body.results.map((r) => [r.person.id, r.group?.name]));
    // Leaders are left out: the group's leader and the Finance leader.
    expect([...reached.keys()].sort((a, b) => a - b)).toEqual(
      [groupMember, ...finance, ...harbour].map((u) => u.id).sort((a, b) => a - b),
    );
    expect(reached.has(groupLeader.id)).toBe(false);
    expect(reached.has(financeLeader.id)).toBe(false);
    expect(reached.get(groupMember.id)).toBe('Night shift');
    expect(reached.get(finance[0]?.id ?? 0)).toBe('Night shift');
    expect(reached.get(finance[1]?.id ?? 0)).toBeUndefined();
    // Breakdowns by group name the organisation's group.
    const byGroup = await api.post<Breakdown>(
      office.email,
      reportsPaths.filteredBase(survey.id, undefined),
      { by: 'group' },
    );
    expect(byGroup.status).toBe(200);
    expect(byGroup.body.rows.map((r) => r.label)).toContain('Night shift');
  });

  it('keeps a project’s groups out of an enterprise survey and the organisation out of a project’s', async () => {
    const survey = await enterpriseSurvey();
    const projectGroupSent = await api.post<Record<string, string[]>>(
      office.email,
      deliveryPaths.send(survey.id),
      { channel: 'EMAIL', audience_groups: [projectGroup.id] },
    );
    expect(projectGroupSent.status).toBe(400);
    expect(projectGroupSent.body.audience_groups?.[0]).toMatch(/not a project’s/);
    const unknown = await api.post<Record<string, string[]>>(
      office.email,
      deliveryPaths.schedule(survey.id),
      {
        channel: 'EMAIL',
        audience_departments: [ids.finance, ids.finance + 100_000],
        audience_sites: [ids.harbour + 100_000],
        audience_global_groups: [globalGroup.id + 1000],
        send_local: '2099-06-01T09:00',
      },
    );
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body).sort()).toEqual([
      'audience_departments',
      'audience_global_groups',
      'audience_sites',
    ]);
    const nothing = await api.post<Record<string, string[]>>(
      office.email,
      deliveryPaths.send(survey.id),
      { channel: 'EMAIL' },
    );
    expect(nothing.body.audience_global_groups?.[0]).toMatch(/department, site or person/);

    const projectSurvey = await api.post<Survey>(manager.email, surveysPaths.create(), {
      project: project.id,
      template: 'ALIGNMENT_EMPLOYEES',
    });
    const wide = await api.post<Record<string, string[]>>(
      manager.email,
      deliveryPaths.send(projectSurvey.body.id),
      { channel: 'EMAIL', audience_departments: [ids.finance] },
    );
    expect(wide.status).toBe(400);
    expect(wide.body.audience_departments?.[0]).toMatch(/Only an enterprise survey/);
  });

  it('keeps a department’s people in the audience when an administrator renames it', async () => {
    const renamed = await api.patch(admin.email, `departments/${ids.finance}/`, {
      name: 'Finance and procurement',
    });
    expect(renamed.status).toBe(200);
    const options = await api.get<AudienceOptions>(office.email, deliveryPaths.audiences());
    expect(options.body.departments).toContainEqual({
      id: ids.finance,
      name: 'Finance and procurement',
      people: 4,
    });
    const survey = await enterpriseSurvey();
    const sent = await api.post<SendResult>(office.email, deliveryPaths.send(survey.id), {
      channel: 'EMAIL',
      audience: 'ALL',
      audience_departments: [ids.finance],
    });
    expect(sent.status).toBe(200);
    const delivery = await api.post<DeliveryData>(
      office.email,
      deliveryPaths.deliveryData(survey.id),
      { page_size: 100 },
    );
    expect(delivery.body.results.map((r) => r.person.id).sort((a, b) => a - b)).toEqual(
      [...finance, financeLeader].map((u) => u.id).sort((a, b) => a - b),
    );
  });
});
