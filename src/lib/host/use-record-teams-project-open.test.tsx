import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { teamsAppPaths } from '@contract/projects/teams-app';
import { bindApi } from '@/app/bind-api';
import { AuthSession } from '@/lib/auth/auth-session';
import { apiPath } from '@tests/msw/api-path';
import { featureFlags, sessionHandlers } from '@tests/msw/handlers/session';
import { server } from '@tests/msw/server';
import { demoUser, fakeAuthClient } from '@tests/support/fake-auth-client';
import { outlookHost, teamsHost } from '@tests/support/fake-host';
import { browserHost, type HostInfo } from './host';
import { HostProvider } from './host-context';
import { HostStore } from './host-store';
import { useRecordTeamsProjectOpen } from './use-record-teams-project-open';

let unbind: () => void = () => undefined;
afterEach(() => unbind());

/** Counts the openings the server records, per project. */
function recordOpenings() {
  const opened: number[] = [];
  server.use(
    http.get(apiPath(teamsAppPaths.projectInteraction(0).replace('/0/', '/:id/')), ({ params }) => {
      opened.push(Number(params.id));
      return HttpResponse.json({
        project: Number(params.id),
        user: 1,
        open_count: opened.length,
        first_opened_at: '2026-03-01T09:00:00Z',
        last_opened_at: '2026-03-01T09:00:00Z',
      });
    }),
  );
  return opened;
}

function ProjectScreen({ projectId }: { projectId: number | undefined }) {
  useRecordTeamsProjectOpen(projectId);
  return null;
}

/** A project screen in `host`; the returned function shows another project on it. */
function renderProject(host: HostInfo, projectId: number | undefined) {
  unbind = bindApi(new AuthSession(() => Promise.resolve(fakeAuthClient(demoUser))));
  const store = HostStore.ready(host);
  const cache = new Map();
  const tree = (id: number | undefined) => (
    <StrictMode>
      <HostProvider store={store}>
        <SWRConfig value={{ provider: () => cache }}>
          <ProjectScreen projectId={id} />
        </SWRConfig>
      </HostProvider>
    </StrictMode>
  );
  const view = render(tree(projectId));
  return (id: number | undefined) => view.rerender(tree(id));
}

/** Lets pending reads and effects finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('useRecordTeamsProjectOpen', () => {
  it('in Teams, records each project the screen opens, once', async () => {
    const opened = recordOpenings();
    const show = renderProject(teamsHost(), 12);
    await waitFor(() => expect(opened).toEqual([12]));
    show(12);
    show(15);
    await waitFor(() => expect(opened).toEqual([12, 15]));
    await settle();
    expect(opened).toEqual([12, 15]);
  });

  it('waits for the project id', async () => {
    const opened = recordOpenings();
    const show = renderProject(teamsHost(), undefined);
    await settle();
    expect(opened).toEqual([]);
    show(3);
    await waitFor(() => expect(opened).toEqual([3]));
  });

  it('records nothing in the browser or the Outlook pane', async () => {
    const opened = recordOpenings();
    renderProject(browserHost(window), 12);
    renderProject(outlookHost(), 12);
    await settle();
    expect(opened).toEqual([]);
  });

  it('records nothing when the organisation has Teams app insights off', async () => {
    server.use(...sessionHandlers({ flags: featureFlags({ teams_app_insights: false }) }));
    const opened = recordOpenings();
    renderProject(teamsHost(), 12);
    await settle();
    expect(opened).toEqual([]);
  });
});
