import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commsFilePaths } from '@contract/comms/comms-files';
import { projectsPaths } from '@contract/projects/projects';
import { type ProjectSummary } from '@contract/projects/projects.schema';
import { deliverablesPaths, milestonesPaths } from '@contract/projects/work-plan';
import { type Deliverable, type Milestone } from '@contract/projects/work-plan.schema';
import type { OfficeApi, OfficeMailItem } from '@/lib/host/office-api';
import { apiPath } from '@tests/msw/api-path';
import { commsData, commsHandlers } from '@tests/msw/handlers/comms';
import { threadRecord } from '@tests/msw/handlers/comms-threads';
import { server } from '@tests/msw/server';
import { fakeHost, outlookHost } from '@tests/support/fake-host';
import { renderApp } from '@tests/support/render-app';

const stamps = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

function project(id: number, name: string): ProjectSummary {
  return {
    id,
    name,
    business_objective: '',
    status: 'Live',
    allowed_status_moves: [],
    active_phase: 'ALIGN',
    active_phase_name: 'Prepare',
    scope_level: null,
    change_type: null,
    start_date: null,
    end_date: null,
    archived: false,
    deleted_at: null,
    tags: [],
    team_size: 3,
    change_count: 1,
    next_go_live_date: null,
    can_edit: true,
    ...stamps,
  };
}

function deliverable(
  id: number,
  projectId: number,
  name: string,
  state: Deliverable['state'],
  due: string,
): Deliverable {
  return {
    id,
    project: projectId,
    workstream: null,
    name,
    description: '',
    state,
    owner: { id: 1, display_name: 'Ada Admin' },
    closed_at: null,
    due_date: due,
    readiness_assessment_id: null,
    ...stamps,
  };
}

function milestone(
  id: number,
  projectId: number,
  name: string,
  state: Milestone['state'],
  due: string,
): Milestone {
  return {
    id,
    project: projectId,
    workstream: null,
    name,
    description: '',
    state,
    owner: null,
    closed_at: null,
    due_date: due,
    readiness_id: null,
    ...stamps,
  };
}

const epr = project(4, 'EPR rollout');
const finance = project(9, 'Finance shared services');

/** The work-plan reads the pane made, in order. */
const workReads: string[] = [];

function projectData(
  projects: ProjectSummary[],
  work: Record<number, { deliverables: Deliverable[]; milestones: Milestone[] }>,
) {
  server.use(
    http.get(apiPath(projectsPaths.forUser()), () => HttpResponse.json(projects)),
    // The pane reads the open work of all the user's projects in one call each, never per project.
    http.get(apiPath(deliverablesPaths.list({ mine: true })), ({ request }) => {
      workReads.push(request.url);
      if (new URL(request.url).searchParams.get('mine') !== 'true') {
        return HttpResponse.json({ detail: 'Read per project.' }, { status: 400 });
      }
      return HttpResponse.json(Object.values(work).flatMap((w) => w.deliverables));
    }),
    http.get(apiPath(milestonesPaths.list({ mine: true })), ({ request }) => {
      workReads.push(request.url);
      if (new URL(request.url).searchParams.get('mine') !== 'true') {
        return HttpResponse.json({ detail: 'Read per project.' }, { status: 400 });
      }
      return HttpResponse.json(Object.values(work).flatMap((w) => w.milestones));
    }),
  );
}

function installOutlook(item: OfficeMailItem | null) {
  const openBrowserWindow = vi.fn();
  const office: OfficeApi = {
    onReady: () => Promise.resolve({ host: 'Outlook', platform: 'OfficeOnline' }),
    HostType: { Outlook: 'Outlook' },
    CoercionType: { Text: 'text' },
    AsyncResultStatus: { Succeeded: 'succeeded' },
    EventType: { ItemChanged: 'olkItemSelectedChanged', OfficeThemeChanged: 'officeThemeChanged' },
    context: {
      requirements: { isSetSupported: (name) => name === 'OpenBrowserWindowApi' },
      mailbox: { item, addHandlerAsync: () => undefined },
      ui: { openBrowserWindow },
    },
  };
  (window as unknown as { Office?: OfficeApi }).Office = office;
  return { openBrowserWindow };
}

const email: OfficeMailItem = {
  itemType: 'message',
  subject: 'Ward 7 go-live: night shift questions',
  from: { displayName: 'Sam Ward', emailAddress: 'sam@example.test' },
  dateTimeCreated: new Date('2026-03-02T09:30:00Z'),
  body: {
    getAsync: (_coercion, callback) =>
      callback({ status: 'succeeded', value: 'Who do we call at night?\nThanks, Sam' }),
  },
};

function renderPane() {
  return renderApp('/', { host: fakeHost(outlookHost()).store });
}

beforeEach(() => {
  projectData([epr, finance], {
    4: {
      deliverables: [
        deliverable(1, 4, 'Cut-over runbook', 'Open', '2026-04-10'),
        deliverable(2, 4, 'Training plan', 'Closed', '2026-02-01'),
      ],
      milestones: [milestone(3, 4, 'Go-live announcement sent', 'Overdue', '2026-03-01')],
    },
    9: {
      deliverables: [deliverable(5, 9, 'Role profiles', 'Overdue', '2026-02-20')],
      milestones: [],
    },
  });
});

afterEach(() => {
  delete (window as unknown as { Office?: OfficeApi }).Office;
  // The clipboard and execCommand stand-ins are own properties over jsdom's.
  delete (navigator as unknown as { clipboard?: unknown }).clipboard;
  delete (document as unknown as { execCommand?: unknown }).execCommand;
});

describe('the Outlook pane', () => {
  it('is compact: its four views and the current one, no workspace navigation', async () => {
    installOutlook(null);
    renderPane();
    await screen.findByRole('heading', { level: 1, name: 'Your upcoming work' });
    const views = screen.getByRole('navigation', { name: 'Changecraft in Outlook' });
    expect(
      within(views)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My work', 'Announcements', 'Share', 'Leader tasks']);
    expect(within(views).getByRole('link', { name: 'My work' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('lists the open work of the user’s projects, most urgent first, done work left out', async () => {
    workReads.length = 0;
    installOutlook(null);
    renderPane();
    const list = await screen.findByRole('list', { name: 'Upcoming deliverables and milestones' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      'Role profiles',
      'Go-live announcement sent',
      'Cut-over runbook',
    ]);
    expect(items[0]).toHaveTextContent('Deliverable · Finance shared services · yours');
    expect(items[0]).toHaveTextContent('Overdue');
    expect(items[0]).toHaveTextContent('Was due 20 Feb 2026');
    expect(items[2]).toHaveTextContent('Due 10 Apr 2026');
    expect(screen.queryByText('Training plan')).not.toBeInTheDocument();
    // Two reads for all the user's projects, whatever their number.
    expect(workReads.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
      '/api/v1/deliverables/?mine=true',
      '/api/v1/milestones/?mine=true',
    ]);
  });

  it('opens an item’s project in the browser', async () => {
    const { openBrowserWindow } = installOutlook(null);
    renderPane();
    await userEvent.click(await screen.findByRole('button', { name: 'Role profiles' }));
    expect(openBrowserWindow).toHaveBeenCalledWith(`${window.location.origin}/projects/9`);
  });

  it('says so when the user is on no project yet', async () => {
    installOutlook(null);
    projectData([], {});
    renderPane();
    expect(await screen.findByText(/You are not part of any project yet/)).toBeInTheDocument();
  });

  it('moves between its views in memory, with an honest empty announcements view', async () => {
    installOutlook(null);
    const { location } = renderPane();
    await screen.findByRole('heading', { level: 1, name: 'Your upcoming work' });
    await userEvent.click(screen.getByRole('link', { name: 'Announcements' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Announcements' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No announcements for you.')).toBeInTheDocument();
    expect(screen.getByText(/Communications area/)).toBeInTheDocument();
    expect(location().pathname).toBe('/announcements');
    expect(window.location.pathname).toBe('/');
  });

  it('shows the announcements sent to the user, who likes and replies beside their email', async () => {
    installOutlook(null);
    const data = commsData({
      threads: [
        threadRecord(),
        threadRecord({ id: 51, title: 'Draft for later', status: 'DRAFT', sent_at: null }),
      ],
    });
    server.use(...commsHandlers(data));
    renderPane();
    await userEvent.click(await screen.findByRole('link', { name: 'Announcements' }));
    const card = await screen.findByRole('article', { name: /New rota from Monday/ });
    expect(screen.queryByText('Draft for later')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Like (0)' }));
    expect(await within(card).findByRole('button', { name: 'Liked (1)' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '0 replies' }));
    await userEvent.type(within(card).getByLabelText('Reply'), 'Thanks, got it');
    await userEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(await within(card).findByText('Thanks, got it')).toBeTruthy();
    expect(data.writes.map((w) => `${w.method} ${w.url}`)).toEqual([
      'PATCH /api/v1/threads/50/toggle_like/',
      'PATCH /api/v1/threads/50/add_message/',
    ]);
  });

  it('asks for an email when none is open beside it', async () => {
    installOutlook(null);
    renderPane();
    await userEvent.click(await screen.findByRole('link', { name: 'Share' }));
    expect(await screen.findByText(/Open an email in Outlook to share it/)).toBeInTheDocument();
  });

  it('shares the open email as a comms file of the chosen project', async () => {
    const { openBrowserWindow } = installOutlook(email);
    let received = '';
    server.use(
      http.post(apiPath(commsFilePaths.create('COMMS_FILE')), async ({ request }) => {
        received = `${request.headers.get('content-type') ?? ''}\n${await request.text()}`;
        return HttpResponse.json(
          { id: 31, title: 'Ward 7 go-live: night shift questions' },
          { status: 201 },
        );
      }),
    );
    renderPane();
    await userEvent.click(await screen.findByRole('link', { name: 'Share' }));

    const preview = await screen.findByRole('figure', { name: 'The email to share' });
    expect(preview).toHaveTextContent('Ward 7 go-live: night shift questions');
    expect(preview).toHaveTextContent('From Sam Ward <sam@example.test>');

    await userEvent.click(await screen.findByRole('button', { name: 'Share to comms' }));
    expect(screen.getByText('Choose the project to share this email to.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Project/ }), 'EPR rollout');
    await userEvent.click(screen.getByRole('button', { name: 'Share to comms' }));

    expect(
      await screen.findByText(
        /“Ward 7 go-live: night shift questions” is now a file in EPR rollout/,
      ),
    ).toBeInTheDocument();
    expect(received).toMatch(/^multipart\/form-data/);
    expect(received).toContain('"project":4');
    expect(received).toContain('"tool_type":"file"');
    expect(received).toContain('"description":"Shared from Outlook: an email from Sam Ward."');
    // jsdom's File reaches MSW's FormData without its name and bytes; the part is there.
    expect(received).toContain('name="file"');

    await userEvent.click(screen.getByRole('button', { name: /Open EPR rollout/ }));
    expect(openBrowserWindow).toHaveBeenCalledWith(`${window.location.origin}/projects/4/comms`);
  });

  it('signs a signed-out user in within the pane', async () => {
    installOutlook(null);
    renderApp('/', { host: fakeHost(outlookHost()).store, auth: 'signed-out' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Changecraft' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your upcoming work' }),
    ).toBeInTheDocument();
  });
});
