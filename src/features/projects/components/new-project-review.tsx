import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import { defaultPhaseNames } from '@contract/projects/phases';
import {
  changeTypeLabels,
  projectStatusLabels,
  scopeLevelLabels,
} from '@contract/projects/projects';
import type { ProjectTag } from '@contract/projects/projects.schema';
import { VisuallyHidden } from '@/components/visually-hidden';
import { formatDateRange } from '@/lib/dates/calendar-date';
import { useOrganisationPhases, type PersonOption } from '../hooks';
import type { NewProjectStepKey } from '../new-project-draft';
import type { ProjectFormValues } from './project-form-values';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  change: { alignSelf: 'center', color: tokens.colorBrandForegroundLink },
});

/** Everything the wizard collected, each with a way back to its step. */
export function NewProjectReview({
  values,
  tags,
  people,
  stepHref,
}: {
  values: ProjectFormValues;
  tags: readonly ProjectTag[] | undefined;
  people: readonly PersonOption[] | undefined;
  stepHref: (key: NewProjectStepKey) => string;
}) {
  const styles = useStyles();
  const { data: phases } = useOrganisationPhases();
  const phaseName =
    phases?.find((phase) => phase.code === values.active_phase)?.name ??
    defaultPhaseNames[values.active_phase];
  const tagNames = values.tags.map((id) => tags?.find((tag) => tag.id === id)?.name ?? `#${id}`);
  const team = values.team_member_ids.map(
    (id) => people?.find((person) => person.id === id)?.display_name ?? 'You',
  );

  const rows: { term: string; value: string; step: NewProjectStepKey }[] = [
    { term: 'Project name', value: values.name, step: 'details' },
    {
      term: 'Business objective',
      value: values.business_objective || 'Not given',
      step: 'details',
    },
    {
      term: 'Scope',
      value: values.scope_level ? scopeLevelLabels[values.scope_level] : 'Not decided',
      step: 'scope',
    },
    {
      term: 'Main type of change',
      value: values.change_type ? changeTypeLabels[values.change_type] : 'Not decided',
      step: 'scope',
    },
    {
      term: 'Dates',
      value: formatDateRange(values.start_date || null, values.end_date || null),
      step: 'dates',
    },
    { term: 'Status', value: projectStatusLabels[values.status], step: 'dates' },
    { term: 'Active phase', value: phaseName, step: 'phase' },
    { term: 'Tags', value: tagNames.length ? tagNames.join(', ') : 'None', step: 'tags' },
    { term: 'Team', value: [...new Set(team)].join(', '), step: 'team' },
  ];

  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.term} className={styles.row}>
          <div>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.value}>
              <Body1>{row.value}</Body1>
            </dd>
          </div>
          <Link className={styles.change} to={stepHref(row.step)}>
            Change<VisuallyHidden> {row.term.toLowerCase()}</VisuallyHidden>
          </Link>
        </div>
      ))}
    </dl>
  );
}
