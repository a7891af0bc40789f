import type { TestServer } from '@tests/support/test-server';
import { matrixSender, type MatrixRequest } from '@tests/support/call-matrix';
import type { MadeOrganisation } from '@tests/support/factories';
import { assessmentKit } from '../assessments-test-kit';

/** A row made for the matrix: its id. */
type Id = number;

/**
 * Everything the assessments call matrix addresses, made once through the API: a project with
 * a change manager on its team and each assessment started, plus a second project with none
 * (for the creates), and a spare row of each kind for the deletes.
 */
export interface MatrixFixture {
  org: MadeOrganisation;
  /** On the project's team: may do everything in it. */
  manager: string;
  /** A change manager not on the team: reads, never writes. */
  outsider: string;
  /** An employee the project does not target: sees nothing of it. */
  employee: string;
  admin: string;
  /** A change manager not on the team who approves the approval measure. */
  approver: string;
  project: Id;
  /** Same team, no assessments yet. */
  fresh: Id;
  changes: [Id, Id];
  groups: [Id, Id];
  impact: Id;
  readiness: Id;
  businessRisk: Id;
  changeRisk: Id;
  sentiment: Id;
  training: Id;
  impactCategory: Id;
  spareImpactCategory: Id;
  impactRow: Id;
  spareImpact: Id;
  riskCategory: Id;
  spareRiskCategory: Id;
  risk: Id;
  spareRisk: Id;
  metric: Id;
  spareMeasure: Id;
  approval: Id;
  pendingReport: Id;
  capability: Id;
  spareCapability: Id;
  ratingDescription: Id;
}

export async function makeMatrixFixture(server: TestServer): Promise<MatrixFixture> {
  const kit = assessmentKit(server.db);
  const { org, manager, outsider, employee, project, changes, groups } = await kit.project();
  const admin = await kit.make.user(org, { role: 'ADMIN' });
  const approver = await kit.make.user(org, { role: 'CHANGE_MANAGER' });
  const fresh = await kit.make.project(org, { team: [manager] });
  const send = matrixSender(server);
  async function made(request: MatrixRequest, as = manager.email): Promise<Id> {
    const response = await send(as, request);
    if (response.statusCode >= 300) {
      throw new Error(`fixture ${request.method} ${request.path}: ${response.body}`);
    }
    const body: unknown = response.json();
    const id = Array.isArray(body) ? (body[0] as { id?: Id })?.id : (body as { id?: Id }).id;
    if (typeof id !== 'number') throw new Error(`fixture ${request.path}: no id`);
    return id;
  }
  const post = (path: string, body: unknown = {}) => made({ method: 'POST', path, body });
  const [c1, c2] = changes;
  const [g1, g2] = groups;
  if (!c1 || !c2 || !g1 || !g2) throw new Error('the kit makes two changes and two groups');
  const p = project.id;

  const readiness = await post(`change-readiness-assessment/?projectId=${p}`);
  const approval = await post(`readiness-assessment-measure/?assessmentId=${readiness}`, {
    measure_type: 'READINESS_APPROVAL',
    title: 'Ward managers sign off',
    approver: approver.id,
  });
  const impactCategory = await post('impact-categories/', { project: p, name: 'Rostering' });
  const riskCategory = await post('risk-categories/', { project: p, name: 'Staffing' });
  return {
    org,
    manager: manager.email,
    outsider: outsider.email,
    employee: employee.email,
    admin: admin.email,
    approver: approver.email,
    project: p,
    fresh: fresh.id,
    changes: [c1.id, c2.id],
    groups: [g1.id, g2.id],
    impact: await post(`change-impact-assessment/?project=${p}`),
    readiness,
    businessRisk: await post(`business-risk-assessment/?project=${p}`),
    changeRisk: await post(`change-risk-assessment/?project=${p}`),
    sentiment: await post(`change-sentiment-analysis/?project=${p}`),
    training: await post(`training-needs-analysis/?project=${p}`),
    impactCategory,
    spareImpactCategory: await post('impact-categories/', { project: p, name: 'Spare' }),
    impactRow: await post('impacts/', {
      project: p,
      change: c1.id,
      category: impactCategory,
      interaction_kind: 'SYSTEM_INTERACTION',
      description: 'New rota screens',
      impacted_groups: [g1.id],
    }),
    spareImpact: await post('impacts/', {
      project: p,
      change: c2.id,
      interaction_kind: 'OTHER',
      description: 'Spare',
    }),
    riskCategory,
    spareRiskCategory: await post('risk-categories/', { project: p, name: 'Spare' }),
    risk: await post('business-risk/', {
      project: p,
      title: 'Agency cover',
      category: riskCategory,
    }),
    spareRisk: await post('business-risk/', { project: p, title: 'Spare' }),
    metric: await post(`readiness-assessment-measure/?assessmentId=${readiness}`, {
      measure_type: 'READINESS_METRIC',
      title: 'Nurses trained',
    }),
    spareMeasure: await post(`readiness-assessment-measure/?assessmentId=${readiness}`, {
      measure_type: 'CHANGE_DEPENDENCY',
      title: 'Spare',
    }),
    approval,
    pendingReport: await post(`status-report-readiness-assessment/?measureId=${approval}`, {
      rag_status: 'GREEN',
    }),
    capability: await post('training-needs-capabilities/', {
      project: p,
      change: c1.id,
      name: 'Swap shifts in the app',
      competency_level: 'PROFICIENT',
      impacted_groups: [g1.id],
    }),
    spareCapability: await post('training-needs-capabilities/', {
      project: p,
      change: c2.id,
      name: 'Spare',
      competency_level: 'AWARE',
    }),
    ratingDescription: await made({
      method: 'GET',
      path: 'change-rating-descriptions/?itemType=CHANGE_IMPACT',
    }),
  };
}
