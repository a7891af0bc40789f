import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { sessionHandlers, toolAccessSettings } from '@tests/msw/handlers/session';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { visibleSections, type ProjectSectionEntry } from '../project-sections';

const Nothing = () => null;
const entry = (id: string, extra: Partial<ProjectSectionEntry> = {}): ProjectSectionEntry => ({
  id,
  label: id,
  path: id,
  element: Nothing,
  ...extra,
});

describe('the sections of a project workspace', () => {
  it('shows every section the app registers, other areas’ tabs among the project’s own', async () => {
    server.use(...projectsHandlers(projectsData()));
    renderApp('/projects/4/overview');
    const tabs = await screen.findByRole('navigation', { name: 'Project sections' });
    const labels = within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Other areas add their tabs to the app's list; the project's own and Groups lead it.
    expect(labels.slice(0, 3)).toEqual(['Overview', 'Changes', 'Groups']);
    expect(labels).toEqual(expect.arrayContaining(['Narrative', 'Plan', 'Metrics', 'Comms']));
    expect(within(tabs).getByRole('link', { name: 'Comms' })).toHaveAttribute(
      'href',
      '/projects/4/comms',
    );
  });

  it('hides a section from roles it does not list and while its flag is off', () => {
    const sections = [
      entry('overview'),
      entry('surveys', { roles: ['ADMIN', 'CHANGE_MANAGER'] }),
      entry('metrics', { flags: ['metrics'] }),
    ];
    const ids = (list: ProjectSectionEntry[]) => list.map((section) => section.id);
    expect(ids(visibleSections(sections, { role: 'EMPLOYEE', features: new Set() }))).toEqual([
      'overview',
    ]);
    expect(
      ids(visibleSections(sections, { role: 'CHANGE_MANAGER', features: new Set(['metrics']) })),
    ).toEqual(['overview', 'surveys', 'metrics']);
    // Until the flags and the role are known nothing is hidden for their sake.
    expect(ids(visibleSections(sections, {}))).toEqual(['overview', 'surveys', 'metrics']);
  });
});

describe('the workspace breadcrumb', () => {
  it('says the current project without a focusable no-op', async () => {
    server.use(...projectsHandlers(projectsData()));
    renderApp('/projects/4/overview');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const current = within(crumbs).getByText('Electronic patient record rollout');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).queryAllByRole('button')).toEqual([]);
  });
});

describe('the narrative’s gate in the workspace', () => {
  it('hides the tab and its route while the organisation’s narrative entry is off', async () => {
    server.use(
      ...sessionHandlers({ toolAccess: toolAccessSettings({ change_narrative: false }) }),
      ...projectsHandlers(projectsData()),
    );
    renderApp('/projects/4/narrative');
    expect(
      await screen.findByRole('heading', { name: 'This section does not exist' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Project sections' });
    expect(within(tabs).queryByRole('link', { name: 'Narrative' })).not.toBeInTheDocument();
  });
});
