import type { FeatureFlagName } from '@contract/admin/feature-flags';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/app/paths';
import { FullHeightSpinner } from '@/components/full-height-spinner';
import { enabledFeatures, useFeatureFlags } from '@/lib/session/session-reads';

/**
 * Screens a feature flag switches off (SPEC §6): with the flag off, a typed or bookmarked address
 * lands on Home, the same as the navigation that no longer offers it.
 */
export function RequireFeatures({ flags }: { flags: readonly FeatureFlagName[] }) {
  const { data, error } = useFeatureFlags();
  if (!data) return error ? null : <FullHeightSpinner />;
  const enabled = enabledFeatures(data);
  if (!flags.every((flag) => enabled.has(flag))) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
