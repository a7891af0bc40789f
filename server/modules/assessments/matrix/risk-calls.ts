import { bad, badId, everyoneRead, get, projectRead, send, teamWrite, type Call } from './build';

/** The business risk and implementation (change) risk calls. */
export const riskCalls: Call[] = [
  everyoneRead(
    'GET risk-categories/',
    () => 'risk-categories/',
    'the organisation-wide categories every risk screen offers',
    bad(
      'groupBy',
      get(() => 'risk-categories/?groupBy=owner'),
    ),
  ),
  projectRead(
    'GET risk-categories/?projectId&groupBy=category',
    (f) => `risk-categories/?projectId=${f.project}&groupBy=category`,
    bad(
      'projectId',
      get(() => 'risk-categories/?projectId=abc&groupBy=category'),
    ),
  ),
  teamWrite(
    'POST risk-categories/',
    send(
      'POST',
      () => 'risk-categories/',
      (f) => ({ project: f.project, name: 'Suppliers' }),
    ),
    201,
    ['name', ''],
  ),
  teamWrite(
    'PATCH risk-categories/{id}/',
    send(
      'PATCH',
      (f) => `risk-categories/${f.riskCategory}/`,
      () => ({ description: 'People' }),
    ),
    200,
    ['name', ''],
  ),
  teamWrite(
    'DELETE risk-categories/{id}/',
    send('DELETE', (f) => `risk-categories/${f.spareRiskCategory}/`),
    204,
    badId((id) => `risk-categories/${id}/`, 'DELETE'),
  ),
  projectRead(
    'GET business-risk/',
    (f) => `business-risk/?projectId=${f.project}`,
    bad(
      'projectId',
      get(() => 'business-risk/?projectId=abc'),
    ),
  ),
  teamWrite(
    'POST business-risk/',
    send(
      'POST',
      () => 'business-risk/',
      (f) => ({
        project: f.project,
        title: 'Union ballot',
        category: f.riskCategory,
      }),
    ),
    201,
    ['title', ''],
  ),
  teamWrite(
    'PATCH business-risk/{id}/',
    send(
      'PATCH',
      (f) => `business-risk/${f.risk}/`,
      () => ({ mitigation: 'Book bank staff' }),
    ),
    200,
    ['archived', 'yes'],
  ),
  teamWrite(
    'DELETE business-risk/{id}/',
    send('DELETE', (f) => `business-risk/${f.spareRisk}/`),
    204,
    badId((id) => `business-risk/${id}/`, 'DELETE'),
  ),
  teamWrite(
    'POST business-risk-assessment/',
    send('POST', (f) => `business-risk-assessment/?project=${f.fresh}`),
    201,
    bad(
      'project',
      send('POST', () => 'business-risk-assessment/?project=abc'),
    ),
  ),
  projectRead(
    'GET business-risk-assessment/{id}/',
    (f) => `business-risk-assessment/${f.businessRisk}/`,
    badId((id) => `business-risk-assessment/${id}/`),
  ),
  teamWrite(
    'PATCH business-risk-assessment/{id}/',
    send(
      'PATCH',
      (f) => `business-risk-assessment/${f.businessRisk}/`,
      (f) => ({
        assigned_ratings: [{ business_risk: f.risk, risk_rating: 'HIGH' }],
      }),
    ),
    200,
    bad(
      'assigned_ratings',
      send(
        'PATCH',
        (f) => `business-risk-assessment/${f.businessRisk}/`,
        (f) => ({
          assigned_ratings: [{ business_risk: f.risk, risk_rating: 'SEVERE' }],
        }),
      ),
    ),
  ),
  teamWrite(
    'POST change-risk-assessment/',
    send('POST', (f) => `change-risk-assessment/?project=${f.fresh}`),
    201,
    bad(
      'owner',
      send(
        'POST',
        (f) => `change-risk-assessment/?project=${f.fresh}`,
        () => ({ owner: 'me' }),
      ),
    ),
  ),
  projectRead(
    'GET change-risk-assessment/{id}/',
    (f) => `change-risk-assessment/${f.changeRisk}/`,
    badId((id) => `change-risk-assessment/${id}/`),
  ),
  teamWrite(
    'POST change-risk-assessment/{id}/start/',
    send('POST', (f) => `change-risk-assessment/${f.changeRisk}/start/`),
    200,
    badId((id) => `change-risk-assessment/${id}/start/`, 'POST'),
  ),
  teamWrite(
    'PATCH change-risk-assessment/{id}/',
    send(
      'PATCH',
      (f) => `change-risk-assessment/${f.changeRisk}/`,
      (f) => ({
        changes: [{ change: f.changes[0], rating: 'HIGH', rationale: 'Night shifts' }],
      }),
    ),
    200,
    ['changes', 'all'],
  ),
  teamWrite(
    'PUT change-risk-assessment/{id}/reorder_changes/',
    send(
      'PUT',
      (f) => `change-risk-assessment/${f.changeRisk}/reorder_changes/`,
      (f) => ({
        changes: [f.changes[1], f.changes[0]],
      }),
    ),
    200,
    ['changes', []],
  ),
];
