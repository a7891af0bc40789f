import type { HostInfo } from '@/lib/host/host';

/**
 * How the app signs in where it runs:
 * - `redirect`: a browser tab goes to the identity provider and back (the standard client);
 * - `nested`: Teams or Outlook sign the app in themselves (nested app auth), silently, with
 *   their own popup when they must ask;
 * - `popup`: a host that offers no nested app auth, or any frame: the standard client with
 *   silent requests and popups, never redirects (MSAL refuses them in frames, and a host frame
 *   must not navigate away).
 */
export type SignInChannel = 'redirect' | 'nested' | 'popup';

export interface SignInPlacement {
  channel: SignInChannel;
  /**
   * Interactive sign-in goes through popup-relay.html: in a frame the browser keeps the frame's
   * storage apart from the sign-in popup's, so the popup's answer must be handed over.
   */
  popupRelay: boolean;
  /** Where the app starts afresh when it signs the user out: the pane keeps `?host=outlook`. */
  homePath: string;
}

export function signInPlacement(host: HostInfo): SignInPlacement {
  const embedded = host.kind !== 'browser' || host.framed;
  const channel: SignInChannel = !embedded
    ? 'redirect'
    : host.offersNestedAuth && host.kind !== 'browser'
      ? 'nested'
      : 'popup';
  return {
    channel,
    popupRelay: channel !== 'redirect' && host.framed,
    homePath: host.kind === 'outlook' ? '/?host=outlook' : '/',
  };
}

/** A browser tab: the placement of every page that is not in a host. */
export const browserPlacement: SignInPlacement = {
  channel: 'redirect',
  popupRelay: false,
  homePath: '/',
};
