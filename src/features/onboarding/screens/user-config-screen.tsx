import { AreaLanding } from '@/components/area-landing';

export function UserConfigScreen() {
  return (
    <AreaLanding
      title="Set up your account"
      description="Tell Changecraft about your work so it shows you what matters to you."
      plans={['Your site and department', 'Your role in the teams you belong to']}
    />
  );
}
