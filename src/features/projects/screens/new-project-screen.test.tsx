import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { peopleData, peopleHandlers, person } from '@tests/msw/handlers/people';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { emptyProjectForm } from '../components/project-form-values';
import { loadDraft, saveDraft } from '../new-project-draft';

const user = () => userEvent.setup();

async function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

describe('the new project wizard', () => {
  it('gives each step its own address and will not skip ahead of the steps done', async () => {
    server.use(...projectsHandlers(projectsData()));
    const { location } = renderApp('/new-project/review');
    await stepHeading('Name and objective');
    expect(location().pathname).toBe('/new-project/details');

    await user().type(screen.getByRole('textbox', { name: /Project name/ }), 'Ward rota app');
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Scope and type');
    expect(location().pathname).toBe('/new-project/scope');

    await user().click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Name and objective');
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('Ward rota app');
  });

  it('says what is wrong in the contract’s words, field by field', async () => {
    server.use(...projectsHandlers(projectsData()));
    renderApp('/new-project/details');
    await stepHeading('Name and objective');
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a project name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user().type(screen.getByRole('textbox', { name: /Project name/ }), 'Ward rota app');
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Scope and type');
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Dates and status');
    await user().type(screen.getByLabelText('Start date'), '2026-06-01');
    await user().type(screen.getByLabelText('End date'), '2026-05-01');
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('The end date cannot be before the start date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dates and status' })).toBeInTheDocument();
  });

  it('keeps the draft when the wizard is left and opened again', async () => {
    server.use(...projectsHandlers(projectsData()));
    const first = renderApp('/new-project/details');
    await stepHeading('Name and objective');
    await user().type(screen.getByRole('textbox', { name: /Project name/ }), 'Ward rota app');
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Scope and type');
    first.unmount();
    first.unbind();

    const second = renderApp('/new-project');
    await stepHeading('Scope and type');
    expect(second.location().pathname).toBe('/new-project/scope');
    await user().click(screen.getByRole('link', { name: 'Name and objective' }));
    await stepHeading('Name and objective');
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('Ward rota app');
  });

  it('can be left with Cancel, which drops the draft', async () => {
    server.use(...projectsHandlers(projectsData()));
    const { location } = renderApp('/new-project/details');
    await stepHeading('Name and objective');
    await user().type(screen.getByRole('textbox', { name: /Project name/ }), 'Ward rota app');
    expect(loadDraft(1)).toBeDefined();
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/projects'));
    expect(loadDraft(1)).toBeUndefined();
  });

  it('restores a draft from an earlier visit after a reload, and can start again', async () => {
    server.use(...projectsHandlers(projectsData()));
    // What an earlier page load left in this browser for the signed-in user (id 1).
    saveDraft(1, {
      values: {
        ...emptyProjectForm,
        name: 'Ward rota app',
        team_member_ids: [{ id: 1, display_name: 'Ada Admin' }],
      },
      reached: 2,
      savedAt: '2026-03-02T09:15:00.000Z',
      page: 'an-earlier-page-load',
    });
    const { location } = renderApp('/new-project');
    await stepHeading('Dates and status');
    expect(location().pathname).toBe('/new-project/dates');
    expect(screen.getByText(/We kept your draft from \d\d:\d\d/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Start again' }));
    await stepHeading('Name and objective');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue(''),
    );
    expect(screen.queryByText(/We kept your draft/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Scope and type' })).not.toBeInTheDocument();
  });

  it('says it kept the draft only on the step the draft reopened on', async () => {
    server.use(...projectsHandlers(projectsData()));
    saveDraft(1, {
      values: {
        ...emptyProjectForm,
        name: 'Ward rota app',
        team_member_ids: [{ id: 1, display_name: 'Ada Admin' }],
      },
      reached: 2,
      savedAt: '2026-03-02T09:15:00.000Z',
      page: 'an-earlier-page-load',
    });
    renderApp('/new-project');
    await stepHeading('Dates and status');
    expect(screen.getByText(/We kept your draft/)).toBeInTheDocument();
    await user().click(screen.getByRole('link', { name: 'Name and objective' }));
    await stepHeading('Name and objective');
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('Ward rota app');
    expect(screen.queryByText(/We kept your draft/)).not.toBeInTheDocument();
    await user().click(screen.getByRole('link', { name: 'Dates and status' }));
    await stepHeading('Dates and status');
    expect(screen.queryByText(/We kept your draft/)).not.toBeInTheDocument();
  });

  it('creates the project from every step and lands in its workspace', async () => {
    const data = projectsData();
    const directory = [person(), person({ id: 7, first_name: 'Bea', last_name: 'Nurse' })];
    server.use(...peopleHandlers(peopleData({ people: directory })), ...projectsHandlers(data));
    const { location } = renderApp('/new-project/details');
    await stepHeading('Name and objective');
    await user().type(screen.getByRole('textbox', { name: /Project name/ }), 'Ward rota app');
    await user().click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Scope and type');
    await user().click(screen.getByRole('radio', { name: 'Region' }));
    await user().click(screen.getByRole('radio', { name: 'Process' }));
    await user().click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Dates and status');
    await user().type(screen.getByLabelText('Start date'), '2026-06-01');
    await user().click(screen.getByRole('radio', { name: /Planned/ }));
    await user().click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Phase');
    await user().click(screen.getByRole('radio', { name: '2. Measure' }));
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Tags');
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Team');
    // The team comes from the whole directory (the people area's search), the creator locked on.
    expect(screen.queryByRole('button', { name: /Remove Ada Admin/ })).toBeNull();
    await user().type(screen.getByRole('combobox', { name: 'Team' }), 'bea');
    await user().click(await screen.findByRole('option', { name: /Bea Nurse · person7@/ }));
    await user().click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Review and create');
    expect(screen.getByText('Team', { selector: 'dt' }).closest('div')).toHaveTextContent(
      'Ada Admin, Bea Nurse',
    );
    expect(screen.getByText('Scope').closest('div')).toHaveTextContent('Region');
    expect(screen.getByText('Active phase').closest('div')).toHaveTextContent('Measure');
    await user().click(screen.getByRole('button', { name: 'Create project' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ward rota app' }),
    ).toBeInTheDocument();
    expect(location().pathname).toMatch(/^\/projects\/\d+\/overview$/);
    const post = data.writes.find((w) => w.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Ward rota app',
      business_objective: '',
      status: 'Planned',
      active_phase: 'UNDERSTAND_DESIGN',
      scope_level: 'REGION',
      change_type: 'PROCESS',
      start_date: '2026-06-01',
      end_date: null,
      tags: [],
      team_member_ids: [1, 7],
    });
    expect(window.localStorage.length).toBe(0);
  });
});

describe('the new project wizard’s tags and review', () => {
  it('creates a tag inline and reviews in valid definition-list markup', async () => {
    const data = projectsData();
    server.use(...projectsHandlers(data));
    saveDraft(1, {
      values: {
        ...emptyProjectForm,
        name: 'Ward rota app',
        team_member_ids: [{ id: 1, display_name: 'Ada Admin' }],
      },
      reached: 4,
      savedAt: '2026-03-02T09:15:00.000Z',
      page: 'an-earlier-page-load',
    });
    renderApp('/new-project/tags');
    await stepHeading('Tags');
    const input = screen.getByRole('combobox', { name: 'Add tags' });
    await user().type(input, 'Pilot');
    await user().click(await screen.findByRole('option', { name: 'Create tag “Pilot”' }));
    await waitFor(() =>
      expect(data.writes).toEqual([
        { method: 'POST', url: '/api/v1/project-tags/', body: { name: 'Pilot' } },
      ]),
    );
    expect(await screen.findByRole('listbox', { name: 'Chosen tags' })).toHaveTextContent('Pilot');

    await user().click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Team');
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review and create');
    const list = document.querySelector('dl');
    expect(list).not.toBeNull();
    for (const group of list?.children ?? []) {
      expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
    expect(list).toHaveTextContent('Pilot');
  });
});
