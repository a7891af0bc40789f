import { describe, expect, it, vi } from 'vitest';
import { isSafari, loadWithReload, type ReloadEnvironment } from './lazy-with-reload';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';

function environment(userAgent = CHROME) {
  const reload = vi.fn<() => void>();
  const env: ReloadEnvironment = { storage: window.sessionStorage, reload, userAgent };
  return Object.assign(env, { reload });
}

const chunkGone = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Resolves to 'pending' if the promise has not settled by the next macrotask. */
async function settled(promise: Promise<unknown>): Promise<string> {
  return Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);
}

describe('loadWithReload', () => {
  it('hands over the module when it loads', async () => {
    const env = environment();
    await expect(loadWithReload('home', () => Promise.resolve('module'), env)).resolves.toBe(
      'module',
    );
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads the page when a chunk fails, and stays pending while it does', async () => {
    const env = environment();
    expect(await settled(loadWithReload('home', chunkGone, env))).toBe('pending');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads only once per chunk per session: the second failure reaches the error boundary', async () => {
    const env = environment();
    void loadWithReload('home', chunkGone, env);
    await Promise.resolve();
    await expect(loadWithReload('home', chunkGone, env)).rejects.toThrow('dynamically imported');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('counts each chunk on its own', async () => {
    const env = environment();
    expect(await settled(loadWithReload('home', chunkGone, env))).toBe('pending');
    expect(await settled(loadWithReload('projects', chunkGone, env))).toBe('pending');
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it.each([SAFARI, IOS_SAFARI])('never reloads on Safari (%s)', async (userAgent) => {
    const env = environment(userAgent);
    await expect(loadWithReload('home', chunkGone, env)).rejects.toThrow();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('does not reload when it cannot remember having reloaded', async () => {
    const env = environment();
    env.storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    await expect(loadWithReload('home', chunkGone, env)).rejects.toThrow('dynamically imported');
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('isSafari', () => {
  it.each([
    [SAFARI, true],
    [IOS_SAFARI, true],
    [CHROME, false],
    [IOS_CHROME, false],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36 Edg/141.0',
      false,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isSafari(userAgent)).toBe(expected);
  });
});

describe('loadWithReload where the browser refuses session storage', () => {
  it('still loads screens, and does not reload for a missing one (it cannot remember having tried)', async () => {
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      await expect(loadWithReload('home', () => Promise.resolve('module'))).resolves.toBe('module');
      await expect(loadWithReload('home', chunkGone)).rejects.toThrow(
        'Failed to fetch dynamically imported module',
      );
    } finally {
      refused.mockRestore();
    }
  });
});
