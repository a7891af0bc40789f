import { featureFlagLabels, type FeatureFlag } from '../../../contract/feature-flags';
import type { Organisation } from '../../../contract/organisation';
import type { featureFlags } from '../../db/schema/feature-flags';
import type { OrganisationRow } from './organisation-service';

export function presentOrganisation(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    time_zone: row.timeZone,
    phase_names: row.phaseNames,
    heatmap_thresholds: row.heatmapThresholds,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentFeatureFlag(row: typeof featureFlags.$inferSelect): FeatureFlag {
  return {
    id: row.id,
    name: row.name,
    label: featureFlagLabels[row.name],
    enabled: row.enabled,
  };
}
