import { useLocation } from 'react-router';
import { SurveyRespondentScreen } from './survey-respondent-screen';

/**
 * The respondent's page when the SPA itself reaches `/survey/*` (the dev server, or a link
 * followed inside the app); a fresh visit gets the small `survey.html` page instead.
 */
export function SurveyRoute() {
  const { pathname, search } = useLocation();
  return <SurveyRespondentScreen pathname={pathname} search={search} />;
}
