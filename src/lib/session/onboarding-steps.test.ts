import { describe, expect, it } from 'vitest';
import { usersProfile } from '@tests/msw/handlers/session';
import { STEP_NOT_STARTED, withStepDefaults } from './onboarding-steps';

describe('withStepDefaults (SPEC §9)', () => {
  it('gives -1 to wizard steps the server left out or sent as null', () => {
    const { onboarding_step: _o, user_config_step: _u, ...rest } = usersProfile();
    expect(withStepDefaults(rest)).toMatchObject({ onboarding_step: -1, user_config_step: -1 });
    expect(
      withStepDefaults({ ...rest, onboarding_step: null, user_config_step: null }),
    ).toMatchObject({ onboarding_step: STEP_NOT_STARTED, user_config_step: STEP_NOT_STARTED });
  });

  it('keeps steps the server gave, including 0', () => {
    expect(
      withStepDefaults({ ...usersProfile(), onboarding_step: 0, user_config_step: 4 }),
    ).toMatchObject({ onboarding_step: 0, user_config_step: 4 });
  });
});
