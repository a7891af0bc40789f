import type { IPublicClientApplication } from '@azure/msal-browser';
import {
  SessionEndedError,
  type AuthClient,
  type SignOutDestination,
  type SignedInUser,
} from './auth-client';
import { isFresh, jwtExpiry, type TokenCopy, type TokenCopyStore } from './token-copy';

export type AuthState =
  | { status: 'initialising' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SignedInUser }
  | { status: 'failed'; reason: string };

/**
 * The app's sign-in state over a lazily loaded AuthClient. Nothing loads the identity library
 * until a screen needs it (the guard, the sign-in screen, an API call), so public pages and the
 * first paint never wait for it; and when the browser holds no trace of a session at all, the
 * state is "signed out" without loading it until the user signs in. With a token copy store, a
 * tab that finds a fresh copy of the last token signs in from it and loads the library only when
 * the token needs renewing, or to sign in or out.
 */
export class AuthSession {
  private state: AuthState = { status: 'initialising' };
  private client: Promise<AuthClient> | undefined;
  private readonly listeners = new Set<() => void>();
  private signingOut = false;
  /** MSAL's instance once it has loaded: MsalProvider then holds it (auth-context.tsx). */
  private instance: IPublicClientApplication | undefined;
  /** The token copy as read or last saved; read from the store once. */
  private copy: Promise<TokenCopy | undefined> | undefined;

  constructor(
    private readonly loadClient: () => Promise<AuthClient>,
    /** False only when no session can exist (nothing stored, no host to ask). */
    private readonly mayHaveSession: () => boolean = () => true,
    private readonly tokenCopies?: TokenCopyStore,
  ) {}

  readonly getState = (): AuthState => this.state;

  /** The loaded MSAL instance, or undefined until it has loaded (for useSyncExternalStore). */
  readonly msalInstance = (): IPublicClientApplication | undefined => this.instance;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Finds out who is signed in, loading the identity library only if there may be someone. */
  async start(): Promise<void> {
    if (this.client) {
      await this.client;
      return;
    }
    if (this.state.status !== 'initialising') return;
    if (!this.mayHaveSession()) {
      this.tokenCopies?.clear();
      this.setState({ status: 'signed-out' });
      return;
    }
    const copy = await this.freshCopy();
    if (copy && !this.client) {
      this.setState({ status: 'signed-in', user: copy.user });
      return;
    }
    await this.loadedClient();
  }

  /** False when this tab holds no trace of a session (nothing stored, no host to ask). */
  mayBeSignedIn(): boolean {
    return this.mayHaveSession();
  }

  /**
   * The token of a fresh stored copy, without loading the identity library: what the boot uses
   * to start a screen's first reads early. Undefined when there is none (MSAL will decide).
   */
  async storedToken(): Promise<string | undefined> {
    if (this.state.status === 'signed-out' || this.state.status === 'failed') return undefined;
    return (await this.freshCopy())?.accessToken;
  }

  /** A copy of the last token that is still good for a while, if the store holds one. */
  private async freshCopy(): Promise<TokenCopy | undefined> {
    if (!this.tokenCopies?.present()) {
      // Signed out in another tab, or never stored: whatever was read is no longer valid.
      this.copy = undefined;
      return undefined;
    }
    this.copy ??= this.tokenCopies.read();
    const copy = await this.copy;
    return copy && isFresh(copy) ? copy : undefined;
  }

  /** Keeps a copy of a token the library handed out, for this tab's and the next tabs' calls. */
  private remember(accessToken: string, client: AuthClient): void {
    const user = client.currentUser();
    const expiresAt = jwtExpiry(accessToken);
    if (!this.tokenCopies || !user || expiresAt === undefined) return;
    const copy: TokenCopy = { accessToken, expiresAt, user };
    this.copy = Promise.resolve(copy);
    void this.tokenCopies.save(copy);
  }

  private forgetCopy(): void {
    this.copy = undefined;
    this.tokenCopies?.clear();
  }

  /** Loads and initialises the client once; later calls share the same promise. */
  private loadedClient(): Promise<AuthClient> {
    this.client ??= this.loadClient().then(
      (client) => {
        this.instance = client.instance;
        const before = this.state;
        this.refresh(client);
        // MsalProvider takes the instance now, whether or not who is signed in changed.
        if (this.state === before) this.notify();
        return client;
      },
      (error: unknown) => {
        this.setState({ status: 'failed', reason: describe(error) });
        throw error;
      },
    );
    return this.client;
  }

  async signIn(): Promise<void> {
    const client = await this.loadedClient();
    try {
      await client.signIn();
      // Whoever signed in now, the next token comes from the library, not an older copy.
      this.forgetCopy();
      this.refresh(client);
    } catch (error) {
      this.setState({ status: 'failed', reason: describe(error) });
      throw error;
    }
  }

  /**
   * The API refused this tab's token: the copy is forgotten and the person signs in afresh
   * (the browser leaves for the provider; a host asks silently, then with its prompt).
   */
  async signInAgain(): Promise<void> {
    this.forgetCopy();
    await this.signIn();
  }

  /**
   * Signs out once, however many callers ask at the same moment; a read that finds no token
   * after the person signed out does not sign them out again (to another destination).
   */
  async signOut(destination: SignOutDestination = 'signed-out'): Promise<void> {
    if (this.signingOut || this.state.status === 'signed-out') return;
    this.signingOut = true;
    this.forgetCopy();
    try {
      const client = await this.loadedClient();
      await client.signOut(destination);
      this.setState({ status: 'signed-out' });
    } finally {
      this.signingOut = false;
    }
  }

  /** The API token; a refused refresh token signs the user out (SPEC §8) and yields undefined. */
  async getAccessToken(): Promise<string | undefined> {
    const copy = await this.freshCopy();
    if (copy) return copy.accessToken;
    const client = await this.loadedClient();
    try {
      const token = await client.acquireAccessToken();
      if (token) this.remember(token, client);
      return token;
    } catch (error) {
      if (error instanceof SessionEndedError) {
        await this.signOut('origin');
        return undefined;
      }
      throw error;
    }
  }

  private refresh(client: AuthClient): void {
    const user = client.currentUser();
    if (!user) this.forgetCopy();
    this.setState(user ? { status: 'signed-in', user } : { status: 'signed-out' });
  }

  private setState(next: AuthState): void {
    if (stateKey(this.state) === stateKey(next)) return;
    this.state = next;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

function stateKey(state: AuthState): string {
  if (state.status === 'signed-in') return `signed-in:${state.user.username}`;
  if (state.status === 'failed') return `failed:${state.reason}`;
  return state.status;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
