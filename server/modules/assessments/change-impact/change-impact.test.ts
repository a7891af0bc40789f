import { beforeAll, describe, expect, it } from 'vitest';
import {
  changeImpactPaths,
  impactCategoriesPaths,
  impactScoreRatingsPaths,
  impactsPaths,
  ratingDescriptionsPaths,
} from '../../../../contract/assessments/change-impact';
import type {
  ChangeImpactAssessment,
  DimensionName,
  Impact,
  ImpactCategory,
  ImpactDistribution,
  ImpactScoreRating,
  RatingDescription,
} from '../../../../contract/assessments/change-impact.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { apiClient } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { assessmentKit } from '../assessments-test-kit';

describe('change impact', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let ctx: Awaited<ReturnType<ReturnType<typeof assessmentKit>['project']>>;
  let assessment: ChangeImpactAssessment;
  beforeAll(async () => {
    ctx = await assessmentKit(server.db).project();
    const res = await api.post<ChangeImpactAssessment>(
      ctx.manager.email,
      changeImpactPaths.create(ctx.project.id),
      { name: 'Rota impact' },
    );
    expect(res.status).toBe(201);
    assessment = res.body;
  });

  it('starts one assessment per project, with the project’s changes and impacted groups as its grid', async () => {
    expect(assessment).toMatchObject({
      kind: 'CHANGE_IMPACT',
      status: 'NOT_STARTED',
      name: 'Rota impact',
      owner: { id: ctx.manager.id },
      can_edit: true,
      ratings: [],
    });
    expect(assessment.changes.map((c) => c.name)).toEqual([
      'New rota system',
      'Handover checklist',
    ]);
    expect(assessment.impacted_groups.map((g) => g.name)).toEqual(['Pharmacy', 'Ward nurses']);
    const again = await api.post<FieldErrors>(
      ctx.manager.email,
      changeImpactPaths.create(ctx.project.id),
      {},
    );
    expect(again.status).toBe(400);
    expect(again.body.project?.[0]).toMatch(/already has a change impact assessment/);
  });

  it('rates cells, empties them with null, and the distribution follows', async () => {
    const [rota, handover] = ctx.changes;
    const [nurses, pharmacy] = ctx.groups;
    if (!rota || !handover || !nurses || !pharmacy) throw new Error('kit');
    const res = await api.patch<ChangeImpactAssessment>(
      ctx.manager.email,
      changeImpactPaths.detail(assessment.id),
      {
        ratings: [
          { change: rota.id, impacted_group: nurses.id, rating: 'VERY_HIGH', note: 'New shifts' },
          { change: rota.id, impacted_group: pharmacy.id, rating: 'LOW' },
          { change: handover.id, impacted_group: nurses.id, rating: 'MEDIUM' },
          { change: handover.id, impacted_group: pharmacy.id, rating: 'HIGH' },
        ],
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('IN_PROGRESS');
    expect(res.body.ratings).toHaveLength(4);
    const emptied = await api.patch<ChangeImpactAssessment>(
      ctx.manager.email,
      changeImpactPaths.detail(assessment.id),
      { ratings: [{ change: handover.id, impacted_group: pharmacy.id, rating: null }] },
    );
    expect(emptied.body.ratings).toHaveLength(3);
    expect(
      emptied.body.ratings.find((r) => r.change === rota.id && r.impacted_group === nurses.id),
    ).toMatchObject({
      rating: 'VERY_HIGH',
      note: 'New shifts',
      updated_by: { id: ctx.manager.id },
    });

    const dist = await api.get<ImpactDistribution>(
      ctx.manager.email,
      changeImpactPaths.distribution(assessment.id),
    );
    expect(dist.status).toBe(200);
    expect(dist.body).toMatchObject({ rated_cells: 3, total_cells: 4 });
    expect(dist.body.counts).toMatchObject({ VERY_HIGH: 1, MEDIUM: 1, LOW: 1, HIGH: 0 });
    // Ward nurses: VERY_HIGH 5 + MEDIUM 3; Pharmacy: LOW 2.
    expect(dist.body.by_group.map((g) => [g.name, g.weighted_score])).toEqual([
      ['Pharmacy', 2],
      ['Ward nurses', 8],
    ]);
    expect(dist.body.by_change.map((c) => [c.name, c.highest])).toEqual([
      ['New rota system', 'VERY_HIGH'],
      ['Handover checklist', 'MEDIUM'],
    ]);

    const scores = await api.get<ImpactScoreRating[]>(
      ctx.manager.email,
      impactScoreRatingsPaths.list('OVERALL', [nurses.id]),
    );
    expect(scores.body.map((s) => [s.change_name, s.rating])).toEqual([
      ['New rota system', 'VERY_HIGH'],
      ['Handover checklist', 'MEDIUM'],
    ]);
  });

  it('refuses cells outside the project and read-only callers', async () => {
    const kit = assessmentKit(server.db);
    const elsewhere = await kit.make.project(ctx.org);
    const otherChange = await kit.make.change(ctx.org, elsewhere);
    const [nurses] = ctx.groups;
    if (!nurses) throw new Error('kit');
    const bad = await api.patch<FieldErrors>(
      ctx.manager.email,
      changeImpactPaths.detail(assessment.id),
      {
        ratings: [{ change: otherChange.id, impacted_group: nurses.id, rating: 'LOW' }],
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.ratings).toEqual([`Not a change of this project: ${otherChange.id}.`]);
    const readOnly = await api.patch(ctx.outsider.email, changeImpactPaths.detail(assessment.id), {
      notes: 'x',
    });
    expect(readOnly.status).toBe(403);
    const unseen = await api.get(ctx.employee.email, changeImpactPaths.byProject(ctx.project.id));
    expect(unseen.status).toBe(404);
    const read = await api.get<ChangeImpactAssessment>(
      ctx.outsider.email,
      changeImpactPaths.byProject(ctx.project.id),
    );
    expect(read.status).toBe(200);
    expect(read.body.can_edit).toBe(false);
  });

  it('keeps categories and impacts, by project or by category for scoring', async () => {
    const [rota] = ctx.changes;
    const [nurses] = ctx.groups;
    if (!rota || !nurses) throw new Error('kit');
    const cat = await api.post<ImpactCategory>(ctx.manager.email, impactCategoriesPaths.create(), {
      project: ctx.project.id,
      name: 'Ways of working',
    });
    expect(cat.status).toBe(201);
    const scored = await api.post<Impact>(ctx.manager.email, impactsPaths.create(), {
      project: ctx.project.id,
      change: rota.id,
      category: cat.body.id,
      interaction_kind: 'SYSTEM_INTERACTION',
      description: 'Nurses book shifts in the new app',
      rating: 'HIGH',
      impacted_groups: [nurses.id],
    });
    expect(scored.status).toBe(201);
    expect(scored.body).toMatchObject({
      change_name: 'New rota system',
      category_name: 'Ways of working',
      impacted_groups: [{ id: nurses.id, name: 'Ward nurses' }],
    });
    const unscored = await api.post<Impact>(ctx.manager.email, impactsPaths.create(), {
      project: ctx.project.id,
      change: rota.id,
      category: cat.body.id,
      interaction_kind: 'OTHER',
      description: 'Paper rota retired',
    });
    expect(unscored.status).toBe(201);
    const forScoring = await api.get<Impact[]>(
      ctx.manager.email,
      impactsPaths.byCategory(ctx.project.id, cat.body.id, true),
    );
    expect(forScoring.body.map((i) => i.id)).toEqual([scored.body.id]);
    const all = await api.get<Impact[]>(ctx.manager.email, impactsPaths.list(ctx.project.id));
    expect(all.body).toHaveLength(2);

    const badKind = await api.post<FieldErrors>(ctx.manager.email, impactsPaths.create(), {
      project: ctx.project.id,
      change: rota.id,
      interaction_kind: 'TELEPATHY',
      description: 'x',
    });
    expect(badKind.status).toBe(400);
    expect(Object.keys(badKind.body)).toEqual(['interaction_kind']);

    const edited = await api.patch<Impact>(
      ctx.manager.email,
      impactsPaths.detail(unscored.body.id),
      {
        impacted_groups: [nurses.id],
        rating: 'LOW',
      },
    );
    expect(edited.body).toMatchObject({ rating: 'LOW', impacted_groups: [{ id: nurses.id }] });
    const cats = await api.get<ImpactCategory[]>(
      ctx.manager.email,
      impactCategoriesPaths.list(ctx.project.id),
    );
    expect(cats.body).toMatchObject([{ name: 'Ways of working', impact_count: 2 }]);
    const renamed = await api.patch<ImpactCategory>(
      ctx.manager.email,
      impactCategoriesPaths.detail(cat.body.id),
      { name: 'Working day' },
    );
    expect(renamed.body.name).toBe('Working day');
    expect(
      (await api.delete(ctx.manager.email, impactCategoriesPaths.detail(cat.body.id))).status,
    ).toBe(204);
    const after = await api.get<Impact[]>(ctx.manager.email, impactsPaths.list(ctx.project.id));
    expect(after.body.map((i) => i.category)).toEqual([null, null]);
    expect((await api.delete(ctx.manager.email, impactsPaths.detail(scored.body.id))).status).toBe(
      204,
    );
  });

  it('names the dimensions and describes each level per item type', async () => {
    const dims = await api.get<DimensionName[]>(
      ctx.employee.email,
      impactScoreRatingsPaths.dimensionNames(),
    );
    expect(dims.body[0]).toEqual({ key: 'OVERALL', label: 'Overall impact' });
    const list = await api.get<RatingDescription[]>(
      ctx.employee.email,
      ratingDescriptionsPaths.list('SENTIMENT'),
    );
    expect(list.body.map((d) => d.level)).toEqual([
      'VERY_HIGH',
      'HIGH',
      'MEDIUM',
      'LOW',
      'VERY_LOW',
    ]);
    const first = list.body[0];
    if (!first) throw new Error('descriptions');
    const one = await api.get<RatingDescription>(
      ctx.employee.email,
      ratingDescriptionsPaths.detail(first.id, 'SENTIMENT'),
    );
    expect(one.body.description).toMatch(/Champions/);
    const wrongType = await api.get(
      ctx.employee.email,
      ratingDescriptionsPaths.detail(first.id, 'BUSINESS_RISK'),
    );
    expect(wrongType.status).toBe(404);
  });

  it('lets an admin reword a level, for every project of the organisation only', async () => {
    const list = await api.get<RatingDescription[]>(
      ctx.employee.email,
      ratingDescriptionsPaths.list('CHANGE_IMPACT'),
    );
    const high = list.body.find((d) => d.level === 'HIGH');
    if (!high) throw new Error('descriptions');
    const admin = await factories(server.db).user(ctx.org, { role: 'ADMIN' });
    const path = ratingDescriptionsPaths.update(high.id);
    // A change manager without tool access may not; empty or long words are refused.
    expect((await api.patch(ctx.manager.email, path, { description: 'Hard' })).status).toBe(403);
    const empty = await api.patch<FieldErrors>(admin.email, path, { description: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.description).toEqual([
      'Describe what this level means, in 500 characters or fewer.',
    ]);
    expect((await api.patch(admin.email, path, { description: 'x'.repeat(501) })).status).toBe(400);
    expect((await api.patch(admin.email, path, { level: 'LOW' })).status).toBe(400);
    const saved = await api.patch<RatingDescription>(admin.email, path, {
      description: ' Core tasks change; plan training. ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...high, description: 'Core tasks change; plan training.' });
    const reread = await api.get<RatingDescription[]>(
      ctx.employee.email,
      ratingDescriptionsPaths.list('CHANGE_IMPACT'),
    );
    expect(reread.body.find((d) => d.id === high.id)?.description).toBe(
      'Core tasks change; plan training.',
    );
    // Another organisation's admin neither sees nor changes it.
    const other = await assessmentKit(server.db).project();
    const otherAdmin = await factories(server.db).user(other.org, { role: 'ADMIN' });
    expect((await api.patch(otherAdmin.email, path, { description: 'Mine' })).status).toBe(404);
  });

  it('answers 403 once the organisation switches change impact off', async () => {
    const kit = assessmentKit(server.db);
    const other = await kit.project();
    await kit.switchOff(other.org, 'change_impact');
    const res = await api.post<{ detail: string }>(
      other.manager.email,
      changeImpactPaths.create(other.project.id),
      {},
    );
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/switched off the change impact assessment/);
  });
});
