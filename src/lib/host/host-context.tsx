import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { HostInfo } from './host';
import type { HostState, HostStore } from './host-store';

const HostContext = createContext<HostStore | null>(null);

export function HostProvider({ store, children }: { store: HostStore; children: ReactNode }) {
  return <HostContext value={store}>{children}</HostContext>;
}

/** The app's host store, or null outside HostProvider (a component rendered on its own). */
export function useOptionalHostStore(): HostStore | null {
  return use(HostContext);
}

export function useHostStore(): HostStore {
  const store = use(HostContext);
  if (!store) throw new Error('useHostStore needs a HostProvider.');
  return store;
}

export function useHostState(): HostState {
  const store = useHostStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

const detecting = (kind: HostInfo['kind']): HostInfo => ({
  kind,
  hostName: null,
  theme: 'default',
  locale: 'en-GB',
  pageId: null,
  subPageId: null,
  isInTeams: false,
  offersNestedAuth: false,
  framed: kind !== 'browser',
});

/**
 * Where the app runs: `kind` (browser, teams, outlook), `hostName`, `theme`, `locale`,
 * `subPageId` and `isInTeams` (pass it as `isInTeams` / `teamsApp` where a call takes it).
 * Screens render once the host is known; before that this is the best guess, with defaults.
 */
export function useHost(): HostInfo {
  const state = useHostState();
  return state.status === 'ready' ? state.info : detecting(state.candidate);
}
