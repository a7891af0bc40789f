import { expect, type Page } from '@playwright/test';
import { signIn } from '../sign-in-helpers';

export interface ProjectRef {
  id: number;
  name: string;
}

/**
 * Signs `user` in at the top level and reads their projects from the API with the bearer token
 * the app sends, so a journey can name a real project (in a deep link, a picker).
 */
export async function projectsOf(page: Page, user: { email: string }): Promise<ProjectRef[]> {
  let authorization: string | undefined;
  const listen = (request: { url(): string; headers(): Record<string, string> }) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/') && request.headers().authorization) {
      authorization = request.headers().authorization;
    }
  };
  page.on('request', listen);
  await signIn(page, user, '/home', { fresh: true });
  await expect.poll(() => authorization).toBeDefined();
  page.off('request', listen);
  const response = await page.request.get('/api/v1/projects/get_projects_for_user/', {
    headers: { authorization: authorization ?? '' },
  });
  expect(response.ok()).toBe(true);
  const projects = (await response.json()) as ProjectRef[];
  expect(projects.length).toBeGreaterThan(0);
  return projects.map(({ id, name }) => ({ id, name }));
}
