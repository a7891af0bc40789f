import { Button, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArchiveRegular, ArrowUndoRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Survey } from '@contract/surveys/surveys.schema';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { ReadState } from '@/components/read-state';
import { RouterLink } from '@/components/router-link';
import { StatusBadge } from '@/components/status-badge';
import { useProjectSurveys, useUpdateSurvey } from '../hooks';
import { useFormat } from '@/lib/format/use-format';
import { formatWhen, surveyStatusLooks } from '../survey-status';
import { NewSurveyDialog } from './new-survey-dialog';

/** Surveys a page of the list holds. */
export const SURVEYS_PAGE_SIZE = 50;

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    justifyContent: 'space-between',
    marginBlockEnd: tokens.spacingVerticalM,
  },
});

/**
 * The project's surveys (or, without a project, the enterprise surveys) with their status,
 * response rate and next send.
 */
export function SurveyList({ projectId, canEdit }: { projectId: number | null; canEdit: boolean }) {
  const format = useFormat();
  const styles = useStyles();
  const [showArchived, setShowArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const read = useProjectSurveys(projectId, showArchived, {
    page_number: page,
    page_size: SURVEYS_PAGE_SIZE,
  });
  const updateSurvey = useUpdateSurvey();
  const columns: DataColumn<Survey>[] = [
    {
      id: 'name',
      header: 'Survey',
      cell: (s) => <RouterLink to={String(s.id)}>{s.name}</RouterLink>,
      compare: (a, b) => a.name.localeCompare(b.name),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (s) => <StatusBadge map={surveyStatusLooks} value={s.status} />,
      compare: (a, b) => a.status.localeCompare(b.status),
    },
    {
      id: 'rate',
      header: 'Response rate',
      cell: (s) =>
        s.cycle > 0 ? `${s.response_rate}% (${s.responses} of ${s.recipients})` : 'Not sent',
      compare: (a, b) => a.response_rate - b.response_rate,
    },
    {
      id: 'next',
      header: 'Next send',
      cell: (s) => formatWhen(format, s.next_send),
      from: 'medium',
    },
    {
      id: 'report',
      header: 'Results',
      cell: (s) => (s.cycle > 0 ? <RouterLink to={`${s.id}/report`}>Results</RouterLink> : '—'),
      from: 'medium',
    },
  ];
  return (
    <section aria-labelledby="surveys-heading">
      <div className={styles.bar}>
        <Text as="h2" id="surveys-heading" size={500} weight="semibold">
          {projectId === null ? 'Enterprise surveys' : 'Surveys and pulse checks'}
        </Text>
        <Switch
          label="Show archived"
          checked={showArchived}
          onChange={(_, d) => {
            setShowArchived(d.checked);
            setPage(1);
          }}
        />
        {canEdit && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
            New survey
          </Button>
        )}
      </div>
      <ReadState
        read={read}
        what="the surveys"
        isEmpty={(found) => found.count === 0}
        empty={{
          title: 'No surveys yet',
          message: 'Start from a pulse check template or build your own survey.',
        }}
      >
        {(found) => (
          <>
            <DataTable
              rows={found.results}
              columns={columns}
              rowId={(s) => s.id}
              caption="Surveys"
              actions={
                canEdit
                  ? (s) => (
                      <Button
                        appearance="subtle"
                        icon={s.archived ? <ArrowUndoRegular /> : <ArchiveRegular />}
                        onClick={() => void updateSurvey(s.id, { archive: !s.archived })}
                      >
                        {s.archived ? `Restore ${s.name}` : `Archive ${s.name}`}
                      </Button>
                    )
                  : undefined
              }
            />
            <Pager
              page={page}
              pageSize={SURVEYS_PAGE_SIZE}
              count={found.count}
              label="Surveys"
              onPage={setPage}
            />
          </>
        )}
      </ReadState>
      {creating && <NewSurveyDialog projectId={projectId} onClose={() => setCreating(false)} />}
    </section>
  );
}
