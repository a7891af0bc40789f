import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '../../../auth/current-user';
import { userProfiles } from '../../../db/schema/people';
import { reportExports } from '../../../db/schema/reports';
import type { FileStore } from '../../../integrations/files/file-store';
import { tenantJob } from '../../../jobs/tenant-job';
import { buildDeck } from './deck';
import { loadDeckData } from './deck-data';
import { deckFileKey } from './service';

export const BUILD_DECK_JOB = 'reports.build-deck';

/** A file name from the project's name, safe in every file system and header. */
export function deckFileName(projectName: string, today: string): string {
  const safe = projectName
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${(safe || 'Project').slice(0, 80)} status ${today}.pptx`;
}

/**
 * Builds an export's deck in the background, as its originator (the deck shows only what they
 * may see), stores the file and marks the export ready; a failure is recorded on the export so
 * the status call can say what went wrong. An export cleared meanwhile is left alone.
 */
export function buildDeckJob(files: FileStore | undefined) {
  return tenantJob({
    name: BUILD_DECK_JOB,
    schema: z.object({ exportId: z.number().int().positive() }),
    async run(tx, { exportId }) {
      if (!files) throw new Error('Building decks needs the file store.');
      const [found] = await tx
        .select({
          export: reportExports,
          user: {
            id: userProfiles.id,
            organisationId: userProfiles.organisationId,
            email: userProfiles.email,
            role: userProfiles.role,
            isActive: userProfiles.isActive,
          },
        })
        .from(reportExports)
        .innerJoin(userProfiles, eq(userProfiles.id, reportExports.createdById))
        .where(eq(reportExports.id, exportId));
      if (!found || found.export.status !== 'building') return;
      const user: CurrentUser = { ...found.user, hasToolAccess: false };
      try {
        // A savepoint: a failed read leaves the transaction usable to record the failure.
        await tx.execute(sql`SAVEPOINT build_deck`);
        const data = await loadDeckData(tx, user, found.export.projectId).catch(async (err) => {
          await tx.execute(sql`ROLLBACK TO SAVEPOINT build_deck`);
          throw err;
        });
        const deck = await buildDeck(data);
        const key = deckFileKey(found.user.organisationId);
        await files.put(
          key,
          deck,
          'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        );
        await tx
          .update(reportExports)
          .set({
            status: 'ready',
            fileKey: key,
            fileName: deckFileName(data.project.name, data.today),
            finishedAt: sql`now()`,
          })
          .where(eq(reportExports.id, exportId));
      } catch (err) {
        await tx
          .update(reportExports)
          .set({
            status: 'failed',
            error:
              err instanceof Error && 'statusCode' in err
                ? err.message
                : 'The deck could not be built.',
            finishedAt: sql`now()`,
          })
          .where(eq(reportExports.id, exportId));
      }
    },
  });
}
