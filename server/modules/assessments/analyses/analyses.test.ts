import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  capabilitiesPaths,
  sentimentPaths,
  trainingNeedsPaths,
} from '../../../../contract/assessments/analyses';
import type {
  Analysis,
  CapabilitiesByChange,
  Capability,
  CapabilityItemGroups,
  SentimentScore,
} from '../../../../contract/assessments/analyses.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { withTenant } from '../../../db/tenant';
import { projectGroups } from '../../../db/schema/project-groups';
import { apiClient } from '@tests/support/api';
import { useTestServer } from '@tests/support/test-server';
import { assessmentKit } from '../assessments-test-kit';
import { levelOfAverage } from './service';

describe('sentiment and training needs', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let ctx: Awaited<ReturnType<ReturnType<typeof assessmentKit>['project']>>;
  let sponsors: number;
  beforeAll(async () => {
    ctx = await assessmentKit(server.db).project();
    const [row] = await withTenant(server.db, ctx.org.id, (tx) =>
      tx
        .insert(projectGroups)
        .values({
          projectId: ctx.project.id,
          name: 'Board',
          groupType: 'Sponsor',
          groupRole: 'SPONSOR',
        })
        .returning({ id: projectGroups.id }),
    );
    sponsors = row?.id ?? 0;
  });

  it('rounds a mean to the nearest level, the lower one on a tie', () => {
    expect(levelOfAverage(4.6)).toBe('VERY_HIGH');
    expect(levelOfAverage(3.5)).toBe('MEDIUM');
    expect(levelOfAverage(1.2)).toBe('VERY_LOW');
  });

  it('rates sentiment of every group, scores it per group, completes and locks it', async () => {
    const [rota, handover] = ctx.changes;
    const [nurses, pharmacy] = ctx.groups;
    if (!rota || !handover || !nurses || !pharmacy) throw new Error('kit');
    const created = await api.post<Analysis>(
      ctx.manager.email,
      sentimentPaths.create(ctx.project.id),
      {},
    );
    expect(created.status).toBe(201);
    expect(created.body.impacted_groups.map((g) => [g.name, g.group_type])).toEqual([
      ['Board', 'Sponsor'],
      ['Pharmacy', 'Impacted'],
      ['Ward nurses', 'Impacted'],
    ]);
    const id = created.body.id;
    const rated = await api.patch<Analysis>(ctx.manager.email, sentimentPaths.detail(id), {
      ratings: [
        { change: rota.id, impacted_group: nurses.id, rating: 'LOW' },
        { change: handover.id, impacted_group: nurses.id, rating: 'VERY_LOW' },
        { change: rota.id, impacted_group: sponsors, rating: 'VERY_HIGH' },
        { change: rota.id, impacted_group: pharmacy.id, rating: 'N/A' },
      ],
    });
    expect(rated.status).toBe(200);
    const scores = await api.get<SentimentScore[]>(
      ctx.manager.email,
      sentimentPaths.scores(ctx.project.id),
    );
    expect(scores.body.map((s) => [s.name, s.average, s.level, s.rated_changes])).toEqual([
      ['Board', 5, 'VERY_HIGH', 1],
      ['Pharmacy', null, null, 1],
      ['Ward nurses', 1.5, 'VERY_LOW', 2],
    ]);
    const impactedOnly = await api.get<SentimentScore[]>(
      ctx.manager.email,
      sentimentPaths.scores(ctx.project.id, 'Impacted'),
    );
    expect(impactedOnly.body.map((s) => s.name)).toEqual(['Pharmacy', 'Ward nurses']);

    const completed = await api.post<Analysis>(ctx.manager.email, sentimentPaths.complete(id), {});
    expect(completed.body).toMatchObject({
      status: 'COMPLETED',
      completed_by: { id: ctx.manager.id },
    });
    expect(completed.body.completed_at).not.toBeNull();
    const locked = await api.patch<{ detail: string }>(
      ctx.manager.email,
      sentimentPaths.detail(id),
      {
        ratings: [{ change: rota.id, impacted_group: nurses.id, rating: 'HIGH' }],
      },
    );
    expect(locked.status).toBe(409);
    expect((await api.post(ctx.manager.email, sentimentPaths.complete(id), {})).status).toBe(409);

    const notOwner = await api.patch(ctx.outsider.email, sentimentPaths.ownerUpdate(id), {
      ratings: [{ change: rota.id, impacted_group: nurses.id, rating: 'HIGH' }],
      reason: 'x',
    });
    expect(notOwner.status).toBe(403);
    const noReason = await api.patch<FieldErrors>(
      ctx.manager.email,
      sentimentPaths.ownerUpdate(id),
      {
        ratings: [{ change: rota.id, impacted_group: nurses.id, rating: 'HIGH' }],
      },
    );
    expect(noReason.body.reason).toEqual(['Say why the completed analysis changes.']);
    const adjusted = await api.patch<Analysis>(ctx.manager.email, sentimentPaths.ownerUpdate(id), {
      ratings: [
        { change: rota.id, impacted_group: nurses.id, rating: 'HIGH' },
        { change: rota.id, impacted_group: sponsors, rating: 'VERY_HIGH' },
      ],
      reason: 'Nurses warmed up after the pilot',
    });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body.status).toBe('COMPLETED');
    // The sponsors' cell did not change, so only one adjustment is recorded.
    expect(adjusted.body.adjustments).toMatchObject([
      {
        change: rota.id,
        impacted_group: nurses.id,
        before: 'LOW',
        after: 'HIGH',
        changed_by: { id: ctx.manager.id },
      },
    ]);
    const read = await api.get<Analysis>(ctx.outsider.email, sentimentPaths.detail(id));
    expect(read.body.can_edit).toBe(false);
  });

  it('keeps capabilities by change and lists what each group needs with its training need', async () => {
    const [rota, handover] = ctx.changes;
    const [nurses, pharmacy] = ctx.groups;
    if (!rota || !handover || !nurses || !pharmacy) throw new Error('kit');
    const analysis = await api.post<Analysis>(
      ctx.manager.email,
      trainingNeedsPaths.create(ctx.project.id),
      {},
    );
    expect(analysis.body.impacted_groups.map((g) => g.name)).toEqual(['Pharmacy', 'Ward nurses']);
    const stakeholderCell = await api.patch<FieldErrors>(
      ctx.manager.email,
      trainingNeedsPaths.detail(analysis.body.id),
      { ratings: [{ change: rota.id, impacted_group: sponsors, rating: 'HIGH' }] },
    );
    expect(stakeholderCell.status).toBe(400);
    await api.patch(ctx.manager.email, trainingNeedsPaths.detail(analysis.body.id), {
      ratings: [{ change: rota.id, impacted_group: nurses.id, rating: 'HIGH' }],
    });

    const booking = await api.post<Capability>(ctx.manager.email, capabilitiesPaths.create(), {
      project: ctx.project.id,
      change: rota.id,
      name: 'Book shifts in the app',
      competency_level: 'PROFICIENT',
      training_activity_type: 'Hands-on workshop',
      impacted_groups: [nurses.id, pharmacy.id],
    });
    expect(booking.status).toBe(201);
    const handoverCap = await api.post<Capability>(ctx.manager.email, capabilitiesPaths.create(), {
      project: ctx.project.id,
      change: handover.id,
      name: 'Use the checklist',
      competency_level: 'AWARE',
      training_activity_type: 'E-learning',
      impacted_groups: [nurses.id],
    });
    const badLevel = await api.post<FieldErrors>(ctx.manager.email, capabilitiesPaths.create(), {
      project: ctx.project.id,
      change: rota.id,
      name: 'x',
      competency_level: 'GURU',
    });
    expect(Object.keys(badLevel.body)).toEqual(['competency_level']);

    const byChange = await api.get<CapabilitiesByChange>(
      ctx.manager.email,
      capabilitiesPaths.byChange(ctx.project.id),
    );
    expect(byChange.body.map((g) => [g.change_name, g.capabilities.map((c) => c.name)])).toEqual([
      ['New rota system', ['Book shifts in the app']],
      ['Handover checklist', ['Use the checklist']],
    ]);
    const byType = await api.get<CapabilityItemGroups>(
      ctx.manager.email,
      capabilitiesPaths.items(ctx.project.id, { groupBy: 'training_activity_type' }),
    );
    expect(byType.body.map((g) => [g.label, g.items.length])).toEqual([
      ['Hands-on workshop', 2],
      ['E-learning', 1],
    ]);
    const forNurses = await api.get<CapabilityItemGroups>(
      ctx.manager.email,
      capabilitiesPaths.items(ctx.project.id, { impactedGroups: [nurses.id] }),
    );
    expect(forNurses.body[0]?.items.map((i) => [i.capability_name, i.training_need])).toEqual([
      ['Book shifts in the app', 'HIGH'],
      ['Use the checklist', null],
    ]);
    const edited = await api.patch<Capability>(
      ctx.manager.email,
      capabilitiesPaths.detail(handoverCap.body.id),
      {
        competency_level: 'KNOWLEDGEABLE',
        impacted_groups: [pharmacy.id],
      },
    );
    expect(edited.body).toMatchObject({
      competency_level: 'KNOWLEDGEABLE',
      impacted_groups: [{ name: 'Pharmacy' }],
    });
    expect(
      (await api.delete(ctx.manager.email, capabilitiesPaths.detail(handoverCap.body.id))).status,
    ).toBe(204);
    const levels = await api.get<{ key: string }[]>(
      ctx.employee.email,
      capabilitiesPaths.competencyLevels(),
    );
    expect(levels.body.map((l) => l.key)).toEqual([
      'AWARE',
      'KNOWLEDGEABLE',
      'PROFICIENT',
      'EXPERT',
    ]);

    const done = await api.post<Analysis>(
      ctx.manager.email,
      trainingNeedsPaths.complete(analysis.body.id),
      {},
    );
    expect(done.body.status).toBe('COMPLETED');
    const count = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM assessments WHERE project_id = ${ctx.project.id}`,
    );
    expect(count.rows[0]?.n).toBe(2);
  });
});
