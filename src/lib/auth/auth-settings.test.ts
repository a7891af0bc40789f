import { describe, expect, it } from 'vitest';
import { readAuthSettings, signInScopes } from './auth-settings';

describe('readAuthSettings', () => {
  it('defaults to the local provider on the app origin', () => {
    expect(readAuthSettings({}, 'https://localhost:5443')).toEqual({
      authority: 'https://localhost:5443/oidc',
      clientId: 'changecraft-spa',
      apiScope: 'api://changecraft/access_as_user',
      protocol: 'OIDC',
      origin: 'https://localhost:5443',
    });
  });

  it('takes Entra settings from the environment', () => {
    const settings = readAuthSettings(
      {
        VITE_AUTH_AUTHORITY: 'https://login.microsoftonline.com/tenant-id/v2.0/',
        VITE_AUTH_CLIENT_ID: '0b7c-client',
        VITE_API_SCOPE: 'api://0b7c/access_as_user',
        VITE_AUTH_PROTOCOL: 'aad',
      },
      'https://app.changecraft.example',
    );
    expect(settings).toMatchObject({
      authority: 'https://login.microsoftonline.com/tenant-id/v2.0',
      clientId: '0b7c-client',
      apiScope: 'api://0b7c/access_as_user',
      protocol: 'AAD',
    });
  });

  it('asks for profile, email, offline access and the API at sign-in', () => {
    const settings = readAuthSettings({}, 'https://localhost:5443');
    expect(signInScopes(settings)).toEqual([
      'openid',
      'profile',
      'email',
      'offline_access',
      'api://changecraft/access_as_user',
    ]);
  });
});
