import { makeStyles } from '@fluentui/react-components';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { AreaLanding } from '@/components/area-landing';
import { useUsersProfile } from '@/lib/session/session-reads';

const useStyles = makeStyles({ action: { alignSelf: 'flex-start' } });

/** Roles that start projects (DESIGN.md §5). */
const PROJECT_CREATORS = new Set(['ADMIN', 'CHANGE_OFFICE', 'CHANGE_MANAGER']);

export function ProjectsScreen() {
  const styles = useStyles();
  const { data: profile } = useUsersProfile();
  return (
    <AreaLanding
      title="Projects"
      description="Plan and run your organisation's change projects: their changes, phases, workstreams and impact."
      plans={[
        'The projects you can see, with their status and active phase',
        'Each project’s changes, change narrative, workstreams, deliverables and milestones',
        'Impacted groups, assessments, surveys, leader activation and communications per project',
      ]}
    >
      {profile && PROJECT_CREATORS.has(profile.role) ? (
        <Link className={styles.action} to={paths.newProject.href()}>
          Start a new project
        </Link>
      ) : null}
    </AreaLanding>
  );
}
