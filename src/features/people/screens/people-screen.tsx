import { AreaLanding } from '@/components/area-landing';

export function PeopleScreen() {
  return (
    <AreaLanding
      title="People"
      description="Everyone in your organisation: profiles, roles, invitations and the groups change reaches."
      plans={[
        'Search people by name, site or department',
        'Invite people and give them roles',
        'Bring people in from a CSV file or your directory',
        'Global impacted groups, personas and people tags',
      ]}
    />
  );
}
