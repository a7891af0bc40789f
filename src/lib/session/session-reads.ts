import type { FeatureFlag } from '@contract/admin/feature-flags.schema';
import { featureFlagPaths, type FeatureFlagName } from '@contract/admin/feature-flags';
import type { UserOrganisation } from '@contract/admin/organisation.schema';
import { organisationPaths } from '@contract/admin/organisation';
import type { UsersProfile } from '@contract/people/profiles.schema';
import { peoplePaths } from '@contract/people/profiles';
import { defineRead, useApiRead, type ApiRead } from '@/lib/swr/use-api-read';
import { withStepDefaults, type UsersProfileAsSent } from './onboarding-steps';

// The signed-in session's own reads: the shell and every area use them, so they live in lib/.

export const useUsersProfile = defineRead<[], UsersProfile, UsersProfileAsSent>(
  'Your profile',
  peoplePaths.usersProfile,
  withStepDefaults,
);

export const useUserOrganisation = defineRead<[], UserOrganisation>(
  'Your organisation',
  organisationPaths.userOrganisation,
);

/**
 * The organisation's feature flags. An admin's change reaches every open app within half a minute
 * (and at once on the admin's own, whose write refreshes this read), so nav entries, tabs and
 * calls of a feature turned off disappear for everyone without a reload.
 */
export function useFeatureFlags(): ApiRead<FeatureFlag[]> {
  return useApiRead<FeatureFlag[]>(featureFlagPaths.list(), 'Feature flags', {
    refreshInterval: 30_000,
    revalidateOnFocus: true,
  });
}

/** The names of the organisation's enabled flags, once loaded. */
export function enabledFeatures(flags: readonly FeatureFlag[]): ReadonlySet<FeatureFlagName> {
  return new Set(flags.filter((flag) => flag.enabled).map((flag) => flag.name));
}
