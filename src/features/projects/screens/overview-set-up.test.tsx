import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { projectRecord } from '@tests/msw/handlers/projects-fixtures';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('the overview’s “Getting set up” guide', () => {
  it('shows what the data has done, with no boxes to tick, to those who can act on it', async () => {
    server.use(
      ...projectsHandlers(
        projectsData({
          projects: [projectRecord({ workflow_guide_steps_completed: ['objective', 'changes'] })],
        }),
      ),
    );
    renderApp('/projects/4/overview');
    await screen.findByText('Getting set up');
    expect(screen.getByText('2 of 6 steps done')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Narrative' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Changes' })).not.toBeInTheDocument();
  });

  it('is not shown to someone who cannot edit the project', async () => {
    server.use(
      ...projectsHandlers(projectsData({ projects: [projectRecord({ can_edit: false })] })),
    );
    renderApp('/projects/4/overview');
    await screen.findByText('Status and phase');
    expect(screen.queryByText('Getting set up')).not.toBeInTheDocument();
  });
});
