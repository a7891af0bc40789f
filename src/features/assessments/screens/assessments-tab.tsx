import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { assessmentSwitches } from '@contract/assessments/assessments';
import { ReadState } from '@/components/read-state';
import { enabledFeatures, useFeatureFlags } from '@/lib/session/session-reads';
import { assessmentViews, assessmentsPaths, type AssessmentView } from '../paths';
import { useProjectAssessments } from '../hooks';
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
 * switched on (feature flag), plus the per-change readiness-and-risk summary.
 */
export function AssessmentsTab({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const view = (useParams()['*'] ?? '').split('/')[0] as AssessmentView | '';
  const flags = useFeatureFlags();
  const features = flags.data ? enabledFeatures(flags.data) : undefined;
  const shown = assessmentViews.filter(
    (v) => !('kind' in v) || !features || features.has(assessmentSwitches[v.kind].flag),
  );
  const assessments = useProjectAssessments(projectId);
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
      <ReadState read={assessments} what="the project’s assessments" isEmpty={() => false}>
        {(list) => {
          const idOf = (kind: string) => list.find((a) => a.kind === kind)?.id;
          const props = { projectId, canEdit };
          return (
            <Routes>
              <Route index element={<Navigate to="summary" replace />} />
              <Route path="summary" element={<SummaryView {...props} />} />
              <Route
                path="impact"
                element={<ImpactView {...props} started={idOf('CHANGE_IMPACT') !== undefined} />}
              />
              <Route
                path="readiness"
                element={<ReadinessView {...props} assessmentId={idOf('READINESS')} />}
              />
              <Route
                path="business-risk"
                element={<BusinessRiskView {...props} assessmentId={idOf('BUSINESS_RISK')} />}
              />
              <Route
                path="implementation-risk"
                element={
                  <ImplementationRiskView {...props} assessmentId={idOf('IMPLEMENTATION_RISK')} />
                }
              />
              <Route
                path="sentiment"
                element={
                  <AnalysisView {...props} kind="SENTIMENT" assessmentId={idOf('SENTIMENT')} />
                }
              />
              <Route
                path="training-needs"
                element={
                  <AnalysisView
                    {...props}
                    kind="TRAINING_NEEDS"
                    assessmentId={idOf('TRAINING_NEEDS')}
                  />
                }
              />
              <Route path="*" element={<Navigate to="summary" replace />} />
            </Routes>
          );
        }}
      </ReadState>
    </div>
  );
}
