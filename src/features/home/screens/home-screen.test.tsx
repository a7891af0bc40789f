import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changesPaths } from '@contract/projects/changes';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { renderComponent } from '@tests/support/render-component';
import { HomeScreen } from './home-screen';

// Counts how often Home draws a project card: an answer for another section must not redraw it.
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/projects/widgets/project-card', () => ({
  ProjectCard: ({ project }: { project: { name: string } }) => {
    cardRenders.count += 1;
    return <h3>{project.name}</h3>;
  },
}));

let unbind: (() => void) | undefined;
afterEach(() => unbind?.());

describe('Home', () => {
  it('redraws only the section whose answer arrived, not the projects above it', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(apiPath(changesPaths.acrossProjects()), async () => {
        await gate;
        await delay(0);
        return HttpResponse.json([]);
      }),
    );
    ({ unbind } = renderComponent(
      <MemoryRouter>
        <HomeScreen />
      </MemoryRouter>,
    ));
    await screen.findByRole('link', { name: 'See all projects' });
    await screen.findByText(/Welcome, /);
    const drawn = cardRenders.count;
    expect(drawn).toBeGreaterThan(0);
    expect(screen.getByLabelText('Loading go-lives')).toBeInTheDocument();
    release();
    await screen.findByText('No go-lives coming up');
    expect(cardRenders.count).toBe(drawn);
  });
});
