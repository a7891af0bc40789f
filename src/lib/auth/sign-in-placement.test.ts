import { describe, expect, it } from 'vitest';
import type { HostInfo } from '@/lib/host/host';
import { signInPlacement } from './sign-in-placement';

const base: HostInfo = {
  kind: 'browser',
  hostName: null,
  theme: 'default',
  locale: 'en-GB',
  pageId: null,
  subPageId: null,
  isInTeams: false,
  offersNestedAuth: false,
  framed: false,
};

describe('signInPlacement', () => {
  it('redirects in a browser tab', () => {
    expect(signInPlacement(base)).toEqual({
      channel: 'redirect',
      popupRelay: false,
      homePath: '/',
    });
  });

  it('uses nested app auth where Teams or Outlook offers it', () => {
    expect(
      signInPlacement({ ...base, kind: 'teams', framed: true, offersNestedAuth: true }),
    ).toMatchObject({ channel: 'nested' });
    expect(
      signInPlacement({ ...base, kind: 'outlook', framed: false, offersNestedAuth: true }),
    ).toEqual({ channel: 'nested', popupRelay: false, homePath: '/?host=outlook' });
  });

  it('uses popups, through the relay page in a frame, where the host offers no nested app auth', () => {
    expect(signInPlacement({ ...base, kind: 'teams', framed: true })).toEqual({
      channel: 'popup',
      popupRelay: true,
      homePath: '/',
    });
    expect(signInPlacement({ ...base, kind: 'outlook', framed: false })).toEqual({
      channel: 'popup',
      popupRelay: false,
      homePath: '/?host=outlook',
    });
  });

  it('never redirects a frame that turned out not to be a host', () => {
    expect(signInPlacement({ ...base, framed: true })).toEqual({
      channel: 'popup',
      popupRelay: true,
      homePath: '/',
    });
  });
});
