import type { FeatureFlag } from '@contract/admin/feature-flags.schema';
import { featureFlagPaths, type FeatureFlagName } from '@contract/admin/feature-flags';
import type { UserOrganisation } from '@contract/admin/organisation.schema';
import { organisationPaths } from '@contract/admin/organisation';
import type { UsersProfile } from '@contract/people/profiles.schema';
import { peoplePaths } from '@contract/people/profiles';
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
