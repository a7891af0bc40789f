import {
  Button,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FlashRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { organisationRoleLabels } from '@contract/people/roles';
import { lazyPart } from '@/components/lazy-part';
import { PageHeader } from '@/components/page-header';
import { mayCreateProjects, NewProjectLink } from '@/features/projects/widgets/new-project-link';
import { useUsersProfile } from '@/lib/session/session-reads';

const QuickCreateDialog = lazyPart(
  'quick-create',
  () => import('./quick-create-dialog').then((m) => m.QuickCreateDialog),
  null,
);

const useStyles = makeStyles({
  greeting: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  actionsPending: { width: '15rem' },
});

/**
 * Home's title, greeting and quick starts. It reads the profile itself, so the profile's answer
 * redraws this header and nothing else of Home.
 */
export function HomeHeader() {
  const styles = useStyles();
  const { data: profile } = useUsersProfile();
  const [quickCreate, setQuickCreate] = useState(false);
  const mayCreate = mayCreateProjects(profile);
  return (
    <>
      <PageHeader
        title="Home"
        actions={
          mayCreate ? (
            <>
              <Button icon={<FlashRegular />} onClick={() => setQuickCreate(true)}>
                Quick create
              </Button>
              <NewProjectLink />
            </>
          ) : profile ? undefined : (
            // Until the role is known, the buttons' place is held: on a phone they wrap under
            // the title, and their arrival would push the whole screen down.
            <Skeleton aria-label="Loading your actions" className={styles.actionsPending}>
              <SkeletonItem size={32} />
            </Skeleton>
          )
        }
        description={
          profile ? (
            <span className={styles.greeting}>
              <Subtitle1 as="span">
                Welcome, {profile.display_name || `${profile.first_name} ${profile.last_name}`}
              </Subtitle1>
              <span>
                You are signed in to {profile.organisation.name} as{' '}
                {organisationRoleLabels[profile.role].toLowerCase()}.
              </span>
            </span>
          ) : (
            // The greeting's two lines at their own heights, so nothing moves when it arrives.
            <Skeleton aria-label="Loading your profile" className={styles.greeting}>
              <SkeletonItem size={28} />
              <SkeletonItem size={20} />
            </Skeleton>
          )
        }
      />
      {quickCreate ? <QuickCreateDialog onClose={() => setQuickCreate(false)} /> : null}
    </>
  );
}
