import {
  EventType,
  Logger,
  stubbedPublicClientApplication,
  type AccountInfo,
  type EventCallbackFunction,
  type EventMessage,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import type { SignedInUser } from '@/lib/auth/auth-client';

export interface FakeMsal extends IPublicClientApplication {
  /** Who MSAL now holds (null: nobody), telling MsalProvider as MSAL's events would. */
  setUser(user: SignedInUser | null): void;
}

function accountOf(user: SignedInUser): AccountInfo {
  return {
    homeAccountId: `${user.username}.home`,
    localAccountId: user.username,
    environment: 'login.test',
    tenantId: 'demo',
    username: user.username,
    name: user.name,
  };
}

/**
 * MSAL's instance as MsalProvider uses it, without MSAL's code running: it starts at once and
 * holds `user`'s account; `setUser` fires the event MSAL fires on sign-in or sign-out.
 */
export function fakeMsal(user: SignedInUser | null): FakeMsal {
  let account = user ? accountOf(user) : null;
  const callbacks = new Map<string, EventCallbackFunction>();
  const logger = new Logger({});
  const emit = (eventType: EventMessage['eventType']) => {
    const message: EventMessage = {
      eventType,
      interactionType: null,
      payload: null,
      error: null,
      correlationId: 'fake-msal',
      timestamp: Date.now(),
    };
    for (const callback of callbacks.values()) callback(message);
  };
  return {
    ...stubbedPublicClientApplication,
    initialize: () => Promise.resolve(),
    handleRedirectPromise: () => Promise.resolve(null),
    getAllAccounts: () => (account ? [account] : []),
    getActiveAccount: () => account,
    getAccount: () => account,
    getLogger: () => logger,
    addEventCallback: (callback) => {
      const id = String(callbacks.size + 1);
      callbacks.set(id, callback);
      return id;
    },
    removeEventCallback: (id) => {
      callbacks.delete(id);
    },
    setUser(next) {
      account = next ? accountOf(next) : null;
      emit(next ? EventType.LOGIN_SUCCESS : EventType.LOGOUT_SUCCESS);
    },
  };
}
