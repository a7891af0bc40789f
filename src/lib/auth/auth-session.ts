import {
  SessionEndedError,
  type AuthClient,
  type SignOutDestination,
  type SignedInUser,
} from './auth-client';

export type AuthState =
  | { status: 'initialising' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SignedInUser }
  | { status: 'failed'; reason: string };

/**
 * The app's sign-in state over a lazily loaded AuthClient. Nothing loads the identity library
 * until a screen needs it (the guard, the sign-in screen, an API call), so public pages and the
 * first paint never wait for it; and when the browser holds no trace of a session at all, the
 * state is "signed out" without loading it until the user signs in.
 */
export class AuthSession {
  private state: AuthState = { status: 'initialising' };
  private client: Promise<AuthClient> | undefined;
  private readonly listeners = new Set<() => void>();
  private signingOut = false;

  constructor(
    private readonly loadClient: () => Promise<AuthClient>,
    /** False only when no session can exist (nothing stored, no host to ask). */
    private readonly mayHaveSession: () => boolean = () => true,
  ) {}

  readonly getState = (): AuthState => this.state;

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
      this.setState({ status: 'signed-out' });
      return;
    }
    await this.loadedClient();
  }

  /** Loads and initialises the client once; later calls share the same promise. */
  private loadedClient(): Promise<AuthClient> {
    this.client ??= this.loadClient().then(
      (client) => {
        this.refresh(client);
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
      this.refresh(client);
    } catch (error) {
      this.setState({ status: 'failed', reason: describe(error) });
      throw error;
    }
  }

  /**
   * Signs out once, however many callers ask at the same moment; a read that finds no token
   * after the person signed out does not sign them out again (to another destination).
   */
  async signOut(destination: SignOutDestination = 'signed-out'): Promise<void> {
    if (this.signingOut || this.state.status === 'signed-out') return;
    this.signingOut = true;
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
    const client = await this.loadedClient();
    try {
      return await client.acquireAccessToken();
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
    this.setState(user ? { status: 'signed-in', user } : { status: 'signed-out' });
  }

  private setState(next: AuthState): void {
    if (stateKey(this.state) === stateKey(next)) return;
    this.state = next;
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
