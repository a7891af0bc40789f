import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeNarrative } from '@contract/projects/narrative.schema';
import { apiPath } from '@tests/msw/api-path';
import { emptyNarrative } from '@tests/msw/handlers/projects-fixtures';
import { server } from '@tests/msw/server';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import { AUTOSAVE_DELAY_MS, useNarrativeAutosave } from './narrative-autosave';
import { changeNarrativePatterns } from '@contract/projects/narrative';

const saved = (version: number, content: string): ChangeNarrative => ({
  ...emptyNarrative(4),
  id: 9,
  content,
  version,
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
});

let content = '<p>Why we change</p>';
let bodies: { method: string; body: unknown }[];
let restore: () => void;

beforeEach(() => {
  bodies = [];
  restore = setApiHandlers({ getAccessToken: () => Promise.resolve('token') });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  restore();
});

function renderAutosave(narrative: ChangeNarrative) {
  const onSaved = vi.fn();
  const hook = renderHook(() =>
    useNarrativeAutosave({ projectId: 4, narrative, getContent: () => content, onSaved }),
  );
  return { ...hook, onSaved };
}

describe('the narrative’s autosave', () => {
  it('waits for a pause in typing, creates the narrative, then saves from its version', async () => {
    server.use(
      http.post(apiPath(changeNarrativePatterns.item), async ({ request }) => {
        bodies.push({ method: 'POST', body: await request.json() });
        return HttpResponse.json(saved(1, content), { status: 201 });
      }),
      http.patch(apiPath(changeNarrativePatterns.item), async ({ request }) => {
        bodies.push({ method: 'PATCH', body: await request.json() });
        return HttpResponse.json(saved(2, content));
      }),
    );
    const { result, onSaved } = renderAutosave(emptyNarrative(4));
    expect(result.current.state.kind).toBe('idle');

    act(() => result.current.changed());
    expect(result.current.state.kind).toBe('unsaved');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 200));
    expect(bodies).toEqual([]);
    act(() => result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 50));
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(bodies).toEqual([{ method: 'POST', body: { content: '<p>Why we change</p>' } }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9, version: 1 }));

    content = '<p>Why we change, and how</p>';
    act(() => result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 50));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({
      method: 'PATCH',
      body: { content: '<p>Why we change, and how</p>', version: 1 },
    });
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
  });

  it('stops on a stale version and says someone else saved, until the writer loads theirs', async () => {
    server.use(
      http.patch(apiPath(changeNarrativePatterns.item), () =>
        HttpResponse.json(
          { detail: 'Someone else saved this narrative after you opened it.' },
          { status: 409 },
        ),
      ),
    );
    const { result } = renderAutosave(saved(3, '<p>Old</p>'));
    await act(() => result.current.saveNow());
    expect(result.current.state).toEqual({
      kind: 'conflict',
      message: 'Someone else saved this narrative after you opened it.',
    });
    act(() => result.current.changed());
    expect(result.current.state.kind).toBe('conflict');

    act(() => result.current.resume(saved(4, '<p>Theirs</p>')));
    expect(result.current.state.kind).toBe('idle');
  });

  it('says why a save failed, and saves again on retry', async () => {
    let fail = true;
    server.use(
      http.patch(apiPath(changeNarrativePatterns.item), () =>
        fail
          ? HttpResponse.json({ detail: 'The database is busy.' }, { status: 503 })
          : HttpResponse.json(saved(4, content)),
      ),
    );
    const { result } = renderAutosave(saved(3, '<p>Old</p>'));
    await act(() => result.current.saveNow());
    expect(result.current.state).toEqual({
      kind: 'failed',
      message: 'The database is busy.',
      offline: false,
    });

    fail = false;
    await act(() => result.current.saveNow());
    expect(result.current.state.kind).toBe('saved');
  });

  it('saves a change that failed offline as soon as the connection returns', async () => {
    let offline = true;
    server.use(
      http.patch(apiPath(changeNarrativePatterns.item), async ({ request }) => {
        if (offline) return HttpResponse.error();
        bodies.push({ method: 'PATCH', body: await request.json() });
        return HttpResponse.json(saved(4, content));
      }),
    );
    const { result } = renderAutosave(saved(3, '<p>Old</p>'));
    act(() => result.current.changed());
    await act(() => result.current.saveNow());
    expect(result.current.state).toMatchObject({ kind: 'failed', offline: true });

    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(bodies).toEqual([{ method: 'PATCH', body: { content, version: 3 } }]);
  });
});
