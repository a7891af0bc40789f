import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { defaultPhaseNames } from '@contract/projects/phases';
import {
  changeTypeLabels,
  projectStatusLabels,
  scopeLevelLabels,
} from '@contract/projects/projects';
import type { ProjectTag } from '@contract/projects/projects.schema';
import { useFormat } from '@/lib/format/use-format';
import { useOrganisationPhases } from '../hooks';
import type { ProjectFormValues } from './project-form-values';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXXS,
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  term: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

/**
 * Everything the wizard collected. Each step stays a link in the list of steps, so there is
 * one way back to change a step rather than a link per line between the user and Create.
 */
export function NewProjectReview({
  values,
  tags,
}: {
  values: ProjectFormValues;
  tags: readonly ProjectTag[] | undefined;
}) {
  const format = useFormat();
  const styles = useStyles();
  const { data: phases } = useOrganisationPhases();
  const phaseName =
    phases?.find((phase) => phase.code === values.active_phase)?.name ??
    defaultPhaseNames[values.active_phase];
  const tagNames = values.tags.map((id) => tags?.find((tag) => tag.id === id)?.name ?? `#${id}`);
  const team = values.team_member_ids.map((person) => person.display_name);

  const rows: { term: string; value: string }[] = [
    { term: 'Project name', value: values.name },
    {
      term: 'Business objective',
      value: values.business_objective || 'Not given',
    },
    {
      term: 'Scope',
      value: values.scope_level ? scopeLevelLabels[values.scope_level] : 'Not decided',
    },
    {
      term: 'Main type of change',
      value: values.change_type ? changeTypeLabels[values.change_type] : 'Not decided',
    },
    {
      term: 'Dates',
      value: format.dateRange(values.start_date || null, values.end_date || null),
    },
    { term: 'Status', value: projectStatusLabels[values.status] },
    { term: 'Active phase', value: phaseName },
    { term: 'Tags', value: tagNames.length ? tagNames.join(', ') : 'None' },
    { term: 'Team', value: [...new Set(team)].join(', ') },
  ];

  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.term} className={styles.row}>
          <dt className={styles.term}>{row.term}</dt>
          <dd className={styles.value}>
            <Body1>{row.value}</Body1>
          </dd>
        </div>
      ))}
    </dl>
  );
}
