/**
 * The reads `bench:api` measures: every area's main list and detail, the ones its screens open
 * with. Ids come from the scaled organisation itself (the first project of the projects list
 * that has changes, its first survey, thread, e-mail, cycle…), so the table needs no fixture.
 */
export interface Call {
  area: string;
  label: string;
  path: string;
}

type Json = Record<string, unknown>;
export type GetJson = (path: string) => Promise<unknown>;

const rowsOf = (body: unknown): Json[] => {
  if (Array.isArray(body)) return body as Json[];
  const results = (body as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as Json[]) : [];
};

async function firstId(get: GetJson, path: string): Promise<number | undefined> {
  const id = rowsOf(await get(path))[0]?.id;
  return typeof id === 'number' ? id : undefined;
}

/** The project the per-project reads use: the first one with changes and a team. */
async function busyProject(get: GetJson): Promise<number> {
  const rows = rowsOf(await get('/api/v1/projects/?page_size=50&ordering=name'));
  const busy = rows.find((r) => Number(r.change_count) > 0 && Number(r.team_size) > 0) ?? rows[0];
  if (typeof busy?.id !== 'number') throw new Error('The organisation has no projects.');
  return busy.id;
}

export async function buildCalls(get: GetJson): Promise<Call[]> {
  const project = await busyProject(get);
  const [group, survey, thread, email, cycle, person] = await Promise.all([
    firstId(get, '/api/v1/global-impacted-groups/?page_size=1'),
    firstId(get, `/api/v1/surveys/?page_size=1`),
    firstId(get, `/api/v1/threads/?project=${project}&page_size=1`),
    firstId(get, `/api/v1/engagement-email/?project=${project}&page_size=1`),
    firstId(get, `/api/v1/activation-cycles/?projectId=${project}`),
    firstId(get, '/api/v1/user_profiles/?page_size=1'),
  ]);
  const calls: (Call | false)[] = [
    { area: 'admin', label: 'organisation/', path: '/api/v1/organisation/' },
    { area: 'admin', label: 'feature-flags/', path: '/api/v1/feature-flags/' },
    { area: 'admin', label: 'departments/ (reference list)', path: '/api/v1/departments/' },
    { area: 'admin', label: 'project-tags/ (reference list)', path: '/api/v1/project-tags/' },
    {
      area: 'admin',
      label: 'admin-audit-log/ (50)',
      path: '/api/v1/admin-audit-log/?page_number=1&page_size=50',
    },
    {
      area: 'home',
      label: 'projects/get_projects_for_user/',
      path: '/api/v1/projects/get_projects_for_user/',
    },
    { area: 'home', label: 'my-activities/', path: '/api/v1/my-activities/' },
    { area: 'projects', label: 'projects/?page_size=50', path: '/api/v1/projects/?page_size=50' },
    { area: 'projects', label: 'projects/:id/', path: `/api/v1/projects/${project}/` },
    {
      area: 'projects',
      label: 'projects/:id/changes/',
      path: `/api/v1/projects/${project}/changes/`,
    },
    {
      area: 'projects',
      label: 'workstreams/?project',
      path: `/api/v1/workstreams/?project=${project}`,
    },
    {
      area: 'projects',
      label: 'projects/:id/metrics/',
      path: `/api/v1/projects/${project}/metrics/`,
    },
    {
      area: 'people',
      label: 'user_profiles/?page_size=50',
      path: '/api/v1/user_profiles/?page_size=50',
    },
    person !== undefined && {
      area: 'people',
      label: 'user_profiles/search_profiles/',
      path: '/api/v1/user_profiles/search_profiles/?per_page=30&search=an',
    },
    { area: 'people', label: 'invites/', path: '/api/v1/invites/' },
    { area: 'groups', label: 'global-impacted-groups/', path: '/api/v1/global-impacted-groups/' },
    group !== undefined && {
      area: 'groups',
      label: 'global-impacted-groups/:id/',
      path: `/api/v1/global-impacted-groups/${group}/`,
    },
    { area: 'groups', label: 'projects/:id/groups/', path: `/api/v1/projects/${project}/groups/` },
    { area: 'surveys', label: 'surveys/', path: '/api/v1/surveys/' },
    survey !== undefined && {
      area: 'surveys',
      label: 'surveys/:id/',
      path: `/api/v1/surveys/${survey}/`,
    },
    { area: 'comms', label: 'threads/?project', path: `/api/v1/threads/?project=${project}` },
    thread !== undefined && {
      area: 'comms',
      label: 'threads/:id/',
      path: `/api/v1/threads/${thread}/`,
    },
    {
      area: 'comms',
      label: 'engagement-email/?project',
      path: `/api/v1/engagement-email/?project=${project}`,
    },
    email !== undefined && {
      area: 'comms',
      label: 'engagement-email/:id/',
      path: `/api/v1/engagement-email/${email}/`,
    },
    {
      area: 'leaders',
      label: 'activation-cycles/?projectId',
      path: `/api/v1/activation-cycles/?projectId=${project}`,
    },
    {
      area: 'leaders',
      label: 'leader-tasks/?project (50)',
      path: `/api/v1/leader-tasks/?project=${project}&page_number=1&page_size=50`,
    },
    cycle !== undefined && {
      area: 'leaders',
      label: 'key-messages/?activation_cycle',
      path: `/api/v1/key-messages/?activation_cycle=${cycle}&project=${project}`,
    },
    {
      area: 'assessments',
      label: 'get_change_impact_assessment/',
      path: `/api/v1/change-impact-assessment/get_change_impact_assessment/?project=${project}`,
    },
    {
      area: 'assessments',
      label: 'business-risk/?projectId',
      path: `/api/v1/business-risk/?projectId=${project}`,
    },
    {
      area: 'activities',
      label: 'engagement-activities/?project',
      path: `/api/v1/engagement-activities/?project=${project}`,
    },
    {
      area: 'activities',
      label: 'training-activities/?project',
      path: `/api/v1/training-activities/?project=${project}`,
    },
    {
      area: 'reports',
      label: 'get-data-to-initialise-portfolio-…',
      path: '/api/v1/get-data-to-initialise-portfolio-report-filters/',
    },
  ];
  return calls.filter((c): c is Call => c !== false);
}
