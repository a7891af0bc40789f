import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { organisationRoleLabels } from '@contract/people/roles';
import { AreaLanding } from '@/components/area-landing';
import { useUsersProfile } from '@/lib/session/session-reads';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

export function UserProfileScreen() {
  const styles = useStyles();
  const { data: profile } = useUsersProfile();
  return (
    <AreaLanding
      title="Your profile"
      description="Who you are in Changecraft."
      plans={['Change your site and department', 'See your roles in project teams']}
    >
      {profile ? (
        <dl className={styles.facts}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.value}>
            <Body1>{profile.display_name}</Body1>
          </dd>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.value}>
            <Body1>{profile.email}</Body1>
          </dd>
          <dt className={styles.term}>Role</dt>
          <dd className={styles.value}>
            <Body1>{organisationRoleLabels[profile.role]}</Body1>
          </dd>
          <dt className={styles.term}>Organisation</dt>
          <dd className={styles.value}>
            <Body1>{profile.organisation.name}</Body1>
          </dd>
        </dl>
      ) : null}
    </AreaLanding>
  );
}
