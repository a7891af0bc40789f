// The public survey page's own entry (survey.html): React and the page, nothing else. No router,
// no sign-in library, no Fluent, no telemetry, so a phone on a slow network has little to fetch
// (DESIGN.md §8: at most 60 KiB of JS compressed; `npm run bench:survey` measures it).
// First: zod must read its settings before the page's schemas load it.
import '@/lib/zod-without-eval';
import { createRoot } from 'react-dom/client';
import { SurveyRespondentScreen } from '@/features/surveys/screens/survey-respondent-screen';

const container = document.getElementById('root');
if (!container) throw new Error('survey.html has no #root element.');

createRoot(container).render(
  <SurveyRespondentScreen pathname={window.location.pathname} search={window.location.search} />,
);
