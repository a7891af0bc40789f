import { setupServer } from 'msw/node';
import { activitiesHandlers } from './handlers/activities';
import { assessmentsHandlers } from './handlers/assessments';
import { commsHandlers } from './handlers/comms';
import { leadersHandlers } from './handlers/leaders';
import { peopleHandlers } from './handlers/people';
import { projectsHandlers } from './handlers/projects';
import { reportsHandlers } from './handlers/reports';
import { sessionHandlers } from './handlers/session';
import { surveyReportsHandlers } from './handlers/survey-reports';
import { surveysHandlers } from './handlers/surveys';

/** The API as component tests meet it; a test changes it with server.use(...). */
export const server = setupServer(
  ...sessionHandlers(),
  ...projectsHandlers(),
  ...peopleHandlers(),
  ...activitiesHandlers(),
  ...assessmentsHandlers(),
  ...reportsHandlers(),
  ...surveysHandlers(),
  ...surveyReportsHandlers(),
  ...leadersHandlers(),
  ...commsHandlers(),
);
