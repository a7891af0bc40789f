import { Route, Routes } from 'react-router';
import { surveyEditorRoles } from '@contract/surveys/surveys';
import { PageHeader } from '@/components/page-header';
import { useUsersProfile } from '@/lib/session/session-reads';
import { SurveyBuilder } from '../components/survey-builder';
import { SurveyList } from '../components/survey-list';
import { SurveyResults } from '../components/survey-results';

/** Who makes enterprise surveys: the organisation's, not one project's (the server's rule too). */
const enterpriseEditors: readonly string[] = surveyEditorRoles.filter(
  (role) => role === 'ADMIN' || role === 'CHANGE_OFFICE',
);

/**
 * The change office's enterprise surveys: surveys that belong to no project (scope ENTERPRISE),
 * with the same builder, sending and results as a project's Surveys tab.
 */
export function EnterpriseSurveysScreen() {
  const profile = useUsersProfile();
  const canEdit = enterpriseEditors.includes(profile.data?.role ?? '');
  return (
    <>
      <PageHeader
        title="Surveys"
        description="Surveys and pulse checks for the whole organisation, beyond any one project."
      />
      <Routes>
        <Route index element={<SurveyList projectId={null} canEdit={canEdit} />} />
        <Route path=":surveyId" element={<SurveyBuilder projectId={null} canEdit={canEdit} />} />
        <Route path=":surveyId/report" element={<SurveyResults />} />
      </Routes>
    </>
  );
}
