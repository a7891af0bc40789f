import { describe, expect, it } from 'vitest';
import { auditLogPaths } from '@contract/admin/audit-log';
import { referenceListNames, referenceListPaths } from '@contract/admin/reference-lists';
import {
  capabilitiesPaths,
  sentimentPaths,
  trainingNeedsPaths,
} from '@contract/assessments/analyses';
import {
  changeImpactPaths,
  impactCategoriesPaths,
  impactsPaths,
  ratingDescriptionsPaths,
} from '@contract/assessments/change-impact';
import {
  readinessMeasuresPaths,
  readinessPaths,
  statusReportsPaths,
} from '@contract/assessments/readiness';
import {
  businessRiskAssessmentPaths,
  businessRisksPaths,
  changeRiskAssessmentPaths,
  riskCategoriesPaths,
} from '@contract/assessments/risk';
import { summaryPaths } from '@contract/assessments/summary';
import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import { keyMessagesPaths } from '@contract/leaders/key-messages';
import { leaderActionsPaths, leaderTasksPaths } from '@contract/leaders/leader-items';
import { newWaysOfWorkingPaths } from '@contract/leaders/new-ways-of-working';
import { nudgesPaths } from '@contract/leaders/nudges';
import { scoresPaths } from '@contract/leaders/scores';
import { useTestServer } from '@tests/support/test-server';
import { seedScale } from './seed-scale';

const scaleAdmin = 'admin@scale2.changecraft.test';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

/**
 * The areas' own screens read what the scaler wrote: every parameterless read (the portfolio
 * dashboard and heatmaps, the admin lists, Home…) and the main list and detail calls of the
 * assessments and leaders areas on projects holding each kind of data answer 200, so the scaled
 * data breaks none of their rules.
 */
describe('the scaled organisation as the areas read it', () => {
  const server = useTestServer();

  it('answers every read of the admin, assessments, leaders and portfolio screens', async () => {
    const organisationId = await seedScale(server.pool, {
      factor: 2,
      today: new Date(),
    });
    const headers = await server.authAs(scaleAdmin);
    const failed: string[] = [];
    let called = 0;
    const read = async (path: string) => {
      const url = path.startsWith('/') ? path : `/api/v1/${path}`;
      const res = await server.app.inject({ method: 'GET', url, headers });
      called += 1;
      if (res.statusCode !== 200)
        failed.push(`${url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      return res;
    };
    const one = async <T>(text: string): Promise<T[]> =>
      (await server.pool.query(text, [organisationId])).rows as T[];

    const document = (await read('schema/')).json<OpenApiDocument>();
    for (const [path, ops] of Object.entries(document.paths)) {
      if (!ops.get || path.includes('{') || !path.startsWith('/api/v1/')) continue;
      // Downloads and exports need a file or a job first; the rest must read the scaled data.
      if (/export|download|csv|pptx|powerpoint|image/i.test(path)) continue;
      const res = await server.app.inject({ method: 'GET', url: path, headers });
      called += 1;
      if (res.statusCode >= 500)
        failed.push(`${path}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }

    for (const list of referenceListNames) await read(referenceListPaths.list(list));
    await read(auditLogPaths.list({ page_number: 1, page_size: 50 }));

    // Assessments: per kind, a project holding a started one (its ids, ratings, registers).
    const started = await one<{ id: number; project_id: number; kind: string }>(
      `SELECT DISTINCT ON (kind) id, project_id, kind FROM assessments
        WHERE organisation_id = $1 AND status <> 'NOT_STARTED' ORDER BY kind, status DESC, id`,
    );
    expect(started.map((a) => a.kind).sort()).toHaveLength(6);
    for (const a of started) {
      await read(summaryPaths.assessments(a.project_id));
      await read(summaryPaths.project(a.project_id));
      if (a.kind === 'CHANGE_IMPACT') {
        await read(changeImpactPaths.byProject(a.project_id));
        await read(changeImpactPaths.distribution(a.id));
        await read(impactCategoriesPaths.list(a.project_id));
        await read(impactsPaths.list(a.project_id));
        await read(ratingDescriptionsPaths.list('CHANGE_IMPACT'));
      } else if (a.kind === 'READINESS') {
        await read(readinessPaths.byId(a.id));
        await read(readinessPaths.goLiveItems(a.id));
        await read(readinessPaths.dependencies(a.id));
        await read(readinessPaths.byProject(a.project_id));
        await read(readinessMeasuresPaths.list(a.id));
        const [measure] = await one<{ id: number }>(
          `SELECT m.id FROM readiness_measures m JOIN readiness_status_reports r ON r.measure_id = m.id
            WHERE m.organisation_id = $1 AND m.measure_type = 'READINESS_APPROVAL' ORDER BY m.id LIMIT 1`,
        );
        if (measure) await read(statusReportsPaths.list(measure.id));
      } else if (a.kind === 'BUSINESS_RISK') {
        await read(businessRiskAssessmentPaths.detail(a.id));
        await read(businessRisksPaths.list(a.project_id));
        await read(riskCategoriesPaths.byProject(a.project_id));
      } else if (a.kind === 'IMPLEMENTATION_RISK') {
        await read(changeRiskAssessmentPaths.detail(a.id));
      } else if (a.kind === 'SENTIMENT') {
        await read(sentimentPaths.detail(a.id));
        await read(sentimentPaths.scores(a.project_id));
      } else {
        await read(trainingNeedsPaths.detail(a.id));
        await read(capabilitiesPaths.byChange(a.project_id));
        await read(capabilitiesPaths.items(a.project_id));
      }
    }

    // Leaders: a project with a live cycle, its groups, items and scores.
    const [cycle] = await one<{
      id: number;
      project_id: number;
      group_id: number;
      plan_id: number;
    }>(
      `SELECT c.id, c.project_id, min(g.impacted_group_id) AS group_id, min(g.id) AS plan_id
         FROM activation_cycles c JOIN activation_cycle_groups g ON g.cycle_id = c.id
        WHERE c.organisation_id = $1 AND c.start_date <= current_date
        GROUP BY c.id ORDER BY c.start_date DESC, c.id LIMIT 1`,
    );
    if (!cycle) throw new Error('no cycle seeded');
    await read(activationCyclesPaths.byProject(cycle.project_id));
    await read(activationCyclesPaths.byGroup(cycle.group_id, true));
    await read(activationCyclesPaths.activities(cycle.id));
    await read(activationCyclesPaths.plan(cycle.id));
    await read(keyMessagesPaths.list({ activation_cycle: cycle.id }));
    await read(leaderTasksPaths.list({ activation_cycle_id: cycle.id }));
    await read(
      leaderTasksPaths.projectTasks(cycle.project_id, { leader_group_change_plan: cycle.plan_id }),
    );
    await read(leaderTasksPaths.personalStats({ activation_cycle_id: cycle.id }));
    await read(leaderActionsPaths.list({ activation_cycle_id: cycle.id }));
    await read(newWaysOfWorkingPaths.list(cycle.id));
    await read(newWaysOfWorkingPaths.adoption(cycle.project_id));
    await read(nudgesPaths.byCycle(cycle.id));
    await read(scoresPaths.activationForProject(cycle.project_id));
    await read(scoresPaths.engagementForProject(cycle.project_id));
    await read(scoresPaths.activationForGroup(cycle.group_id));
    await read(scoresPaths.engagementForPortfolio());

    expect(failed).toEqual([]);
    expect(called).toBeGreaterThan(100);
  }, 120_000);
});
