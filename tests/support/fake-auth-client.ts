import type { AuthClient, SignOutDestination, SignedInUser } from '@/lib/auth/auth-client';

export interface FakeAuthClient extends AuthClient {
  signOuts: SignOutDestination[];
  signIns: number;
}

/** An AuthClient without MSAL: signed in as `user`, or signed out when null. */
export function fakeAuthClient(
  user: SignedInUser | null,
  overrides: Partial<AuthClient> = {},
): FakeAuthClient {
  let current = user;
  const client: FakeAuthClient = {
    signOuts: [],
    signIns: 0,
    currentUser: () => current,
    signIn: () => {
      client.signIns += 1;
      current = { name: 'Ada Admin', username: 'admin@demo.changecraft.test' };
      return Promise.resolve();
    },
    signOut: (destination) => {
      client.signOuts.push(destination);
      current = null;
      return Promise.resolve();
    },
    acquireAccessToken: () => Promise.resolve(current ? 'test-access-token' : undefined),
    ...overrides,
  };
  return client;
}

export const demoUser: SignedInUser = {
  name: 'Ada Admin',
  username: 'admin@demo.changecraft.test',
};
