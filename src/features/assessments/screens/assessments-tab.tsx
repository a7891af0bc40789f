import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import type { AssessmentKind } from '@contract/assessments/assessments';
import { ReadState } from '@/components/read-state';
import { assessmentViews, assessmentsPaths, type AssessmentView } from '../paths';
import { useAvailableAssessments, useProjectAssessments } from '../hooks';
import { AnalysisView } from './analysis-view';
import { BusinessRiskView } from './business-risk-view';
import { ImpactView } from './impact-view';
import { ImplementationRiskView } from './implementation-risk-view';
import { ReadinessView } from './readiness-view';
import { SummaryView } from './summary-view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * `/projects/:projectId/assessments/:view`: one sub-tab per assessment the organisation has
 * switched on (its assessment access entry and its feature flag), plus the per-change
 * readiness-and-risk summary. A switched-off assessment's address leads to the summary.
 */
export function AssessmentsTab({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const view = (useParams()['*'] ?? '').split('/')[0] as AssessmentView | '';
  const available = useAvailableAssessments();
  const on = new Set<AssessmentKind>(available.data?.kinds ?? []);
  const shown = assessmentViews.filter((v) => !('kind' in v) || on.has(v.kind));
  const assessments = useProjectAssessments(projectId);
  const both = {
    data: available.data && assessments.data,
    error: available.error ?? assessments.error,
    mutate: () => Promise.all([available.mutate(), assessments.mutate()]),
  };
  return (
    <div className={styles.root}>
      <TabList
        aria-label="Assessments"
        selectedValue={view || 'summary'}
        onTabSelect={(_, data) =>
          navigate(assessmentsPaths.view(projectId, data.value as AssessmentView))
        }
      >
        {shown.map((v) => (
          <Tab key={v.id} value={v.id}>
            {v.label}
          </Tab>
        ))}
      </TabList>
      <ReadState read={both} what="the project’s assessments" isEmpty={() => false}>
        {(list) => {
          const idOf = (kind: string) => list.find((a) => a.kind === kind)?.id;
          const props = { projectId, canEdit };
          // A switched-off assessment has no route: its address falls through to the summary.
          const when = (kind: AssessmentKind, path: string, element: ReactElement) =>
            on.has(kind) ? <Route path={path} element={element} /> : null;
          return (
            <Routes>
              <Route index element={<Navigate to="summary" replace />} />
              <Route path="summary" element={<SummaryView {...props} />} />
              {when(
                'CHANGE_IMPACT',
                'impact',
                <ImpactView {...props} started={idOf('CHANGE_IMPACT') !== undefined} />,
              )}
              {when(
                'READINESS',
                'readiness',
                <ReadinessView {...props} assessmentId={idOf('READINESS')} />,
              )}
              {when(
                'BUSINESS_RISK',
                'business-risk',
                <BusinessRiskView {...props} assessmentId={idOf('BUSINESS_RISK')} />,
              )}
              {when(
                'IMPLEMENTATION_RISK',
                'implementation-risk',
                <ImplementationRiskView {...props} assessmentId={idOf('IMPLEMENTATION_RISK')} />,
              )}
              {when(
                'SENTIMENT',
                'sentiment',
                <AnalysisView {...props} kind="SENTIMENT" assessmentId={idOf('SENTIMENT')} />,
              )}
              {when(
                'TRAINING_NEEDS',
                'training-needs',
                <AnalysisView
                  {...props}
                  kind="TRAINING_NEEDS"
                  assessmentId={idOf('TRAINING_NEEDS')}
                />,
              )}
              <Route
                path="*"
                element={<Navigate to={assessmentsPaths.view(projectId, 'summary')} replace />}
              />
            </Routes>
          );
        }}
      </ReadState>
    </div>
  );
}
