import { bad, badId, everyoneRead, get, projectRead, send, teamWrite, type Call } from './build';

const cell = (change: number, group: number, rating: string) => ({
  change,
  impacted_group: group,
  rating,
});

const levelsReason = 'what each level means: every rating screen shows it to whoever reads it';

/** The change impact calls, plus the level descriptions every rating screen explains itself with. */
export const changeImpactCalls: Call[] = [
  teamWrite(
    'POST change-impact-assessment/',
    send(
      'POST',
      (f) => `change-impact-assessment/?project=${f.fresh}`,
      () => ({ name: 'Impact' }),
    ),
    201,
    bad('name', (f) =>
      send(
        'POST',
        () => `change-impact-assessment/?project=${f.fresh}`,
        () => ({ name: 5 }),
      )(f),
    ),
  ),
  projectRead(
    'GET change-impact-assessment/get_change_impact_assessment/',
    (f) => `change-impact-assessment/get_change_impact_assessment/?project=${f.project}`,
    bad(
      'project',
      get(() => 'change-impact-assessment/get_change_impact_assessment/?project=abc'),
    ),
  ),
  teamWrite(
    'PATCH change-impact-assessment/{id}/',
    send(
      'PATCH',
      (f) => `change-impact-assessment/${f.impact}/`,
      (f) => ({
        ratings: [cell(f.changes[0], f.groups[0], 'HIGH'), cell(f.changes[1], f.groups[1], 'LOW')],
      }),
    ),
    200,
    bad('ratings', (f) =>
      send(
        'PATCH',
        () => `change-impact-assessment/${f.impact}/`,
        () => ({
          ratings: [{ change: 'rota', impacted_group: 1, rating: 'HIGH' }],
        }),
      )(f),
    ),
  ),
  projectRead(
    'GET change-impact-assessment/distribution/',
    (f) => `change-impact-assessment/distribution/?change_impact_assessment=${f.impact}`,
    bad('dimension', (f) =>
      get(
        () =>
          `change-impact-assessment/distribution/?change_impact_assessment=${f.impact}&dimension=MOOD`,
      )(f),
    ),
  ),
  projectRead(
    'GET impact-categories/',
    (f) => `impact-categories/?project=${f.project}`,
    bad(
      'project',
      get(() => 'impact-categories/?project=abc'),
    ),
  ),
  teamWrite(
    'POST impact-categories/',
    send(
      'POST',
      () => 'impact-categories/',
      (f) => ({ project: f.project, name: 'Shifts' }),
    ),
    201,
    ['name', ''],
  ),
  teamWrite(
    'PATCH impact-categories/{id}/',
    send(
      'PATCH',
      (f) => `impact-categories/${f.impactCategory}/`,
      () => ({ name: 'Rosters' }),
    ),
    200,
    ['position', -1],
  ),
  teamWrite(
    'DELETE impact-categories/{id}/',
    send('DELETE', (f) => `impact-categories/${f.spareImpactCategory}/`),
    204,
    badId((id) => `impact-categories/${id}/`, 'DELETE'),
  ),
  projectRead(
    'GET impacts/',
    (f) => `impacts/?project=${f.project}&categoryId=${f.impactCategory}&forScoring=true`,
    bad('forScoring', (f) => get(() => `impacts/?project=${f.project}&forScoring=maybe`)(f)),
  ),
  teamWrite(
    'POST impacts/',
    send(
      'POST',
      () => 'impacts/',
      (f) => ({
        project: f.project,
        change: f.changes[1],
        interaction_kind: 'PEOPLE_INTERACTION',
        description: 'New handover huddle',
        impacted_groups: [f.groups[1]],
      }),
    ),
    201,
    ['interaction_kind', 'GOSSIP'],
  ),
  teamWrite(
    'PATCH impacts/{id}/',
    send(
      'PATCH',
      (f) => `impacts/${f.impactRow}/`,
      () => ({ rating: 'HIGH' }),
    ),
    200,
    ['rating', 'HUGE'],
  ),
  teamWrite(
    'DELETE impacts/{id}/',
    send('DELETE', (f) => `impacts/${f.spareImpact}/`),
    204,
    badId((id) => `impacts/${id}/`, 'DELETE'),
  ),
  {
    name: 'GET impact-score-ratings/',
    request: get(
      (f) => `impact-score-ratings/?dimension=OVERALL&impacted_groups=${f.groups.join(',')}`,
    ),
    ok: { as: (f) => f.outsider, status: 200 },
    denied: {
      as: (f) => f.employee,
      empty:
        'ratings across the projects the caller sees: none of a project that does not target them',
    },
    malformed: bad('dimension', (f) =>
      get(() => `impact-score-ratings/?dimension=MOOD&impacted_groups=${f.groups[0]}`)(f),
    ),
    switchedOff: 403,
  },
  everyoneRead(
    'GET impact-score-ratings/get_dimension_names/',
    () => 'impact-score-ratings/get_dimension_names/',
    'the names of the rating dimensions, the same for everyone',
    { none: 'takes no input' },
  ),
  everyoneRead(
    'GET change-rating-descriptions/',
    () => 'change-rating-descriptions/?itemType=CHANGE_IMPACT',
    levelsReason,
    bad(
      'itemType',
      get(() => 'change-rating-descriptions/?itemType=MOOD'),
    ),
  ),
  everyoneRead(
    'GET change-rating-descriptions/{id}/',
    (f) => `change-rating-descriptions/${f.ratingDescription}/?itemType=CHANGE_IMPACT`,
    levelsReason,
    badId((id) => `change-rating-descriptions/${id}/?itemType=CHANGE_IMPACT`),
  ),
  {
    name: 'PATCH change-rating-descriptions/{id}/',
    request: send(
      'PATCH',
      (f) => `change-rating-descriptions/${f.ratingDescription}/`,
      () => ({
        description: 'Everyone’s day changes',
      }),
    ),
    ok: { as: (f) => f.admin, status: 200 },
    denied: { as: (f) => f.manager, status: 403 },
    malformed: bad('description', (f) =>
      send(
        'PATCH',
        () => `change-rating-descriptions/${f.ratingDescription}/`,
        () => ({ description: '' }),
      )(f),
    ),
  },
];
