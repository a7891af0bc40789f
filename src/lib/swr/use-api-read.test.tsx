import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SWRConfig } from 'swr';
import { phasePaths, phasePatterns } from '@contract/projects/phases';
import { type Phase } from '@contract/projects/phases.schema';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import { defineRead } from './use-api-read';

const useProjectPhases = defineRead<[projectId: number], Phase[]>('Phases', phasePaths.forProject);

const phases: Phase[] = [{ id: 1, order: 1, code: 'ALIGN', name: 'Understand & Reward' }];
let requests: string[];
let restore: () => void;

beforeEach(() => {
  requests = [];
  restore = setApiHandlers({ getAccessToken: () => Promise.resolve('token') });
  server.use(
    http.get(apiPath(phasePatterns.forProject), ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return HttpResponse.json<Phase[]>(phases);
    }),
  );
});
afterEach(() => restore());

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

describe('a read hook from defineRead', () => {
  it('reads its URL when the key parameter is there', async () => {
    const { result } = renderHook(() => useProjectPhases(12), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(phases));
    expect(requests).toEqual(['/api/v1/projects/12/phases/']);
  });

  it.each([undefined, null, -1])('does not fetch while the parameter is %j', async (missing) => {
    const { result } = renderHook(() => useProjectPhases(missing), { wrapper });
    // Give a fetch every chance to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('starts reading once the parameter arrives', async () => {
    const { result, rerender } = renderHook(({ id }) => useProjectPhases(id), {
      wrapper,
      initialProps: { id: -1 },
    });
    expect(requests).toEqual([]);
    rerender({ id: 5 });
    await waitFor(() => expect(result.current.data).toEqual(phases));
    expect(requests).toEqual(['/api/v1/projects/5/phases/']);
  });
});
