import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { projectRecord } from '@tests/msw/handlers/projects-fixtures';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('an archived project’s workspace', () => {
  it('is read-only until restored: no actions or edit controls, and a way to restore', async () => {
    server.use(
      ...projectsHandlers(projectsData({ projects: [projectRecord({ archived: true })] })),
    );
    renderApp('/projects/4/overview');
    await screen.findByRole('heading', { level: 1, name: 'Electronic patient record rollout' });
    expect(await screen.findByText(/read-only until it is restored/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore project' })).toBeInTheDocument();
    // The overview is its own chunk: wait until it shows before asking what it leaves out.
    await screen.findByText('Status and phase');
    expect(screen.queryByRole('button', { name: 'Project actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });
});
