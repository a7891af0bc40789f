import type { NavigateOptions } from 'react-router';

type Navigate = (to: string, options?: NavigateOptions) => void;

interface Place {
  pathname: string;
  search: string;
}

let navigate: Navigate | undefined;
let place: Place = { pathname: '/', search: '' };

/**
 * Navigation for code outside React (the API client's error pages). The router's NavigationBridge
 * keeps it current; before the router has mounted, a full page load does the same job.
 */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigate) navigate(to, options);
  else window.location.assign(to);
}

/** Where the user is now, as the router sees it. */
export function currentPlace(): Place {
  return place;
}

export function connectNavigation(next: Navigate | undefined, now: Place): void {
  navigate = next;
  place = now;
}
