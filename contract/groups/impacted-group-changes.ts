// Zod-free on purpose: screens build links and SWR keys from these without loading zod.
import { withQuery } from '../shared/query-string';

export interface ImpactedGroupChangeFilters {
  impactedGroupId?: number;
  projectId?: number;
  /** Only changes being deployed to the group now. */
  inDeployment?: boolean;
  /** Adds each group's size and total hours, for assigning activity time. */
  assigningActivityTimeCommitment?: boolean;
}

export const impactedGroupChangesPaths = {
  list: (filters: ImpactedGroupChangeFilters) =>
    withQuery('impacted-group-changes/', { ...filters }),
  create: () => 'impacted-group-changes/',
  detail: (id: number) => `impacted-group-changes/${id}/`,
};
