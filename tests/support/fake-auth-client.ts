import type { AuthClient, SignOutDestination, SignedInUser } from '@/lib/auth/auth-client';
import { fakeMsal, type FakeMsal } from './fake-msal';

export interface FakeAuthClient extends AuthClient {
  readonly instance: FakeMsal;
  signOuts: SignOutDestination[];
  signIns: number;
}

/** An AuthClient without MSAL's code: signed in as `user`, or signed out when null. */
export function fakeAuthClient(
  user: SignedInUser | null,
  overrides: Partial<Omit<AuthClient, 'instance'>> = {},
): FakeAuthClient {
  let current = user;
  const instance = fakeMsal(user);
  const client: FakeAuthClient = {
    instance,
    signOuts: [],
    signIns: 0,
    currentUser: () => current,
    signIn: () => {
      client.signIns += 1;
      current = { name: 'Ada Admin', username: 'admin@demo.changecraft.test' };
      instance.setUser(current);
      return Promise.resolve();
    },
    signOut: (destination) => {
      client.signOuts.push(destination);
      current = null;
      instance.setUser(null);
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
