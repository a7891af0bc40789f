import type { UsersProfile } from '@contract/people/profiles.schema';

/** A wizard step that has not started (SPEC §9: steps default to -1 when not given). */
export const STEP_NOT_STARTED = -1;

/** The profile as a server may send it, with the wizard steps left out or null. */
export type UsersProfileAsSent = Omit<UsersProfile, 'onboarding_step' | 'user_config_step'> & {
  onboarding_step?: number | null;
  user_config_step?: number | null;
};

export function withStepDefaults(profile: UsersProfileAsSent): UsersProfile {
  return {
    ...profile,
    onboarding_step: profile.onboarding_step ?? STEP_NOT_STARTED,
    user_config_step: profile.user_config_step ?? STEP_NOT_STARTED,
  };
}
