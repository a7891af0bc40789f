import {
  Logger,
  stubbedPublicClientApplication,
  type IPublicClientApplication,
} from '@azure/msal-browser';

const standInLogger = new Logger({});

/**
 * What MsalProvider holds until MSAL itself has loaded: MSAL's own stub, which MSAL React also
 * uses as its context's default, with a logger (the stub has none, and MsalProvider asks for
 * one). MsalProvider stays in its `startup` state with it, so the first screen paints, from the
 * session's token copy, without waiting for MSAL's code (DESIGN.md §8); the real instance takes
 * its place without remounting anything below.
 */
export const msalStandIn: IPublicClientApplication = {
  ...stubbedPublicClientApplication,
  getLogger: () => standInLogger,
};
