import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ragStatusLabels } from '@contract/assessments/assessments';
import type { ApprovalWaiting } from '@contract/assessments/readiness.schema';
import { RouterLink } from '@/components/router-link';
import { assessmentsPaths } from '@/features/assessments/paths';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * Home's "Waiting for your approval": readiness measures whose latest report asks this person,
 * their approver, to approve it; each links to the project's readiness, where they decide.
 */
export function MyApprovalsPanel({ waiting }: { waiting: readonly ApprovalWaiting[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label="Waiting for your approval">
      {waiting.map((w) => (
        <li key={w.measure} className={styles.row}>
          <RouterLink to={assessmentsPaths.view(w.project, 'readiness')}>{w.title}</RouterLink>
          <Caption1 className={styles.muted}>
            {w.project_name} · reported {ragStatusLabels[w.rag_status]}
            {w.reported_by ? ` by ${w.reported_by.display_name}` : ''}
          </Caption1>
        </li>
      ))}
    </ul>
  );
}
