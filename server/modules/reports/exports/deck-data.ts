import { addDays, formatISO, parseISO } from 'date-fns';
import type { FormatSettings } from '../../../../contract/shared/formatting';
import { sql } from 'drizzle-orm';
import type { Heatmap } from '../../../../contract/reports/portfolio.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { organisations } from '../../../db/schema/organisations';
import { organisationToday } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { summariseChanges, type ChangeReadinessSummary } from '../../assessments/summary/service';
import { findVisibleProject } from '../../projects/policy';
import { buildHeatmap } from '../portfolio/heatmap';

/** Everything a project's status deck shows, read as the person who asked for it. */
export interface DeckData {
  organisation: string;
  /** The organisation's locale and zone: the deck writes dates the way its screens do. */
  format: FormatSettings;
  today: string;
  project: {
    name: string;
    status: string;
    phase: string;
    objective: string;
    startDate: string | null;
    endDate: string | null;
  };
  narrative: string;
  changes: { name: string; goLive: string | null; groups: number; load: number }[];
  heatmap: Heatmap;
  readiness: ChangeReadinessSummary[];
  nextWeeks: { date: string; kind: 'Go-live' | 'Activity'; name: string }[];
}

/** The narrative's rich text as plain paragraphs (the deck shows text, not markup). */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function loadDeckData(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<DeckData> {
  const { project } = await findVisibleProject(tx, user, projectId);
  const [org] = await tx
    .select({
      name: organisations.name,
      phaseNames: organisations.phaseNames,
      locale: organisations.locale,
      timeZone: organisations.timeZone,
    })
    .from(organisations);
  const today = await organisationToday(tx);
  const until = formatISO(addDays(parseISO(today), 8 * 7 - 1), { representation: 'date' });
  const narrative = await tx.execute<{ content_html: string }>(
    sql`SELECT content_html FROM change_narratives WHERE project_id = ${projectId}`,
  );
  const changes = await tx.execute<DeckData['changes'][number]>(sql`
    SELECT c.name, to_char(coalesce(c.go_live_date, c.start_date), 'YYYY-MM-DD') AS "goLive",
      count(cig.id) FILTER (WHERE cig.impact_level <> 'N/A')::int AS groups,
      coalesce(sum(CASE cig.impact_level WHEN 'VERY_HIGH' THEN 5 WHEN 'HIGH' THEN 4 WHEN 'MEDIUM' THEN 3
        WHEN 'LOW' THEN 2 WHEN 'VERY_LOW' THEN 1 ELSE 0 END), 0)::int AS load
    FROM changes c LEFT JOIN change_impacted_groups cig ON cig.change_id = c.id
    WHERE c.project_id = ${projectId}
    GROUP BY c.id ORDER BY coalesce(c.go_live_date, c.start_date) NULLS LAST, lower(c.name)`);
  const nextWeeks = await tx.execute<DeckData['nextWeeks'][number]>(sql`
    SELECT to_char(coalesce(c.go_live_date, c.start_date), 'YYYY-MM-DD') AS date, 'Go-live' AS kind, c.name
      FROM changes c WHERE c.project_id = ${projectId}
        AND coalesce(c.go_live_date, c.start_date) BETWEEN ${today}::date AND ${until}::date
    UNION ALL
    SELECT DISTINCT to_char(o.starts_on, 'YYYY-MM-DD'), 'Activity', a.name
      FROM activities a JOIN activity_occurrences o ON o.activity_id = a.id
      WHERE a.project_id = ${projectId} AND o.starts_on BETWEEN ${today}::date AND ${until}::date
    ORDER BY 1, 2, 3 LIMIT 500`);
  const heatmap = await buildHeatmap(tx, user, 'load', {
    filters: { projects: [projectId], start_date: today },
  });
  return {
    organisation: org?.name ?? '',
    format: { locale: org?.locale ?? 'en-GB', timeZone: org?.timeZone ?? 'UTC' },
    today,
    project: {
      name: project.name,
      status: project.status,
      phase: org?.phaseNames[project.activePhase] ?? project.activePhase,
      objective: project.businessObjective,
      startDate: project.startDate,
      endDate: project.endDate,
    },
    narrative: plainText(narrative.rows[0]?.content_html ?? ''),
    changes: changes.rows,
    heatmap,
    readiness: await summariseChanges(tx, [projectId]),
    nextWeeks: nextWeeks.rows,
  };
}
