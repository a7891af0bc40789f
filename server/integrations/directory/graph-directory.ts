import type { Client } from '@microsoft/microsoft-graph-client';
import type { DirectoryGroup, DirectoryPort, DirectoryUser } from './directory-port';

/** A user as Graph answers `$select=id,mail,userPrincipalName,givenName,surname,…`. */
interface GraphUser {
  id: string;
  mail?: string | null;
  userPrincipalName?: string | null;
  displayName?: string | null;
  givenName?: string | null;
  surname?: string | null;
  jobTitle?: string | null;
  department?: string | null;
  officeLocation?: string | null;
}

interface GraphGroup {
  id: string;
  displayName: string;
  description?: string | null;
}

interface GraphPage<T> {
  value: T[];
  '@odata.nextLink'?: string;
}

const userFields =
  'id,mail,userPrincipalName,displayName,givenName,surname,jobTitle,department,officeLocation';
/** Graph accepts at most 20 `members@odata.bind` entries when it creates a group. */
const bindOnCreate = 20;

function toGroup(g: GraphGroup): DirectoryGroup {
  return { id: g.id, name: g.displayName, description: g.description ?? '' };
}

/** Maps a Graph user; one without a mailbox signs in with their user principal name. */
export function toDirectoryUser(u: GraphUser): DirectoryUser {
  const [first = '', ...rest] = (u.displayName ?? '').split(' ');
  return {
    externalId: u.id,
    email: (u.mail ?? u.userPrincipalName ?? '').toLowerCase(),
    firstName: u.givenName ?? first,
    lastName: u.surname ?? rest.join(' '),
    jobTitle: u.jobTitle ?? null,
    department: u.department ?? null,
    site: u.officeLocation ?? null,
  };
}

/** A Graph mail nickname: letters and digits only, as Graph requires. */
function mailNickname(name: string): string {
  const base = name.replace(/[^A-Za-z0-9]/g, '').slice(0, 40) || 'group';
  return `${base}${Date.now().toString(36)}`;
}

/** Production: the organisation's Microsoft Entra ID directory through Microsoft Graph. */
export class GraphDirectory implements DirectoryPort {
  readonly kind = 'graph' as const;
  constructor(private readonly graph: Client) {}

  async searchGroups(_tx: unknown, search: string, limit: number): Promise<DirectoryGroup[]> {
    // `$search` needs the eventual consistency header (Graph advanced queries).
    const quoted = search.replace(/"/g, '');
    const page = (await this.graph
      .api('/groups')
      .header('ConsistencyLevel', 'eventual')
      .search(`"displayName:${quoted}"`)
      .select('id,displayName,description')
      .top(limit)
      .get()) as GraphPage<GraphGroup>;
    return page.value.map(toGroup);
  }

  async getGroup(_tx: unknown, id: string): Promise<DirectoryGroup | null> {
    try {
      const group = (await this.graph
        .api(`/groups/${encodeURIComponent(id)}`)
        .select('id,displayName,description')
        .get()) as GraphGroup;
      return toGroup(group);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async groupMembers(_tx: unknown, id: string): Promise<DirectoryUser[]> {
    const users: DirectoryUser[] = [];
    let page = (await this.graph
      .api(`/groups/${encodeURIComponent(id)}/transitiveMembers/microsoft.graph.user`)
      .select(userFields)
      .top(999)
      .get()) as GraphPage<GraphUser>;
    for (;;) {
      users.push(...page.value.map(toDirectoryUser));
      const next = page['@odata.nextLink'];
      if (!next) return users;
      page = (await this.graph.api(next).get()) as GraphPage<GraphUser>;
    }
  }

  async searchUsers(_tx: unknown, search: string, limit: number): Promise<DirectoryUser[]> {
    const quoted = search.replace(/"/g, '');
    let request = this.graph
      .api('/users')
      .header('ConsistencyLevel', 'eventual')
      .select(userFields)
      .top(limit);
    if (quoted) request = request.search(`"displayName:${quoted}" OR "mail:${quoted}"`);
    const page = (await request.get()) as GraphPage<GraphUser>;
    return page.value.map(toDirectoryUser);
  }

  async createGroup(
    _tx: unknown,
    input: { name: string; description: string; memberExternalIds: string[] },
  ): Promise<DirectoryGroup> {
    const bind = (id: string) => `https://graph.microsoft.com/v1.0/directoryObjects/${id}`;
    const first = input.memberExternalIds.slice(0, bindOnCreate);
    const group = (await this.graph.api('/groups').post({
      displayName: input.name,
      description: input.description,
      mailEnabled: false,
      mailNickname: mailNickname(input.name),
      securityEnabled: true,
      ...(first.length ? { 'members@odata.bind': first.map(bind) } : {}),
    })) as GraphGroup;
    for (const id of input.memberExternalIds.slice(bindOnCreate)) {
      await this.graph.api(`/groups/${group.id}/members/$ref`).post({ '@odata.id': bind(id) });
    }
    return toGroup(group);
  }
}
