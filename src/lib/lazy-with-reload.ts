import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOADED_PREFIX = 'changecraft.reloaded-for-chunk.';

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  userAgent: string;
}

/** Session storage; in a frame whose storage the browser refuses, one that refuses every use. */
function sessionStorageOrRefusal(): ReloadEnvironment['storage'] {
  try {
    return window.sessionStorage;
  } catch (refusal) {
    const refuse = (): never => {
      throw refusal;
    };
    return { getItem: refuse, setItem: refuse };
  }
}

function browserEnvironment(): ReloadEnvironment {
  return {
    storage: sessionStorageOrRefusal(),
    reload: () => window.location.reload(),
    userAgent: navigator.userAgent,
  };
}

/** Desktop and iOS Safari (every iOS browser runs WebKit, but only Safari says just "Safari"). */
export function isSafari(userAgent: string): boolean {
  return (
    /safari/i.test(userAgent) &&
    !/chrome|chromium|crios|fxios|edgios|edg|opr|android/i.test(userAgent)
  );
}

/**
 * Loads a lazy part; when that fails (typically a chunk gone after a deploy) reloads the page to
 * fetch the new build, except on Safari (SPEC §8), and at most once per chunk per session so a
 * broken deploy cannot loop. A second failure, or one on Safari, is thrown to the error boundary.
 */
export async function loadWithReload<T>(
  chunk: string,
  load: () => Promise<T>,
  environment: ReloadEnvironment = browserEnvironment(),
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isSafari(environment.userAgent)) throw error;
    const flag = `${RELOADED_PREFIX}${chunk}`;
    try {
      if (environment.storage.getItem(flag) !== null) throw error;
      environment.storage.setItem(flag, new Date().toISOString());
    } catch {
      // Already reloaded once, or no session storage to remember that we did: do not reload.
      throw error;
    }
    environment.reload();
    // The page is reloading: stay pending so the spinner shows until it does.
    return new Promise<never>(() => undefined);
  }
}

/** A lazy screen that can also start downloading before it renders. */
export type PreloadableLazy = LazyExoticComponent<ComponentType> & {
  /** Starts loading the screen's code now (idempotent; a failure shows when it renders). */
  preload(): void;
};

/**
 * React.lazy for a screen module's named export, with the reload-once rule above. `preload()`
 * starts the same load early (at boot, for the screen at the address), so its code downloads
 * beside the shell's instead of after it.
 */
export function lazyWithReload(chunk: string, load: () => Promise<ComponentType>): PreloadableLazy {
  let loading: Promise<ComponentType> | undefined;
  const start = () => (loading ??= loadWithReload(chunk, load));
  const component = lazy(() => start().then((loaded) => ({ default: loaded })));
  return Object.assign(component, {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}
