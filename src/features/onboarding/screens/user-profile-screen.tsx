import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { organisationRoleLabels } from '@contract/people/roles';
import { PageHeader } from '@/components/page-header';
import { ReadState } from '@/components/read-state';
import { usePerson } from '@/features/people/hooks';
import { useUsersProfile } from '@/lib/session/session-reads';
import { ProfileForm } from '../components/profile-form';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
    alignItems: 'start',
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * `/user-profile`: the signed-in person's profile. What the directory owns (role, job title,
 * manager, function, persona, tags) only an admin changes, so it is shown, not edited.
 */
export function UserProfileScreen() {
  const styles = useStyles();
  const profile = useUsersProfile();
  const person = usePerson(profile.data?.id);
  return (
    <>
      <PageHeader
        title="Your profile"
        description="Where you work, how Changecraft looks and what it notifies you about."
      />
      <ReadState read={person} what="your profile">
        {(p) => (
          <div className={styles.layout}>
            <ProfileForm key={p.id} person={p} />
            <section className={styles.aside} aria-labelledby="directory-facts">
              <Subtitle2 as="h2" id="directory-facts">
                From the directory
              </Subtitle2>
              <dl className={styles.facts}>
                <dt className={styles.term}>Email</dt>
                <dd className={styles.value}>{p.email}</dd>
                <dt className={styles.term}>Role</dt>
                <dd className={styles.value}>{organisationRoleLabels[p.role]}</dd>
                <dt className={styles.term}>Organisation</dt>
                <dd className={styles.value}>{profile.data?.organisation.name}</dd>
                <dt className={styles.term}>Job title</dt>
                <dd className={styles.value}>{p.job_title ?? '—'}</dd>
                <dt className={styles.term}>Manager</dt>
                <dd className={styles.value}>{p.manager?.display_name ?? '—'}</dd>
                <dt className={styles.term}>Function</dt>
                <dd className={styles.value}>{p.function ?? '—'}</dd>
                <dt className={styles.term}>Persona</dt>
                <dd className={styles.value}>{p.persona ?? '—'}</dd>
                <dt className={styles.term}>Tags</dt>
                <dd className={styles.value}>
                  {p.people_tags.length ? p.people_tags.join(', ') : '—'}
                </dd>
              </dl>
              <Body1>Ask an admin to change these.</Body1>
            </section>
          </div>
        )}
      </ReadState>
    </>
  );
}
