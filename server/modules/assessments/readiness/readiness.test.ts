import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readinessMeasuresPaths,
  readinessPaths,
  statusReportsPaths,
} from '../../../../contract/assessments/readiness';
import type {
  ApprovalReminderResult,
  DependencyItem,
  GoLiveItem,
  Measure,
  ReadinessAssessment,
  StatusReport,
} from '../../../../contract/assessments/readiness.schema';
import { deliverablesPaths, milestonesPaths } from '../../../../contract/projects/work-plan';
import type { Deliverable } from '../../../../contract/projects/work-plan.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { apiClient } from '@tests/support/api';
import { useTestServer } from '@tests/support/test-server';
import { assessmentKit } from '../assessments-test-kit';

describe('readiness', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let ctx: Awaited<ReturnType<ReturnType<typeof assessmentKit>['project']>>;
  let readiness: ReadinessAssessment;
  beforeAll(async () => {
    ctx = await assessmentKit(server.db).project();
    const res = await api.post<ReadinessAssessment>(
      ctx.manager.email,
      readinessPaths.create(ctx.project.id),
      { go_live_date: '2027-03-01' },
    );
    expect(res.status).toBe(201);
    readiness = res.body;
  });

  it('reads the assessment by project or by id', async () => {
    const byProject = await api.get<ReadinessAssessment>(
      ctx.outsider.email,
      readinessPaths.byProject(ctx.project.id),
    );
    expect(byProject.body).toMatchObject({
      id: readiness.id,
      go_live_date: '2027-03-01',
      can_edit: false,
      measure_count: 0,
    });
    const byId = await api.get<ReadinessAssessment>(
      ctx.manager.email,
      readinessPaths.byId(readiness.id),
    );
    expect(byId.body.can_edit).toBe(true);
    const neither = await api.get<FieldErrors>(
      ctx.manager.email,
      'change-readiness-assessment/get_change_readiness_assessment/',
    );
    expect(neither.status).toBe(400);
    const patched = await api.patch<ReadinessAssessment>(
      ctx.manager.email,
      readinessPaths.detail(readiness.id),
      {
        notes: 'Wave 1',
      },
    );
    expect(patched.body.notes).toBe('Wave 1');
  });

  it('links deliverables and milestones as go-live items, only to their own project’s assessment', async () => {
    const kit = assessmentKit(server.db);
    const due = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const deliverable = await kit.make.deliverable(ctx.org, ctx.project, {
      name: 'Runbook',
      dueDate: due,
    });
    const milestone = await kit.make.milestone(ctx.org, ctx.project, { name: 'Cut-over' });
    const linked = await api.patch<Deliverable>(
      ctx.manager.email,
      deliverablesPaths.detail(deliverable.id),
      {
        readiness_assessment_id: readiness.id,
      },
    );
    expect(linked.status).toBe(200);
    expect(
      (
        await api.patch(ctx.manager.email, milestonesPaths.detail(milestone.id), {
          readiness_id: readiness.id,
        })
      ).status,
    ).toBe(200);
    const other = await kit.make.project(ctx.org, { team: [ctx.manager] });
    const stray = await kit.make.deliverable(ctx.org, other);
    const refused = await api.patch<FieldErrors>(
      ctx.manager.email,
      deliverablesPaths.detail(stray.id),
      {
        readiness_assessment_id: readiness.id,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.readiness_assessment_id).toEqual([
      'Choose the readiness assessment of this project.',
    ]);

    const items = await api.get<GoLiveItem[]>(
      ctx.manager.email,
      readinessPaths.goLiveItems(readiness.id),
    );
    expect(items.body.map((i) => [i.kind, i.name, i.state])).toEqual([
      ['DELIVERABLE', 'Runbook', 'Overdue'],
      ['MILESTONE', 'Cut-over', 'Open'],
    ]);
  });

  it('keeps measures by type, with status reports over time and the dependencies table', async () => {
    const [rota] = ctx.changes;
    if (!rota) throw new Error('kit');
    const metric = await api.post<Measure>(
      ctx.manager.email,
      readinessMeasuresPaths.create(readiness.id),
      {
        measure_type: 'READINESS_METRIC',
        title: 'Nurses trained',
        target: '95%',
        owner: ctx.manager.id,
        change: rota.id,
      },
    );
    expect(metric.status).toBe(201);
    const dependency = await api.post<Measure>(
      ctx.manager.email,
      readinessMeasuresPaths.create(readiness.id),
      {
        measure_type: 'CHANGE_DEPENDENCY',
        title: 'Payroll interface live',
        due_date: '2027-02-01',
      },
    );
    const badApprover = await api.post<FieldErrors>(
      ctx.manager.email,
      readinessMeasuresPaths.create(readiness.id),
      {
        measure_type: 'READINESS_METRIC',
        title: 'x',
        approver: ctx.outsider.id,
      },
    );
    expect(badApprover.body.approver).toEqual(['Only an approval has an approver.']);

    for (const rag of ['RED', 'AMBER'] as const) {
      const report = await api.post<StatusReport>(
        ctx.manager.email,
        statusReportsPaths.create(dependency.body.id),
        {
          rag_status: rag,
          comment: `Now ${rag}`,
        },
      );
      expect(report.status).toBe(201);
      expect(report.body.approval_status).toBeNull();
    }
    const reports = await api.get<StatusReport[]>(
      ctx.manager.email,
      statusReportsPaths.list(dependency.body.id),
    );
    expect(reports.body.map((r) => r.rag_status)).toEqual(['AMBER', 'RED']);

    const metrics = await api.get<Measure[]>(
      ctx.manager.email,
      readinessMeasuresPaths.list(readiness.id, 'READINESS_METRIC'),
    );
    expect(metrics.body.map((m) => [m.title, m.change_name, m.latest_rag])).toEqual([
      ['Nurses trained', 'New rota system', null],
    ]);
    const table = await api.get<DependencyItem[]>(
      ctx.manager.email,
      readinessPaths.dependencies(readiness.id),
    );
    expect(table.body.map((r) => [r.kind, r.name, r.rag_status])).toContainEqual([
      'CHANGE_DEPENDENCY',
      'Payroll interface live',
      'AMBER',
    ]);
    expect(table.body.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['DELIVERABLE', 'MILESTONE', 'CHANGE_DEPENDENCY']),
    );
    const edited = await api.patch<Measure>(
      ctx.manager.email,
      readinessMeasuresPaths.detail(metric.body.id),
      {
        target: '98%',
      },
    );
    expect(edited.body.target).toBe('98%');
    expect(
      (await api.delete(ctx.manager.email, readinessMeasuresPaths.detail(metric.body.id))).status,
    ).toBe(204);
    const summary = await api.get<ReadinessAssessment>(
      ctx.manager.email,
      readinessPaths.byId(readiness.id),
    );
    expect(summary.body).toMatchObject({ measure_count: 1, rag_counts: { AMBER: 1, RED: 0 } });
  });

  it('asks the approver, reminds them by mail and Teams, and records their decision', async () => {
    const approval = await api.post<Measure>(
      ctx.manager.email,
      readinessMeasuresPaths.create(readiness.id),
      {
        measure_type: 'READINESS_APPROVAL',
        title: 'Ward managers sign off',
        approver: ctx.outsider.id,
      },
    );
    expect(approval.status).toBe(201);
    const early = await api.post<FieldErrors>(
      ctx.manager.email,
      readinessMeasuresPaths.sendApprovalReminders(approval.body.id),
      {},
    );
    expect(early.status).toBe(400);
    const report = await api.post<StatusReport>(
      ctx.manager.email,
      statusReportsPaths.create(approval.body.id),
      {
        rag_status: 'GREEN',
        comment: 'Ready for sign-off',
      },
    );
    expect(report.body.approval_status).toBe('PENDING');

    const reminded = await api.post<ApprovalReminderResult>(
      ctx.manager.email,
      readinessMeasuresPaths.sendApprovalReminders(approval.body.id),
      {},
    );
    expect(reminded.status).toBe(202);
    expect(reminded.body.approver.id).toBe(ctx.outsider.id);
    await server.app.jobQueue.idle();
    const outbox = await server.db.execute<{
      channel: string;
      subject: string;
      recipients: { address?: string; email?: string }[];
    }>(
      sql`SELECT channel, subject, recipients FROM outbox_messages WHERE organisation_id = ${ctx.org.id} ORDER BY id`,
    );
    const mail = outbox.rows.find((r) => r.channel === 'EMAIL');
    expect(mail?.subject).toBe('Approval needed: Ward managers sign off');
    expect(JSON.stringify(mail?.recipients)).toContain(ctx.outsider.email);

    const notApprover = await api.patch(
      ctx.manager.email,
      statusReportsPaths.detail(report.body.id),
      {
        approval_status: 'APPROVED',
      },
    );
    expect(notApprover.status).toBe(403);
    const approved = await api.patch<StatusReport>(
      ctx.outsider.email,
      statusReportsPaths.detail(report.body.id),
      {
        approval_status: 'APPROVED',
        approval_comment: 'Go',
      },
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      approval_status: 'APPROVED',
      decided_by: { id: ctx.outsider.id },
      reported_by: { id: ctx.manager.id },
    });
    expect(approved.body.decided_at).not.toBeNull();
    const trail = await api.get<StatusReport[]>(
      ctx.manager.email,
      statusReportsPaths.list(approval.body.id, true),
    );
    expect(trail.body.map((r) => r.approval_status)).toEqual(['APPROVED']);
    const after = await api.get<Measure[]>(
      ctx.manager.email,
      readinessMeasuresPaths.list(readiness.id, 'READINESS_APPROVAL'),
    );
    expect(after.body[0]).toMatchObject({ approval_status: 'APPROVED' });
    expect(after.body[0]?.last_reminded_at).not.toBeNull();
  });

  it('deletes the assessment and leaves its go-live items in the plan, unlinked', async () => {
    const kit = assessmentKit(server.db);
    const other = await kit.project();
    const made = await api.post<ReadinessAssessment>(
      other.manager.email,
      readinessPaths.create(other.project.id),
      {},
    );
    const item = await kit.make.deliverable(other.org, other.project, { name: 'Kept' });
    await api.patch(other.manager.email, deliverablesPaths.detail(item.id), {
      readiness_assessment_id: made.body.id,
    });
    expect(
      (await api.delete(other.outsider.email, readinessPaths.detail(made.body.id))).status,
    ).toBe(403);
    expect(
      (await api.delete(other.manager.email, readinessPaths.detail(made.body.id))).status,
    ).toBe(204);
    const plan = await api.get<Deliverable[]>(
      other.manager.email,
      deliverablesPaths.list({ project: other.project.id }),
    );
    expect(plan.body.map((d) => [d.name, d.readiness_assessment_id])).toEqual([['Kept', null]]);
    expect(
      (await api.get(other.manager.email, readinessPaths.byProject(other.project.id))).status,
    ).toBe(404);
  });
});
