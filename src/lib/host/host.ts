/**
 * Where the bundle runs. One bundle serves a Teams tab, an Outlook task pane and the browser
 * (DESIGN.md §4). Host detection (teams-js inside a Teams frame, office.js for `?host=outlook`)
 * arrives with the Teams and Outlook issue; until then every page runs as the browser host, and
 * everything that differs per host asks this one function.
 */
export type Host = 'browser' | 'teams' | 'outlook';

export function detectHost(): Host {
  return 'browser';
}

/** Hosts sign in through nested app auth, silently then in a popup; the browser redirects. */
export function isEmbeddedHost(host: Host): boolean {
  return host !== 'browser';
}
