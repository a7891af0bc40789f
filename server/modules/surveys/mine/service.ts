import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../../auth/current-user';
import { projects } from '../../../db/schema/projects';
import { surveyRecipients, surveyResponses, surveys } from '../../../db/schema/surveys';
import type { TenantTx } from '../../../db/tenant';

/** At most this many invitations: Home shows the newest few. */
const MINE_LIMIT = 20;

export interface MySurveyRow {
  token: string;
  surveyId: number;
  surveyName: string;
  projectId: number | null;
  projectName: string | null;
  sentAt: Date | null;
  closesAt: Date | null;
  started: boolean;
}

/**
 * The caller's invitations that still take an answer: sent to them in the survey's current
 * cycle, not answered, the survey neither archived nor closed. Newest first.
 */
export async function listMySurveys(tx: TenantTx, user: CurrentUser): Promise<MySurveyRow[]> {
  return tx
    .select({
      token: surveyRecipients.token,
      surveyId: surveys.id,
      surveyName: surveys.name,
      projectId: projects.id,
      projectName: projects.name,
      sentAt: surveyRecipients.sentAt,
      closesAt: surveys.closesAt,
      started: sql<boolean>`${surveyResponses.id} is not null`,
    })
    .from(surveyRecipients)
    .innerJoin(
      surveys,
      and(eq(surveys.id, surveyRecipients.surveyId), eq(surveys.cycle, surveyRecipients.cycle)),
    )
    .leftJoin(projects, eq(projects.id, surveys.projectId))
    .leftJoin(surveyResponses, eq(surveyResponses.recipientId, surveyRecipients.id))
    .where(
      and(
        eq(surveyRecipients.userId, user.id),
        isNotNull(surveyRecipients.sentAt),
        isNull(surveyRecipients.completedAt),
        eq(surveys.archived, false),
        or(isNull(surveys.closesAt), gt(surveys.closesAt, sql`now()`)),
      ),
    )
    .orderBy(desc(surveyRecipients.sentAt), desc(surveyRecipients.id))
    .limit(MINE_LIMIT);
}
