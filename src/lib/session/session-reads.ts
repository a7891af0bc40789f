import type { FeatureFlag } from '@contract/feature-flags';
import { featureFlagPaths, type FeatureFlagName } from '@contract/feature-flag-names';
import type { UserOrganisation } from '@contract/organisation';
import { organisationPaths } from '@contract/organisation-paths';
import type { UsersProfile } from '@contract/people';
import { peoplePaths } from '@contract/people-paths';
import { defineRead } from '@/lib/swr/use-api-read';
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

export const useFeatureFlags = defineRead<[], FeatureFlag[]>(
  'Feature flags',
  featureFlagPaths.list,
);

/** The names of the organisation's enabled flags, once loaded. */
export function enabledFeatures(flags: readonly FeatureFlag[]): ReadonlySet<FeatureFlagName> {
  return new Set(flags.filter((flag) => flag.enabled).map((flag) => flag.name));
}
