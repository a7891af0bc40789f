import { featureFlagLabels } from '../../../contract/admin/feature-flags';
import { type FeatureFlag } from '../../../contract/admin/feature-flags.schema';
import type { Organisation } from '../../../contract/admin/organisation.schema';
import type { featureFlags } from '../../db/schema/feature-flags';
import type { OrganisationRow } from './organisation-service';

export function presentOrganisation(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    time_zone: row.timeZone,
    locale: row.locale,
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
