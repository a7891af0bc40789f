import { Route, Routes } from 'react-router';
import { SurveyBuilder } from '../components/survey-builder';
import { SurveyList } from '../components/survey-list';
import { SurveyResults } from '../components/survey-results';

/** A project's surveys: the list, one survey's builder and sending, and its results. */
export function SurveysTab({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  return (
    <Routes>
      <Route index element={<SurveyList projectId={projectId} canEdit={canEdit} />} />
      <Route path=":surveyId" element={<SurveyBuilder projectId={projectId} canEdit={canEdit} />} />
      <Route path=":surveyId/report" element={<SurveyResults />} />
    </Routes>
  );
}
