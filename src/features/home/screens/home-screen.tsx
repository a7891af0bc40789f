import { Body1, Skeleton, SkeletonItem, Subtitle1 } from '@fluentui/react-components';
import { organisationRoleLabels } from '@contract/role-names';
import { AreaLanding } from '@/components/area-landing';
import { useUsersProfile } from '@/lib/session/session-reads';

export function HomeScreen() {
  const { data: profile } = useUsersProfile();
  return (
    <AreaLanding
      title="Home"
      description="Your starting point: what needs you today across the projects you are part of."
      plans={[
        'Your open leader tasks and actions, with what is overdue first',
        'Announcements, surveys and pulse checks waiting for you',
        'The projects you are part of, with their phase and status',
      ]}
    >
      {profile ? (
        <div>
          <Subtitle1 as="p">
            Welcome, {profile.display_name || `${profile.first_name} ${profile.last_name}`}
          </Subtitle1>
          <Body1 as="p">
            You are signed in to {profile.organisation.name} as{' '}
            {organisationRoleLabels[profile.role].toLowerCase()}.
          </Body1>
        </div>
      ) : (
        <Skeleton aria-label="Loading your profile">
          <SkeletonItem size={24} />
        </Skeleton>
      )}
    </AreaLanding>
  );
}
