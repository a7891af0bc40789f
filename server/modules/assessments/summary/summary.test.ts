import { describe, expect, it } from 'vitest';
import { changeImpactPaths } from '../../../../contract/assessments/change-impact';
import {
  readinessMeasuresPaths,
  readinessPaths,
  statusReportsPaths,
} from '../../../../contract/assessments/readiness';
import { scoreChange, summaryPaths } from '../../../../contract/assessments/summary';
import type {
  AvailableAssessments,
  ChangeSummary,
} from '../../../../contract/assessments/summary.schema';
import { assessmentKinds } from '../../../../contract/assessments/assessments';
import { sql } from 'drizzle-orm';
import type { ChangeImpactAssessment } from '../../../../contract/assessments/change-impact.schema';
import type {
  Measure,
  ReadinessAssessment,
} from '../../../../contract/assessments/readiness.schema';
import { apiClient } from '@tests/support/api';
import { useTestServer } from '@tests/support/test-server';
import { assessmentKit } from '../assessments-test-kit';
import { withTenant } from '../../../db/tenant';
import { summariseChanges } from './service';

describe('readiness-and-risk summary per change', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('names the assessments the organisation has switched on: access entry and flag', async () => {
    const kit = assessmentKit(server.db);
    const { org, employee } = await kit.project();
    const all = await api.get<AvailableAssessments>(employee.email, summaryPaths.available());
    expect(all.status).toBe(200);
    expect(all.body.kinds).toEqual([...assessmentKinds]);
    await kit.switchOff(org, 'sentiment_analysis');
    await withTenant(server.db, org.id, (tx) =>
      tx.execute(
        sql`UPDATE feature_flags SET enabled = false WHERE name = 'business_risk_assessment'`,
      ),
    );
    const some = await api.get<AvailableAssessments>(employee.email, summaryPaths.available());
    expect(some.body.kinds).toEqual([
      'CHANGE_IMPACT',
      'READINESS',
      'IMPLEMENTATION_RISK',
      'TRAINING_NEEDS',
    ]);
  });

  it('scores known inputs and says why', () => {
    expect(
      scoreChange({
        impact: { rating: 'VERY_HIGH', group: 'Ward nurses' },
        readiness: { total: 5, red: 2, amber: 1, unreported: 0 },
        businessRisk: { rating: 'HIGH', title: 'Shifts unfilled' },
        implementationRisk: 'MEDIUM',
        sentiment: { rating: 'LOW', group: 'Ward nurses' },
        trainingNeed: null,
      }),
    ).toEqual({
      // 20 impact + 15 readiness (2/5 × 30 + 1/5 × 15) + 16 risk + 15 sentiment + 5 training
      score: 71,
      level: 'HIGH',
      reasons: [
        'Very high impact on Ward nurses',
        '2 of 5 readiness measures red',
        'High business risk: Shifts unfilled',
        'Low sentiment in Ward nurses',
        'Training needs unassessed',
      ],
    });
    expect(
      scoreChange({
        impact: { rating: 'LOW', group: 'Pharmacy' },
        readiness: { total: 2, red: 0, amber: 0, unreported: 0 },
        businessRisk: null,
        implementationRisk: 'VERY_LOW',
        sentiment: { rating: 'VERY_HIGH', group: 'Pharmacy' },
        trainingNeed: 'VERY_LOW',
      }),
    ).toEqual({ score: 14, level: 'LOW', reasons: [] });
  });

  it('rolls each change of a project up from its assessments', async () => {
    const kit = assessmentKit(server.db);
    const ctx = await kit.project();
    const [rota, handover] = ctx.changes;
    const [nurses] = ctx.groups;
    if (!rota || !handover || !nurses) throw new Error('kit');
    const impact = await api.post<ChangeImpactAssessment>(
      ctx.manager.email,
      changeImpactPaths.create(ctx.project.id),
      {},
    );
    await api.patch(ctx.manager.email, changeImpactPaths.detail(impact.body.id), {
      ratings: [{ change: rota.id, impacted_group: nurses.id, rating: 'VERY_HIGH' }],
    });
    const readiness = await api.post<ReadinessAssessment>(
      ctx.manager.email,
      readinessPaths.create(ctx.project.id),
      {},
    );
    const measure = await api.post<Measure>(
      ctx.manager.email,
      readinessMeasuresPaths.create(readiness.body.id),
      {
        measure_type: 'READINESS_METRIC',
        title: 'Nurses trained',
        change: rota.id,
      },
    );
    await api.post(ctx.manager.email, statusReportsPaths.create(measure.body.id), {
      rag_status: 'RED',
    });

    const res = await api.get<ChangeSummary[]>(
      ctx.employee.email,
      summaryPaths.project(ctx.project.id),
    );
    expect(res.status).toBe(404);
    const summaries = await api.get<ChangeSummary[]>(
      ctx.outsider.email,
      summaryPaths.project(ctx.project.id),
    );
    expect(summaries.status).toBe(200);
    const [first, second] = summaries.body;
    expect(first).toMatchObject({
      change_name: 'New rota system',
      impact: 'VERY_HIGH',
      readiness: { total: 1, red: 1 },
      // 20 impact + 30 readiness + 0 risk + 5 sentiment + 5 training
      score: 60,
      level: 'HIGH',
    });
    expect(first?.reasons).toEqual([
      'Very high impact on Ward nurses',
      '1 of 1 readiness measures red',
      'Sentiment unassessed',
      'Training needs unassessed',
    ]);
    expect(second).toMatchObject({ change_name: 'Handover checklist', readiness: { total: 0 } });
    expect(second?.reasons).toContain('No readiness measures');

    // The portfolio's entry point reads several projects at once.
    const other = await kit.make.project(ctx.org);
    await kit.make.change(ctx.org, other, { name: 'Elsewhere' });
    const portfolio = await withTenant(server.db, ctx.org.id, (tx) =>
      summariseChanges(tx, [ctx.project.id, other.id]),
    );
    expect(portfolio.map((s) => s.changeName)).toEqual([
      'New rota system',
      'Handover checklist',
      'Elsewhere',
    ]);
  });
});
