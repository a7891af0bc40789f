import { beforeAll, describe, expect, it } from 'vitest';
import {
  businessRiskAssessmentPaths,
  businessRisksPaths,
  changeRiskAssessmentPaths,
  riskCategoriesPaths,
} from '../../../../contract/assessments/risk';
import type {
  BusinessRisk,
  BusinessRiskAssessment,
  ChangeRiskAssessment,
  RiskCategory,
} from '../../../../contract/assessments/risk.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { apiClient } from '@tests/support/api';
import { useTestServer } from '@tests/support/test-server';
import { assessmentKit } from '../assessments-test-kit';

describe('business and implementation risk', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let ctx: Awaited<ReturnType<ReturnType<typeof assessmentKit>['project']>>;
  beforeAll(async () => {
    ctx = await assessmentKit(server.db).project();
  });

  async function put<T>(email: string, path: string, payload: unknown) {
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/${path}`,
      headers: await server.authAs(email),
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json<T>() };
  }

  it('keeps business risks under categories and rates them in the assessment', async () => {
    const admin = await assessmentKit(server.db).make.user(ctx.org, { role: 'ADMIN' });
    const orgWide = await api.post<RiskCategory>(admin.email, riskCategoriesPaths.create(), {
      name: 'Patient safety',
    });
    expect(orgWide.status).toBe(201);
    expect(orgWide.body.project).toBeNull();
    const notAdmin = await api.post(ctx.manager.email, riskCategoriesPaths.create(), { name: 'x' });
    expect(notAdmin.status).toBe(403);
    const own = await api.post<RiskCategory>(ctx.manager.email, riskCategoriesPaths.create(), {
      name: 'Staffing',
      project: ctx.project.id,
    });
    expect(own.status).toBe(201);

    const risk = await api.post<BusinessRisk>(ctx.manager.email, businessRisksPaths.create(), {
      project: ctx.project.id,
      title: 'Shifts unfilled during cut-over',
      category: own.body.id,
      change: ctx.changes[0]?.id,
      mitigation: 'Bank staff on standby',
    });
    expect(risk.status).toBe(201);
    const second = await api.post<BusinessRisk>(ctx.manager.email, businessRisksPaths.create(), {
      project: ctx.project.id,
      title: 'Medication round delayed',
      category: orgWide.body.id,
    });
    expect(second.status).toBe(201);

    const assessment = await api.post<BusinessRiskAssessment>(
      ctx.manager.email,
      businessRiskAssessmentPaths.create(ctx.project.id),
      {},
    );
    expect(assessment.body.unrated_risks.map((r) => r.title)).toEqual([
      'Shifts unfilled during cut-over',
      'Medication round delayed',
    ]);
    const rated = await api.patch<BusinessRiskAssessment>(
      ctx.manager.email,
      businessRiskAssessmentPaths.detail(assessment.body.id),
      { assigned_ratings: [{ business_risk: risk.body.id, risk_rating: 'HIGH' }] },
    );
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({
      status: 'IN_PROGRESS',
      assigned_ratings: [
        { business_risk: risk.body.id, risk_rating: 'HIGH', category_name: 'Staffing' },
      ],
      unrated_risks: [{ title: 'Medication round delayed' }],
    });
    const stranger = await assessmentKit(server.db).make.project(ctx.org);
    const elsewhere = await api.post<BusinessRisk>(ctx.manager.email, businessRisksPaths.create(), {
      project: stranger.id,
      title: 'Elsewhere',
    });
    expect(elsewhere.status).toBe(403);

    const grouped = await api.get<RiskCategory[]>(
      ctx.manager.email,
      riskCategoriesPaths.byProject(ctx.project.id),
    );
    expect(
      grouped.body.map((c) => [c.name, c.risks?.map((r) => [r.title, r.risk_rating])]),
    ).toEqual([
      ['Patient safety', [['Medication round delayed', null]]],
      ['Staffing', [['Shifts unfilled during cut-over', 'HIGH']]],
    ]);
    const orgList = await api.get<RiskCategory[]>(ctx.manager.email, riskCategoriesPaths.list());
    expect(orgList.body.map((c) => c.name)).toEqual(['Patient safety']);

    const edited = await api.patch<BusinessRisk>(
      ctx.manager.email,
      businessRisksPaths.detail(second.body.id),
      {
        archived: true,
      },
    );
    expect(edited.body.archived).toBe(true);
    const renamed = await api.patch<RiskCategory>(
      ctx.manager.email,
      riskCategoriesPaths.detail(own.body.id),
      {
        name: 'Staffing levels',
      },
    );
    expect(renamed.body.name).toBe('Staffing levels');
    expect(
      (await api.delete(ctx.manager.email, riskCategoriesPaths.detail(own.body.id))).status,
    ).toBe(204);
    const risks = await api.get<BusinessRisk[]>(
      ctx.manager.email,
      businessRisksPaths.list(ctx.project.id),
    );
    expect(risks.body.map((r) => r.category_name)).toEqual([null, 'Patient safety']);
    expect(
      (await api.delete(ctx.manager.email, businessRisksPaths.detail(second.body.id))).status,
    ).toBe(204);
    const read = await api.get<BusinessRiskAssessment>(
      ctx.outsider.email,
      businessRiskAssessmentPaths.detail(assessment.body.id),
    );
    expect(read.body.can_edit).toBe(false);
  });

  it('starts an implementation risk assessment, rates and reorders its changes', async () => {
    const created = await api.post<ChangeRiskAssessment>(
      ctx.manager.email,
      changeRiskAssessmentPaths.create(ctx.project.id),
      {},
    );
    expect(created.body).toMatchObject({ status: 'NOT_STARTED', changes: [] });
    const [rota, handover] = ctx.changes;
    if (!rota || !handover) throw new Error('kit');
    const early = await put<FieldErrors>(
      ctx.manager.email,
      changeRiskAssessmentPaths.reorder(created.body.id),
      {
        changes: [handover.id, rota.id],
      },
    );
    expect(early.status).toBe(400);

    const started = await api.post<ChangeRiskAssessment>(
      ctx.manager.email,
      changeRiskAssessmentPaths.start(created.body.id),
      {},
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: 'IN_PROGRESS',
      started_by: { id: ctx.manager.id },
    });
    expect(started.body.changes.map((c) => [c.change_name, c.position])).toEqual([
      ['New rota system', 0],
      ['Handover checklist', 1],
    ]);

    const rated = await api.patch<ChangeRiskAssessment>(
      ctx.manager.email,
      changeRiskAssessmentPaths.detail(created.body.id),
      {
        changes: [
          { change: rota.id, rating: 'VERY_HIGH', rationale: 'Union consultation pending' },
        ],
      },
    );
    expect(rated.body.changes[0]).toMatchObject({
      rating: 'VERY_HIGH',
      rationale: 'Union consultation pending',
    });

    const partial = await put<FieldErrors>(
      ctx.manager.email,
      changeRiskAssessmentPaths.reorder(created.body.id),
      {
        changes: [handover.id],
      },
    );
    expect(partial.status).toBe(400);
    const twice = await put<FieldErrors>(
      ctx.manager.email,
      changeRiskAssessmentPaths.reorder(created.body.id),
      {
        changes: [handover.id, handover.id],
      },
    );
    expect(twice.status).toBe(400);
    const reordered = await put<ChangeRiskAssessment>(
      ctx.manager.email,
      changeRiskAssessmentPaths.reorder(created.body.id),
      { changes: [handover.id, rota.id] },
    );
    expect(reordered.status).toBe(200);
    expect(reordered.body.changes.map((c) => [c.change_name, c.position, c.rating])).toEqual([
      ['Handover checklist', 0, null],
      ['New rota system', 1, 'VERY_HIGH'],
    ]);

    const added = await assessmentKit(server.db).make.change(ctx.org, ctx.project, {
      name: 'E-prescribing',
    });
    const restarted = await api.post<ChangeRiskAssessment>(
      ctx.manager.email,
      changeRiskAssessmentPaths.start(created.body.id),
      {},
    );
    expect(restarted.body.changes.map((c) => c.change)).toEqual([handover.id, rota.id, added.id]);
    const readOnly = await put(
      ctx.outsider.email,
      changeRiskAssessmentPaths.reorder(created.body.id),
      {
        changes: [rota.id, handover.id, added.id],
      },
    );
    expect(readOnly.status).toBe(403);
    const fetched = await api.get<ChangeRiskAssessment>(
      ctx.outsider.email,
      changeRiskAssessmentPaths.detail(created.body.id),
    );
    expect(fetched.body.changes).toHaveLength(3);
  });
});
