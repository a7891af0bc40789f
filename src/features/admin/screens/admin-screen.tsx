import { AreaLanding } from '@/components/area-landing';

export function AdminScreen() {
  return (
    <AreaLanding
      title="Admin"
      description="Set up your organisation: people and roles, tool access, features, reference data and billing."
      plans={[
        'Organisation details, time zone and phase names',
        'Users, roles and invitations',
        'Tool access and feature flags',
        'Reference data: departments, sites, tags, change types and more',
        'Subscription and billing',
      ]}
    />
  );
}
