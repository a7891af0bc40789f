import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { changeNarrativePatterns } from '@contract/projects/narrative';
import { apiPath } from '@tests/msw/api-path';
import { describe, expect, it } from 'vitest';
import { projectsData, projectsHandlers } from '@tests/msw/handlers/projects';
import { emptyNarrative, projectRecord } from '@tests/msw/handlers/projects-fixtures';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

const narrative = {
  ...emptyNarrative(4),
  id: 9,
  version: 3,
  content: '<h2>Why we are changing</h2><p>Charts get lost.<img src="x" onerror="alert(1)"></p>',
  owner: { id: 3, display_name: 'Maya Manager' },
  updated_at: '2026-03-02T09:00:00.000Z',
  updated_by: { id: 3, display_name: 'Maya Manager' },
};

describe('the narrative section', () => {
  it('lets readers read the narrative, cleaned, with its owner and no editor', async () => {
    server.use(
      ...projectsHandlers(
        projectsData({
          projects: [projectRecord({ can_edit: false })],
          narratives: new Map([[4, narrative]]),
        }),
      ),
    );
    renderApp('/projects/4/narrative');
    expect(await screen.findByRole('heading', { name: 'Why we are changing' })).toBeInTheDocument();
    expect(screen.getByText('Charts get lost.')).toBeInTheDocument();
    expect(screen.getByText('Owner: Maya Manager')).toBeInTheDocument();
    expect(screen.getByText(/Last saved by Maya Manager on 2 Mar 2026/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Change narrative' })).not.toBeInTheDocument();
  });

  it('gives editors the editor, its toolbar and the owner picker', async () => {
    server.use(...projectsHandlers(projectsData({ narratives: new Map([[4, narrative]]) })));
    renderApp('/projects/4/narrative');
    const editor = await screen.findByRole('textbox', { name: 'Change narrative' });
    expect(editor).toHaveTextContent('Why we are changing');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Owner/ })).toHaveTextContent('Maya Manager');
    expect(screen.getByText('Changes save as you type.').closest('[role=status]')).not.toBeNull();
  });

  it('says once that someone else saved, and the footer no longer claims it saves', async () => {
    server.use(
      ...projectsHandlers(projectsData({ narratives: new Map([[4, narrative]]) })),
      http.patch(apiPath(changeNarrativePatterns.item), () =>
        HttpResponse.json(
          { detail: 'Someone else saved this narrative after you opened it.' },
          { status: 409 },
        ),
      ),
    );
    renderApp('/projects/4/narrative');
    const editor = await screen.findByRole('textbox', { name: 'Change narrative' });
    fireEvent.keyDown(editor, { key: 's', ctrlKey: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.match(/someone else saved/gi)).toHaveLength(1);
    expect(screen.getAllByText(/someone else saved/i)).toHaveLength(1);
    expect(screen.queryByText('Changes save as you type.')).not.toBeInTheDocument();
    expect(screen.getByText('Not saved: a newer version exists.')).toBeInTheDocument();
  });
});
