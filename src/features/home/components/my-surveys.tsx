import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { surveyLinkFromHome } from '@contract/surveys/surveys';
import type { MySurvey } from '@contract/surveys/surveys.schema';
import { ReadState } from '@/components/read-state';
import type { Formatter } from '@contract/shared/formatting';
import { useFormat } from '@/lib/format/use-format';
import { useMySurveys } from '../hooks';

const SHOWN = 6;

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

function details(item: MySurvey, format: Formatter): string {
  const parts = [item.project?.name ?? 'Whole organisation'];
  if (item.sent_at) parts.push(`sent ${format.timestampDate(item.sent_at)}`);
  if (item.closes_at) parts.push(`closes ${format.timestampDate(item.closes_at)}`);
  if (item.started) parts.push('started, not sent yet');
  return parts.join(' · ');
}

/**
 * Home's "My surveys to answer": the surveys and pulse checks sent to the signed-in person that
 * still take an answer. Each opens the person's own survey page (a full page load: it is the
 * small public page, the same one the invitation links to).
 */
export function MySurveysPanel() {
  const styles = useStyles();
  const read = useMySurveys();
  const format = useFormat();
  return (
    <ReadState
      read={read}
      deferred
      what="your surveys"
      empty={{
        icon: <ClipboardTaskListLtrRegular />,
        title: 'No surveys waiting for you',
        message: 'Surveys and pulse checks sent to you show here until you answer them.',
      }}
    >
      {(items) => (
        <ul className={styles.list} aria-label="Surveys to answer">
          {items.slice(0, SHOWN).map((item) => (
            <li key={item.token} className={styles.item}>
              <Link href={surveyLinkFromHome(item.token)}>
                {item.started ? `Finish “${item.survey.name}”` : `Answer “${item.survey.name}”`}
              </Link>
              <Caption1 className={styles.muted}>{details(item, format)}</Caption1>
            </li>
          ))}
        </ul>
      )}
    </ReadState>
  );
}
