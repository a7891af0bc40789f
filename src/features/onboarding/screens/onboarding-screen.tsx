import { AreaLanding } from '@/components/area-landing';

export function OnboardingScreen() {
  return (
    <AreaLanding
      title="Onboarding"
      description="Get your organisation started with Changecraft in a few guided steps."
      plans={[
        'Name your organisation’s phases',
        'Bring in your people and sites',
        'Invite your change team',
      ]}
    />
  );
}
