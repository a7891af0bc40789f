/** Sign-in settings from `import.meta.env` (.env.example, "SPA (Vite)"). */
export interface AuthSettings {
  /** The OpenID Connect issuer, exactly. */
  authority: string;
  clientId: string;
  /** The Changecraft API scope every API call's token carries. */
  apiScope: string;
  /** `OIDC` for the local provider, `AAD` for Microsoft Entra ID. */
  protocol: 'OIDC' | 'AAD';
  /** The app's origin: redirect targets are built from it. */
  origin: string;
}

type AuthEnv = Pick<
  ImportMetaEnv,
  'VITE_AUTH_AUTHORITY' | 'VITE_AUTH_CLIENT_ID' | 'VITE_API_SCOPE' | 'VITE_AUTH_PROTOCOL'
>;

export function readAuthSettings(env: AuthEnv, origin: string): AuthSettings {
  const authority = env.VITE_AUTH_AUTHORITY?.trim() || `${origin}/oidc`;
  return {
    authority: authority.replace(/\/+$/, ''),
    clientId: env.VITE_AUTH_CLIENT_ID?.trim() || 'changecraft-spa',
    apiScope: env.VITE_API_SCOPE?.trim() || 'api://changecraft/access_as_user',
    protocol: env.VITE_AUTH_PROTOCOL?.trim().toUpperCase() === 'AAD' ? 'AAD' : 'OIDC',
    origin,
  };
}

/** Scopes asked for at sign-in (SPEC §1): profile, email, offline access, and the API. */
export function signInScopes(settings: AuthSettings): string[] {
  return ['openid', 'profile', 'email', 'offline_access', settings.apiScope];
}
