import type { SignedInUser } from './auth-client';

/** The API token a tab last received, with who it belongs to and when it stops working. */
export interface TokenCopy {
  accessToken: string;
  /** Milliseconds since the epoch, from the token's own `exp`. */
  expiresAt: number;
  user: SignedInUser;
}

/**
 * Where a tab keeps the last API token so the next tab can call the API at once, without
 * downloading and starting the identity library (about 65 KiB compressed) for a token it
 * already has. The identity library stays the only source of tokens: a copy is only ever
 * written from a token it handed out.
 */
export interface TokenCopyStore {
  /** Whether a copy may exist: a cheap check, made before every use of a copy held in memory. */
  present(): boolean;
  read(): Promise<TokenCopy | undefined>;
  save(copy: TokenCopy): Promise<void>;
  clear(): void;
}

/** MSAL renews a token five minutes before it expires; a copy stops being used at that point. */
export const RENEWAL_MARGIN_MS = 5 * 60_000;

export function isFresh(copy: TokenCopy, now = Date.now()): boolean {
  return copy.expiresAt - now > RENEWAL_MARGIN_MS;
}

/** The `exp` of a JWT in milliseconds, or undefined when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

const STORAGE_KEY = 'changecraft.token-copy';
const COOKIE_NAME = 'changecraft.token-key';

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function readCookie(doc: Document): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE_NAME) return value.join('=');
  }
  return undefined;
}

function isTokenCopy(value: unknown): value is TokenCopy {
  if (typeof value !== 'object' || value === null) return false;
  const copy = value as Record<string, unknown>;
  const user = copy.user as Record<string, unknown> | null | undefined;
  return (
    typeof copy.accessToken === 'string' &&
    typeof copy.expiresAt === 'number' &&
    typeof user?.name === 'string' &&
    typeof user.username === 'string'
  );
}

/**
 * The browser's store, protected the way MSAL protects its own local-storage cache: the copy in
 * local storage is encrypted (AES-GCM) with a key held in a session cookie, so it is shared by
 * the tabs of one browser session and unreadable once the browser has closed.
 */
export function browserTokenCopyStore(
  storage: Storage = window.localStorage,
  doc: Document = document,
  subtle: SubtleCrypto = crypto.subtle,
): TokenCopyStore {
  const importKey = (raw: Uint8Array<ArrayBuffer>) =>
    subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);

  // A save still encrypting when the copy is cleared (signing out) must not write it back.
  let generation = 0;
  const clear = () => {
    generation += 1;
    try {
      storage.removeItem(STORAGE_KEY);
    } catch {
      // Storage refused (privacy mode): there is nothing to clear.
    }
  };

  return {
    present() {
      try {
        return storage.getItem(STORAGE_KEY) !== null;
      } catch {
        return false;
      }
    },

    async read() {
      const key = readCookie(doc);
      let stored: string | null;
      try {
        stored = storage.getItem(STORAGE_KEY);
      } catch {
        return undefined;
      }
      if (!stored) return undefined;
      if (!key) {
        // The browser session that wrote it has ended: the copy can never be read again.
        clear();
        return undefined;
      }
      try {
        const { iv, data } = JSON.parse(stored) as { iv: string; data: string };
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(iv) },
          await importKey(fromBase64(decodeURIComponent(key))),
          fromBase64(data),
        );
        const copy: unknown = JSON.parse(new TextDecoder().decode(plain));
        return isTokenCopy(copy) ? copy : undefined;
      } catch {
        clear();
        return undefined;
      }
    },

    async save(copy) {
      const started = generation;
      let key = readCookie(doc);
      if (!key) {
        key = encodeURIComponent(toBase64(crypto.getRandomValues(new Uint8Array(32))));
        // No expiry: a session cookie, gone when the browser closes.
        doc.cookie = `${COOKIE_NAME}=${key}; path=/; SameSite=Strict; Secure`;
      }
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await subtle.encrypt(
        { name: 'AES-GCM', iv },
        await importKey(fromBase64(decodeURIComponent(key))),
        new TextEncoder().encode(JSON.stringify(copy)),
      );
      if (started !== generation) return;
      try {
        storage.setItem(
          STORAGE_KEY,
          JSON.stringify({ iv: toBase64(iv), data: toBase64(new Uint8Array(data)) }),
        );
      } catch {
        // Storage full or refused: the next tab asks the identity library, as without a copy.
      }
    },

    clear,
  };
}
