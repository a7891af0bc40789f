import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  approvalStatusLabels,
  measureTypeLabels,
  ragStatusLabels,
} from '@contract/assessments/assessments';
import type { Measure } from '@contract/assessments/readiness.schema';
import { DataTable } from '@/components/data-table';
import { CalendarDate } from '@/lib/format/formatted';
import { ReadState } from '@/components/read-state';
import { StatusBadge } from '@/components/status-badge';
import { useProject } from '@/features/projects/hooks';
import { useUsersProfile } from '@/lib/session/session-reads';
import { approvalLooks, ragLooks } from '../components/looks';
import { toCsv } from '@contract/shared/csv';
import { ExportBar, PrintHeading } from '../components/export-bar';
import { MeasureActions } from '../components/measure-actions';
import { MeasureDialog } from '../components/measure-dialog';
import { MeasureHistoryDialog } from '../components/measure-history-dialog';
import { StartAssessment } from '../components/start-assessment';
import { StatusReportDialog } from '../components/status-report-dialog';
import { useDependencies, useMeasures, useReadiness, useStartReadiness } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
});

/** Readiness: measures with their RAG status and approvals, go-live items and dependencies. */
export function ReadinessView({
  projectId,
  canEdit,
  assessmentId,
}: {
  projectId: number;
  canEdit: boolean;
  assessmentId: number | undefined;
}) {
  const styles = useStyles();
  const readiness = useReadiness(assessmentId);
  const measures = useMeasures(assessmentId);
  const dependencies = useDependencies(assessmentId);
  const project = useProject(projectId);
  const viewer = useUsersProfile();
  const start = useStartReadiness();
  const [adding, setAdding] = useState(false);
  const [reporting, setReporting] = useState<Measure>();
  const [editing, setEditing] = useState<Measure>();
  const [history, setHistory] = useState<Measure>();
  if (assessmentId === undefined) {
    return (
      <StartAssessment
        title="Readiness not assessed yet"
        message="Track what must be true before go-live: approvals, metrics, dependencies."
        canEdit={canEdit}
        start={() => start(projectId)}
      />
    );
  }
  const editable = readiness.data?.can_edit ?? false;
  return (
    <div className={styles.root} data-print-area>
      <PrintHeading>Readiness</PrintHeading>
      <ExportBar
        fileName="readiness-measures"
        csv={() =>
          toCsv([
            ['Measure', 'Kind', 'Change', 'Owner', 'Approver', 'Due', 'Status', 'Approval'],
            ...(measures.data ?? []).map((m) => [
              m.title,
              measureTypeLabels[m.measure_type],
              m.change_name ?? 'Whole project',
              m.owner?.display_name ?? '',
              m.approver?.display_name ?? '',
              m.due_date ?? '',
              m.latest_rag ? ragStatusLabels[m.latest_rag] : 'Not reported',
              m.approval_status ? approvalStatusLabels[m.approval_status] : '',
            ]),
          ])
        }
      />
      <ReadState read={readiness} what="the readiness assessment">
        {(r) => (
          <div className={styles.bar} role="group" aria-label="Readiness at a glance">
            <Body1>{r.measure_count} measures</Body1>
            <Body1>
              {r.rag_counts.RED} red, {r.rag_counts.AMBER} amber, {r.rag_counts.GREEN} green,{' '}
              {r.rag_counts.NOT_REPORTED} not reported
            </Body1>
            <Body1>
              Approvals: {r.approvals.approved} of {r.approvals.total} approved
            </Body1>
            {editable && (
              <span data-print-hide>
                <Button appearance="primary" onClick={() => setAdding(true)}>
                  Add measure
                </Button>
              </span>
            )}
          </div>
        )}
      </ReadState>
      <ReadState
        read={measures}
        what="the readiness measures"
        empty={{
          title: 'No measures yet',
          message: 'Add the approvals and metrics go-live needs.',
        }}
      >
        {(rows) => (
          <DataTable
            caption="Readiness measures"
            rows={rows}
            rowId={(m) => m.id}
            columns={[
              { id: 'title', header: 'Measure', cell: (m) => m.title },
              { id: 'kind', header: 'Kind', cell: (m) => measureTypeLabels[m.measure_type] },
              { id: 'owner', header: 'Owner', cell: (m) => m.owner?.display_name ?? '—' },
              {
                id: 'status',
                header: 'Status',
                cell: (m) =>
                  m.latest_rag ? (
                    <StatusBadge map={ragLooks} value={m.latest_rag} prefix="Status" />
                  ) : (
                    'Not reported'
                  ),
              },
              {
                id: 'approval',
                header: 'Approval',
                cell: (m) =>
                  m.approval_status ? (
                    <span>
                      <StatusBadge
                        map={approvalLooks}
                        value={m.approval_status}
                        prefix="Approval"
                      />{' '}
                      {m.approver ? `(${m.approver.display_name})` : ''}
                    </span>
                  ) : m.measure_type === 'READINESS_APPROVAL' ? (
                    `Approver: ${m.approver?.display_name ?? 'none'}`
                  ) : (
                    '—'
                  ),
              },
            ]}
            actions={(m) => (
              <MeasureActions
                measure={m}
                canEdit={editable}
                viewerId={viewer.data?.id}
                onReport={() => setReporting(m)}
                onEdit={() => setEditing(m)}
                onHistory={() => setHistory(m)}
              />
            )}
          />
        )}
      </ReadState>
      <section aria-labelledby="dependencies-heading">
        <Subtitle2 as="h3" id="dependencies-heading">
          Go-live items and dependencies
        </Subtitle2>
        <ReadState
          read={dependencies}
          what="the go-live items and dependencies"
          empty={{
            title: 'Nothing linked yet',
            message: 'Link deliverables and milestones to this assessment, or add dependencies.',
          }}
        >
          {(rows) => (
            <DataTable
              caption="Go-live items and dependencies"
              rows={rows}
              rowId={(d) => `${d.kind}-${d.id}`}
              columns={[
                { id: 'name', header: 'Item', cell: (d) => d.name },
                { id: 'kind', header: 'Kind', cell: (d) => d.kind.replace('_', ' ').toLowerCase() },
                {
                  id: 'due',
                  header: 'Due',
                  cell: (d) => <CalendarDate date={d.due_date} none="—" />,
                },
                {
                  id: 'state',
                  header: 'State',
                  cell: (d) =>
                    d.rag_status ? (
                      <StatusBadge map={ragLooks} value={d.rag_status} prefix="Status" />
                    ) : (
                      d.state
                    ),
                },
              ]}
            />
          )}
        </ReadState>
      </section>
      {adding && (
        <MeasureDialog
          assessmentId={assessmentId}
          people={project.data?.team ?? []}
          onClose={() => setAdding(false)}
        />
      )}
      {reporting && (
        <StatusReportDialog measure={reporting} onClose={() => setReporting(undefined)} />
      )}
      {editing && (
        <MeasureDialog
          assessmentId={assessmentId}
          measure={editing}
          people={project.data?.team ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      {history && <MeasureHistoryDialog measure={history} onClose={() => setHistory(undefined)} />}
    </div>
  );
}
