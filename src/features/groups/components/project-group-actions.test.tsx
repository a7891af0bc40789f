import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectGroup } from '@contract/groups/project-groups.schema';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { renderComponent } from '@tests/support/render-component';
import { ProjectGroupActions } from './project-group-actions';
import { dialogTitled } from '@tests/support/dialog-titled';

// Fluent's focus manager hides dialogs in jsdom (no layout): query inside them with hidden.
const inDialog = { hidden: true } as const;
const STAMP = '2026-03-02T09:00:00.000Z';

const member = (id: number, name: string) => ({
  id,
  display_name: name,
  email: `${name.split(' ')[0]?.toLowerCase()}@demo.test`,
  job_title: null,
  department: null,
  site: null,
  is_leader: false,
  source: 'MANUAL' as const,
});

const team: ProjectGroup = {
  id: 7,
  project: 3,
  name: 'EPR delivery team',
  group_type: 'Project Team',
  group_role: 'PROJECT_TEAM',
  category: '',
  teams_access: false,
  notes: '',
  archived: false,
  global_impacted_group: null,
  audience_band: null,
  directory_group: null,
  last_synced_at: null,
  member_count: 2,
  leader_count: 0,
  members: [member(11, 'Tom Tester'), member(12, 'Priya Patel')],
  created_at: STAMP,
  updated_at: STAMP,
};

/** The calls of the three dialogs, each write recorded. */
function handlers(writes: { url: string; body: unknown }[]) {
  const record = async (request: Request) => {
    const body: unknown = await request.clone().json();
    writes.push({ url: new URL(request.url).pathname, body });
    return body;
  };
  return [
    http.get(apiPath('project-contributions/'), () =>
      HttpResponse.json([
        {
          id: 1,
          group: 7,
          person: { id: 11, display_name: 'Tom Tester' },
          role: 'Tester',
          contribution_percent: 20,
        },
      ]),
    ),
    http.patch(apiPath('project-contributions/1/'), async ({ request }) => {
      const body = (await record(request)) as { contributions: { contribution_percent: number }[] };
      if (body.contributions.some((c) => c.contribution_percent > 100)) {
        return HttpResponse.json(
          { 'contributions.1.contribution_percent': ['Enter a share between 0 and 100.'] },
          { status: 400 },
        );
      }
      return HttpResponse.json([]);
    }),
    http.post(apiPath('projects/3/groups/create_directory_group/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...team, directory_group: { id: 'group:4', name: 'EPR team' } });
    }),
    http.get(apiPath('directory-groups/get_directory_groups_by_search/'), () =>
      HttpResponse.json([
        { id: 'department:Finance', display_name: 'Finance', description: 'Everyone in Finance' },
      ]),
    ),
    http.post(apiPath('projects/3/groups/link_365_members_to_group/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        ...team,
        member_count: 5,
        directory_group: { id: 'department:Finance', name: 'Finance' },
      });
    }),
  ];
}

let unbind: (() => void) | undefined;
afterEach(() => unbind?.());

function renderActions() {
  const view = renderComponent(
    <ProjectGroupActions projectId={3} group={team} onArchive={() => undefined} />,
  );
  unbind = view.unbind;
  return view;
}

describe('a project group’s actions', () => {
  it('saves every person’s contribution as one set, with a message for a bad share', async () => {
    const writes: { url: string; body: unknown }[] = [];
    server.use(...handlers(writes));
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Contributions' }));
    const dialog = await dialogTitled('Contributions to EPR delivery team');
    const tomRole = await within(dialog).findByRole('textbox', {
      ...inDialog,
      name: /Role of Tom Tester/,
    });
    expect(tomRole).toHaveValue('Tester');
    const priyaShare = within(dialog).getByLabelText(/Share of Priya Patel/);
    await user.clear(priyaShare);
    await user.type(priyaShare, '150');
    await user.click(
      within(dialog).getByRole('button', { ...inDialog, name: 'Save contributions' }),
    );
    expect(await within(dialog).findByText('Enter a share between 0 and 100.')).toBeInTheDocument();
    expect(writes).toHaveLength(0);

    await user.clear(priyaShare);
    await user.type(priyaShare, '50');
    await user.type(
      within(dialog).getByRole('textbox', { ...inDialog, name: /Role of Priya Patel/ }),
      'Clinical lead',
    );
    await user.click(
      within(dialog).getByRole('button', { ...inDialog, name: 'Save contributions' }),
    );
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: '/api/v1/project-contributions/1/',
      body: {
        group: 7,
        contributions: [
          { person: 11, role: 'Tester', contribution_percent: 20 },
          { person: 12, role: 'Clinical lead', contribution_percent: 50 },
        ],
      },
    });
  });

  it('makes a directory group of the group’s people, refusing an empty name', async () => {
    const writes: { url: string; body: unknown }[] = [];
    server.use(...handlers(writes));
    const user = userEvent.setup();
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Make a directory group' }));
    const dialog = await dialogTitled('Make a directory group of EPR delivery team');
    const name = within(dialog).getByRole('textbox', { ...inDialog, name: /Directory group name/ });
    await user.clear(name);
    await user.click(
      within(dialog).getByRole('button', { ...inDialog, name: 'Create directory group' }),
    );
    expect(writes).toHaveLength(0);
    await user.type(name, 'EPR team');
    await user.click(
      within(dialog).getByRole('button', { ...inDialog, name: 'Create directory group' }),
    );
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: '/api/v1/projects/3/groups/create_directory_group/',
      body: { group: 7, name: 'EPR team' },
    });
  });

  it('replaces the group’s people with a directory group’s members', async () => {
    const writes: { url: string; body: unknown }[] = [];
    server.use(...handlers(writes));
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Link a directory group' }));
    const dialog = await dialogTitled('Link EPR delivery team to a directory group');
    await user.type(
      within(dialog).getByRole('combobox', { ...inDialog, name: 'Directory group' }),
      'Fin',
    );
    await user.click(await screen.findByRole('option', { ...inDialog, name: 'Finance' }));
    await user.click(within(dialog).getByRole('button', { ...inDialog, name: 'Link' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: '/api/v1/projects/3/groups/link_365_members_to_group/',
      body: { group: 7, directory_group_id: 'department:Finance' },
    });
    expect(
      await screen.findByText('EPR delivery team now has the 5 members of the directory group'),
    ).toBeInTheDocument();
  });
});
