import { activitiesPart } from './activities';
import { adminPart } from './admin';
import { assessmentsPart } from './assessments';
import { changesPart } from './changes';
import { commsPart } from './comms';
import { commsChannelsPart } from './comms-channels';
import { commsConversationsPart } from './comms-conversations';
import type { ScalePart } from './context';
import { groupsPart } from './groups';
import { leadersPart } from './leaders';
import { metricsPart } from './metrics';
import { organisationPart } from './organisation';
import { peoplePart } from './people';
import { projectTeamsPart } from './project-teams';
import { projectsPart } from './projects';
import { recordsPart } from './records';
import { surveysPart } from './surveys';
import { workPlanPart } from './work-plan';

/**
 * Every area's part of the scaled organisation, in the order they run (a part may `need` what
 * an earlier one provided). An area adds its data by writing `server/db/seed/scale/<area>.ts`
 * exporting a `ScalePart`, and one line here. Sizes come from `ctx.sizes` (×1 = 100 people,
 * 5 projects, 2 impacted groups), random choices from `ctx.random` so the data stays the same
 * from run to run, and rows go in through `ctx.insert` (one statement per 5,000 rows).
 */
export const scaleParts: ScalePart[] = [
  organisationPart,
  peoplePart,
  adminPart,
  projectsPart,
  changesPart,
  groupsPart,
  projectTeamsPart,
  workPlanPart,
  metricsPart,
  activitiesPart,
  assessmentsPart,
  leadersPart,
  commsPart,
  commsConversationsPart,
  commsChannelsPart,
  surveysPart,
  recordsPart,
];
