import { beforeAll, describe, expect, it } from 'vitest';
import {
  readinessMeasuresPaths,
  readinessPaths,
  statusReportsPaths,
} from '../../../../contract/assessments/readiness';
import type {
  ApprovalWaiting,
  Measure,
  ReadinessAssessment,
  StatusReport,
} from '../../../../contract/assessments/readiness.schema';
import { apiClient } from '@tests/support/api';
import { useTestServer } from '@tests/support/test-server';
import { assessmentKit } from '../assessments-test-kit';

describe('readiness approvals and history', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let ctx: Awaited<ReturnType<ReturnType<typeof assessmentKit>['project']>>;
  let measure: Measure;
  beforeAll(async () => {
    ctx = await assessmentKit(server.db).project();
    const readiness = await api.post<ReadinessAssessment>(
      ctx.manager.email,
      readinessPaths.create(ctx.project.id),
      {},
    );
    const created = await api.post<Measure>(
      ctx.manager.email,
      readinessMeasuresPaths.create(readiness.body.id),
      { measure_type: 'READINESS_APPROVAL', title: 'Rota signed off', approver: ctx.outsider.id },
    );
    expect(created.status).toBe(201);
    measure = created.body;
  });

  it('tells the approver, and only them, what waits for their approval until they decide', async () => {
    const mine = () =>
      api.get<ApprovalWaiting[]>(ctx.outsider.email, readinessMeasuresPaths.waitingForMe());
    expect((await mine()).body).toEqual([]);
    const report = await api.post<StatusReport>(
      ctx.manager.email,
      statusReportsPaths.create(measure.id),
      { rag_status: 'AMBER', comment: 'Two wards still to sign' },
    );
    expect(report.body.approval_status).toBe('PENDING');
    const waiting = await mine();
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual([
      expect.objectContaining({
        measure: measure.id,
        title: 'Rota signed off',
        project: ctx.project.id,
        rag_status: 'AMBER',
        reported_by: expect.objectContaining({ id: ctx.manager.id }),
      }),
    ]);
    const others = await api.get<ApprovalWaiting[]>(
      ctx.manager.email,
      readinessMeasuresPaths.waitingForMe(),
    );
    expect(others.body).toEqual([]);
    await api.patch(ctx.outsider.email, statusReportsPaths.detail(report.body.id), {
      approval_status: 'APPROVED',
    });
    expect((await mine()).body).toEqual([]);
  });

  it('edits a measure’s title, owner, approver and due date and keeps its reports', async () => {
    const edited = await api.patch<Measure>(
      ctx.manager.email,
      readinessMeasuresPaths.detail(measure.id),
      {
        title: 'Rota signed off by the board',
        owner: ctx.manager.id,
        approver: ctx.manager.id,
        due_date: '2027-02-01',
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Rota signed off by the board',
      owner: { id: ctx.manager.id },
      approver: { id: ctx.manager.id },
      due_date: '2027-02-01',
    });
    const history = await api.get<StatusReport[]>(
      ctx.manager.email,
      statusReportsPaths.list(measure.id),
    );
    expect(history.body.map((r) => [r.rag_status, r.comment])).toEqual([
      ['AMBER', 'Two wards still to sign'],
    ]);
  });
});
