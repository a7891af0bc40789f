import type { MatrixFixture } from './fixture';
import { bad, badId, everyoneRead, get, projectRead, send, teamWrite, type Call } from './build';

const cells = (f: MatrixFixture, rating: string) => ({
  ratings: [
    { change: f.changes[0], impacted_group: f.groups[0], rating },
    { change: f.changes[1], impacted_group: f.groups[1], rating: 'MEDIUM' },
  ],
});

/**
 * Sentiment or training needs: the same life of an analysis, in order: started, read, rated,
 * completed (locked), then adjusted by its owner with a reason.
 */
function analysisCalls(base: string, id: (f: MatrixFixture) => number): Call[] {
  return [
    teamWrite(
      `POST ${base}/`,
      send('POST', (f) => `${base}/?project=${f.fresh}`),
      201,
      bad(
        'project',
        send('POST', () => `${base}/?project=0`),
      ),
    ),
    projectRead(
      `GET ${base}/{id}/`,
      (f) => `${base}/${id(f)}/`,
      badId((i) => `${base}/${i}/`),
    ),
    teamWrite(
      `PATCH ${base}/{id}/`,
      send(
        'PATCH',
        (f) => `${base}/${id(f)}/`,
        (f) => cells(f, 'LOW'),
      ),
      200,
      bad(
        'ratings',
        send(
          'PATCH',
          (f) => `${base}/${id(f)}/`,
          () => ({ ratings: {} }),
        ),
      ),
    ),
    teamWrite(
      `POST ${base}/{id}/complete/`,
      send('POST', (f) => `${base}/${id(f)}/complete/`),
      200,
      badId((i) => `${base}/${i}/complete/`, 'POST'),
    ),
    teamWrite(
      `PATCH ${base}/{id}/owner_level_update/`,
      send(
        'PATCH',
        (f) => `${base}/${id(f)}/owner_level_update/`,
        (f) => ({
          ...cells(f, 'HIGH'),
          reason: 'After the pilot',
        }),
      ),
      200,
      bad(
        'reason',
        send(
          'PATCH',
          (f) => `${base}/${id(f)}/owner_level_update/`,
          (f) => cells(f, 'HIGH'),
        ),
      ),
    ),
  ];
}

/** The sentiment and training needs calls, with capabilities and what each group needs. */
export const analysesCalls: Call[] = [
  ...analysisCalls('change-sentiment-analysis', (f) => f.sentiment),
  projectRead(
    'GET change-sentiment-analysis-score/',
    (f) => `change-sentiment-analysis-score/?projectId=${f.project}&groupType=Impacted`,
    bad(
      'groupType',
      get((f) => `change-sentiment-analysis-score/?projectId=${f.project}&groupType=Fans`),
    ),
  ),
  ...analysisCalls('training-needs-analysis', (f) => f.training),
  everyoneRead(
    'GET capability-competency-levels/',
    () => 'capability-competency-levels/',
    'the competency levels, the same for everyone',
    { none: 'takes no input' },
  ),
  projectRead(
    'GET training-needs-capabilities/',
    (f) => `training-needs-capabilities/?groupBy=change&projectId=${f.project}`,
    bad(
      'groupBy',
      get((f) => `training-needs-capabilities/?groupBy=group&projectId=${f.project}`),
    ),
  ),
  projectRead(
    'GET capability-training-items/',
    (f) =>
      `capability-training-items/?projectId=${f.project}&groupBy=training_activity_type&impacted_groups=${f.groups[0]}`,
    bad(
      'groupBy',
      get((f) => `capability-training-items/?projectId=${f.project}&groupBy=site`),
    ),
  ),
  teamWrite(
    'POST training-needs-capabilities/',
    send(
      'POST',
      () => 'training-needs-capabilities/',
      (f) => ({
        project: f.project,
        change: f.changes[1],
        name: 'Complete a handover',
        competency_level: 'KNOWLEDGEABLE',
        impacted_groups: f.groups,
      }),
    ),
    201,
    ['competency_level', 'GURU'],
  ),
  teamWrite(
    'PATCH training-needs-capabilities/{id}/',
    send(
      'PATCH',
      (f) => `training-needs-capabilities/${f.capability}/`,
      () => ({
        description: 'On the ward tablet',
      }),
    ),
    200,
    ['impacted_groups', 'all'],
  ),
  teamWrite(
    'DELETE training-needs-capabilities/{id}/',
    send('DELETE', (f) => `training-needs-capabilities/${f.spareCapability}/`),
    204,
    badId((id) => `training-needs-capabilities/${id}/`, 'DELETE'),
  ),
];
