import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { defineWrite, matchesRead } from './define-write';

function setup() {
  const fetched: string[] = [];
  const data = new Map<string, unknown>([
    ['projects/4/', { id: 4, starred: false }],
    ['projects/?page=1', ['list']],
    ['workstreams/?project=4', ['ws']],
  ]);
  const fetcher = async (key: string) => {
    fetched.push(key);
    return data.get(key);
  };
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher }}>
        {children}
      </SWRConfig>
    );
  }
  return { fetched, data, wrapper };
}

describe('matchesRead', () => {
  it('matches URL prefixes and predicates, never SWR internal keys', () => {
    expect(matchesRead('projects/4/', ['projects/'])).toBe(true);
    expect(matchesRead('project-stats/4/', ['projects/'])).toBe(false);
    expect(matchesRead('milestones/?project=4', [(key) => key.includes('project=4')])).toBe(true);
    expect(matchesRead('$inf$projects/', ['projects/'])).toBe(false);
    expect(matchesRead(['a', 'b'], ['a'])).toBe(false);
  });
});

describe('a write hook from defineWrite', () => {
  it('refetches the reads it names once it succeeds, and only those', async () => {
    const { fetched, wrapper } = setup();
    const useRename = defineWrite(async (id: number, name: string) => ({ id, name }), {
      invalidates: () => ['projects/'],
    });
    const { result } = renderHook(
      () => ({
        project: useSWR('projects/4/'),
        list: useSWR('projects/?page=1'),
        plan: useSWR('workstreams/?project=4'),
        rename: useRename(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.plan.data).toEqual(['ws']));
    fetched.length = 0;
    await act(() => result.current.rename(4, 'New name'));
    await waitFor(() => expect(fetched.sort()).toEqual(['projects/4/', 'projects/?page=1']));
  });

  it('seeds a read with the answer instead of fetching it again', async () => {
    const { fetched, wrapper } = setup();
    const useSave = defineWrite(async (id: number) => ({ id, starred: true, saved: true }), {
      invalidates: () => ['projects/'],
      seeds: (saved, [id]) => ({ [`projects/${id}/`]: saved }),
    });
    const { result } = renderHook(() => ({ project: useSWR('projects/4/'), save: useSave() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.project.data).toBeDefined());
    fetched.length = 0;
    await act(() => result.current.save(4));
    expect(result.current.project.data).toEqual({ id: 4, starred: true, saved: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toEqual([]);
  });

  it('shows an optimistic change at once and rolls it back when the write fails', async () => {
    const { wrapper } = setup();
    let fail: (error: Error) => void = () => undefined;
    const useStar = defineWrite(
      (_id: number) =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
      {
        invalidates: () => [],
        optimistic: ([id]) => [
          {
            match: `projects/${id}/`,
            update: (current) => ({ ...(current as object), starred: true }),
          },
        ],
      },
    );
    const { result } = renderHook(() => ({ project: useSWR('projects/4/'), star: useStar() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.project.data).toEqual({ id: 4, starred: false }));
    let outcome: Promise<void> = Promise.resolve();
    act(() => {
      outcome = result.current.star(4);
    });
    await waitFor(() => expect(result.current.project.data).toEqual({ id: 4, starred: true }));
    const rejected = expect(outcome).rejects.toThrow('offline');
    await act(async () => fail(new Error('offline')));
    await rejected;
    await waitFor(() => expect(result.current.project.data).toEqual({ id: 4, starred: false }));
  });
});
