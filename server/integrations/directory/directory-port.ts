import type { TenantTx } from '../../db/tenant';

/** A person as the directory knows them. */
export type DirectoryUser = {
  /** Directory object id (Entra `oid`). */
  externalId: string;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  department: string | null;
  site: string | null;
};

export type DirectoryGroup = {
  id: string;
  name: string;
  description: string;
};

/**
 * The organisation's directory: its groups and their people. Production reads Microsoft Graph;
 * the local default reads the organisation's own people (by department and site) and the groups
 * made from the app. Every call runs inside the request's tenant transaction, which the local
 * directory reads and the Graph one ignores.
 */
export interface DirectoryPort {
  readonly kind: 'graph' | 'local';
  searchGroups(tx: TenantTx, search: string, limit: number): Promise<DirectoryGroup[]>;
  /** The group, or null when the directory has no such group. */
  getGroup(tx: TenantTx, id: string): Promise<DirectoryGroup | null>;
  /** Every user in the group, nested groups included. */
  groupMembers(tx: TenantTx, id: string): Promise<DirectoryUser[]>;
  /** Users whose name or address contains `search` (the people picker's directory search). */
  searchUsers(tx: TenantTx, search: string, limit: number): Promise<DirectoryUser[]>;
  /** Makes a security group holding these people (by directory object id). */
  createGroup(
    tx: TenantTx,
    input: { name: string; description: string; memberExternalIds: string[] },
  ): Promise<DirectoryGroup>;
}
