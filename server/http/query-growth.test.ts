import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '@tests/support/api';
import { demo, useTestServer } from '@tests/support/test-server';
import { seedScale } from '../db/seed/scale/seed-scale';

/** The ×10 organisation: 1,000 people, 50 projects with their changes, groups and plans. */
const FACTOR = 10;
const scaleAdmin = `admin@scale${FACTOR}.changecraft.test`;
/** Statements a call may add on more data (none expected; a little slack for lazy rows). */
const SLACK = 2;
/** Things of the small organisation tried for the fewest rows, of the large one for the most. */
const SMALL_CANDIDATES = 3;
const LARGE_CANDIDATES = 6;

interface OpenApiOperation {
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean }[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation | undefined>>;
}

type Who = 'small' | 'large';

/**
 * Reads this test calls that do not answer 200 to a plain GET by an admin (with
 * `?page_size=50`, or with the id of one of the first things of its parent list), each with the
 * reason. Any other read that does not answer 200 fails the test: a broken read must not
 * silently skip the statement count. A route listed here that answers 200 fails it as well,
 * so the list stays true.
 */
const notPlainReads: Record<string, string> = {
  '/api/v1/impacted-group-reminders/':
    'needs the item (itemId and itemType) or the activation cycle, not a project',
  '/api/v1/impacted-group-reminders/{id}/image/':
    "a reminder's image (bytes, not rows); reminders are found by item or cycle",
  '/api/v1/custom-tool-templates/{id}/download/':
    "the template's uploaded file (bytes); the seeded templates are links, which answer 404",
  '/api/v1/comms-files/{id}/download/':
    'the uploaded file (bytes); the seeded files are links, which answer 404',
  '/api/v1/training-materials/{id}/download/':
    'the uploaded file (bytes); the seeded materials are links, which answer 404',
  '/api/v1/custom-tools/{id}/download/':
    'the uploaded file (bytes); the seeded tools are links, which answer 404',
  '/api/v1/project-teams-app-interaction/{id}/':
    'read by the Teams app by the id it was handed; no list to find one by, none seeded',
  '/api/v1/outbox/{id}/': 'what was sent without a provider; neither organisation sent anything',
  '/api/v1/outbox/{id}/raw/': 'the raw message (bytes) of what was sent; nothing was sent',
  '/api/v1/survey-reports/{id}/report_for_individual_survey/':
    'needs the survey and its type in the query; no list of reports to find one by',
  '/api/v1/base-survey-reports/{id}/distribution/':
    'needs the readiness assessment in the query; no list of reports to find one by',
  '/api/v1/custom-survey-reports/{id}/get_question_reports/':
    'needs isNwow in the query; no list of reports to find one by',
  '/api/v1/change-rating-descriptions/{id}/': 'needs the item type (itemType) in the query',
  '/api/v1/impacted-group-functions/{id}/get_members_impacted_group_function/':
    'the scale seed builds no impacted group functions, so there is no large one to compare',
  '/api/v1/impacted-group-functions/{id}/get_members_impacted_group_department_CSV/':
    'needs the department (departmentId) in the query, and answers a CSV (bytes)',
  '/api/v1/projects/{id}/tasks/':
    "needs the leader group's plan (leader_group_change_plan) in the query",
};

/**
 * Things that have a read by id but no list to find them by (an assessment of a kind, an
 * import): their ids, of the caller's organisation ($1), straight from the database.
 */
const idsFromDatabase: Record<string, string> = {
  ...Object.fromEntries(
    (
      [
        ['/api/v1/change-readiness-assessment/', 'READINESS'],
        ['/api/v1/business-risk-assessment/', 'BUSINESS_RISK'],
        ['/api/v1/change-risk-assessment/', 'IMPLEMENTATION_RISK'],
        ['/api/v1/change-sentiment-analysis/', 'SENTIMENT'],
        ['/api/v1/training-needs-analysis/', 'TRAINING_NEEDS'],
      ] as const
    ).map(([parent, kind]) => [
      parent,
      `SELECT id FROM assessments WHERE organisation_id = $1 AND kind = '${kind}' ORDER BY id LIMIT 50`,
    ]),
  ),
  '/api/v1/impacted-group-functions/':
    'SELECT id FROM impacted_group_functions WHERE organisation_id = $1 ORDER BY id LIMIT 50',
  '/api/v1/people-imports/':
    'SELECT id FROM people_imports WHERE organisation_id = $1 ORDER BY id LIMIT 50',
};

/** Rows in an answer: every element of every array in it, nested ones included. */
function rowsIn(value: unknown): number {
  if (Array.isArray(value)) return value.length + value.reduce<number>((n, v) => n + rowsIn(v), 0);
  if (value && typeof value === 'object') {
    return Object.values(value).reduce<number>((n, v) => n + rowsIn(v), 0);
  }
  return 0;
}

/** The ids of a list answer (a page's `results` or a bare array). */
function idsIn(body: unknown): number[] {
  const list = Array.isArray(body)
    ? body
    : ((body as { results?: unknown } | null)?.results ?? undefined);
  if (!Array.isArray(list)) return [];
  return list
    .map((item) => (item as { id?: unknown } | null)?.id)
    .filter((id): id is number => typeof id === 'number');
}

/**
 * Every read of every area, called by the demo organisation's admin (a handful of rows) and by
 * the ×10 organisation's admin (tens to thousands): the number of statements a call sends must
 * not grow with the rows it reads (no query per row). Areas add routes and the scaler adds their
 * data; this test needs no change for either.
 */
describe('statements per call do not grow with the data', () => {
  const server = useTestServer();
  let document: OpenApiDocument;
  let headers: Record<Who, { authorization: string }>;

  beforeAll(async () => {
    await seedScale(server.pool, { factor: FACTOR, today: new Date() });
    document = (
      await server.app.inject({ method: 'GET', url: '/api/v1/schema/' })
    ).json<OpenApiDocument>();
    headers = { small: await server.authAs(demo.admin), large: await server.authAs(scaleAdmin) };
  }, 120_000);

  const get = (who: Who, url: string) =>
    server.app.inject({ method: 'GET', url, headers: headers[who] });

  /** Statements of the second call: the first warms per-caller and per-organisation caches. */
  const statements = async (who: Who, url: string) => {
    await get(who, url);
    const { result, queries } = await countQueries(() => get(who, url));
    const json = result.statusCode === 200 && result.headers['content-type']?.includes('json');
    return {
      status: result.statusCode,
      queries,
      rows: json ? rowsIn(result.json()) : 0,
      body: result.body.slice(0, 200),
    };
  };

  const gets = (keep: (path: string) => boolean) =>
    Object.entries(document.paths)
      .filter(([path, ops]) => ops.get && path.startsWith('/api/v1/') && keep(path))
      .map(([path, ops]) => ({ path, tag: ops.get?.tags?.[0] ?? '' }));

  /** The query parameters a read's contract requires (a project, a group, a survey…). */
  const requiredQuery = (path: string) =>
    (document.paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query' && p.required);

  /** The read's query parameter naming a project (`project`, `project_id`, `projectId`). */
  const projectParameter = (path: string) =>
    (document.paths[path]?.get?.parameters ?? []).find(
      (p) => p.in === 'query' && /^project(_?id)?$/i.test(p.name),
    );

  it('is the same for a small and a ×10 organisation on every parameterless read', async () => {
    // Reads whose contract requires a parameter are not plain reads: a project's rows are
    // compared below, with a project; the others (a survey, a cycle…) are not called here.
    const routes = gets((path) => !path.includes('{') && requiredQuery(path).length === 0);
    expect(routes.length).toBeGreaterThan(50);
    const growing: string[] = [];
    let compared = 0;
    const areas = new Set<string>();
    const unanswered: string[] = [];
    for (const { path, tag } of routes) {
      const url = `${path}?page_size=50`;
      let small = await statements('small', url);
      const large = await statements('large', url);
      if (small.status === 200 && small.rows === 0 && large.rows > 0) {
        // Nothing in the demo: a read that looks up its rows' details in one batch skips that
        // batch when there are no rows. Its smallest non-empty answer is the baseline instead.
        const one = await statements('large', `${path}?page_size=1&limit=1`);
        if (one.status === 200 && one.rows > 0 && one.rows < large.rows) small = one;
        // No smaller non-empty answer to compare with: a read by project compares it below.
        else continue;
      }
      if (small.status !== 200 || large.status !== 200) {
        // A read of one project's rows that needs the project: compared below, with one.
        if (small.status === 400 && large.status === 400 && projectParameter(path)) continue;
        if (!(path in notPlainReads)) {
          unanswered.push(
            `${path}: ${small.status} (demo), ${large.status} (×${FACTOR}): ${large.body}`,
          );
        }
        continue;
      }
      if (path in notPlainReads) unanswered.push(`${path}: 200, but listed in notPlainReads`);
      compared += 1;
      areas.add(tag);
      if (large.queries > small.queries + SLACK) {
        growing.push(`${path}: ${small.queries} → ${large.queries} statements`);
      }
    }
    expect(unanswered).toEqual([]);
    expect(compared).toBeGreaterThan(40);
    expect([...areas]).toEqual(
      expect.arrayContaining([
        'admin',
        'people',
        'projects',
        'groups',
        'comms',
        'surveys',
        'activities',
        'reports',
        'assessments',
        'leaders',
      ]),
    );
    expect(growing).toEqual([]);
  }, 300_000);

  it("is the same for a thing with few rows and one with many, on every read of one thing's rows", async () => {
    // `/api/v1/projects/{id}/changes/`: the ids come from the list the path starts with.
    const nested = gets((path) => /^\/api\/v1\/[^{}]+\/\{id\}\/[^{}]*$/.test(path)).map(
      ({ path, tag }) => ({
        path,
        tag,
        parent: path.slice(0, path.indexOf('{id}')),
        url: (id: number) => `${path.replace('{id}', String(id))}?page_size=50`,
      }),
    );
    // `/api/v1/engagement-email/?project=7`: a project's rows of an area, by its query.
    const byProject = gets((path) => !path.includes('{')).flatMap(({ path, tag }) => {
      const parameters = document.paths[path]?.get?.parameters ?? [];
      const query = parameters.filter((p) => p.in === 'query');
      const project = query.find((p) => /^project(_?id)?$/i.test(p.name));
      if (!project || query.some((p) => p.required && p !== project)) return [];
      return [
        {
          path,
          tag,
          parent: '/api/v1/projects/',
          url: (id: number) => `${path}?${project.name}=${id}&page_size=50`,
        },
      ];
    });
    expect(nested.length).toBeGreaterThan(40);
    expect(byProject.length).toBeGreaterThan(20);

    const idsOf = new Map<string, number[]>();
    /** How each parent list answered, for the message of a read that had nothing to ask. */
    const parentAnswers = new Map<string, string>();
    const listIds = async (who: Who, url: string) => {
      const res = await get(who, url);
      if (res.statusCode !== 200) parentAnswers.set(`${who} ${url}`, `${res.statusCode}`);
      return res.statusCode === 200 ? idsIn(res.json()) : [];
    };
    const organisationOf = async (who: Who) =>
      (
        await server.pool.query<{ id: number }>(
          'SELECT organisation_id AS id FROM user_profiles WHERE lower(email) = lower($1)',
          [who === 'small' ? demo.admin : scaleAdmin],
        )
      ).rows[0]?.id;
    const candidates = async (who: Who, parent: string): Promise<number[]> => {
      const key = `${who} ${parent}`;
      const fromDatabase = idsFromDatabase[parent];
      if (!idsOf.has(key) && fromDatabase) {
        const rows = await server.pool.query<{ id: number }>(fromDatabase, [
          await organisationOf(who),
        ]);
        idsOf.set(
          key,
          rows.rows.map((r) => r.id),
        );
      }
      if (!idsOf.has(key)) {
        let ids = await listIds(who, `${parent}?page_size=50`);
        // A list of one project's things (`/api/v1/impacted-groups/?project=7`): the things of
        // its first projects, most rows first in the large organisation.
        const project = projectParameter(parent);
        if (ids.length === 0 && project && parent !== '/api/v1/projects/') {
          const projects = await listIds(who, '/api/v1/projects/?page_size=50');
          for (const projectId of projects.slice(0, LARGE_CANDIDATES)) {
            ids = ids.concat(
              await listIds(who, `${parent}?${project.name}=${projectId}&page_size=50`),
            );
          }
        }
        idsOf.set(key, ids);
      }
      return (idsOf.get(key) ?? []).slice(0, who === 'small' ? SMALL_CANDIDATES : LARGE_CANDIDATES);
    };
    /**
     * Of `who`'s candidates, the URL whose JSON answer has the fewest (small) or most (large)
     * rows, and the statuses of all of them.
     */
    const pick = async (
      who: Who,
      route: { parent: string; url: (id: number) => string },
      fewest = who === 'small',
    ) => {
      let best: { url: string; rows: number } | undefined;
      const statuses = new Set<number | string>();
      for (const id of await candidates(who, route.parent)) {
        const url = route.url(id);
        const res = await get(who, url);
        statuses.add(res.statusCode === 200 ? 200 : `${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode !== 200 || !res.headers['content-type']?.includes('json')) continue;
        const rows = rowsIn(res.json());
        // An empty answer skips the batched look-ups of its rows' details: no baseline.
        if (fewest && rows === 0) continue;
        if (!best || (fewest ? rows < best.rows : rows > best.rows)) best = { url, rows };
      }
      return { best, statuses: [...statuses].sort() };
    };

    const growing: string[] = [];
    const unanswered: string[] = [];
    const comparedByArea = new Map<string, number>();
    for (const route of [...nested, ...byProject]) {
      let few: Who = 'small';
      let { best: small, statuses: smallStatuses } = await pick('small', route);
      const { best: large, statuses: largeStatuses } = await pick('large', route);
      if (smallStatuses.length === 0 || !small) {
        // The demo organisation has none: the large one's thing with the fewest rows instead.
        few = 'large';
        ({ best: small, statuses: smallStatuses } = await pick('large', route, true));
      }
      const answered = smallStatuses.includes(200) && largeStatuses.includes(200);
      if (answered && route.path in notPlainReads) {
        unanswered.push(`${route.path}: 200, but listed in notPlainReads`);
      } else if (!answered && !(route.path in notPlainReads)) {
        const none = (who: Who) =>
          `nothing to ask about (${route.parent}: ${parentAnswers.get(`${who} ${route.parent}?page_size=50`) ?? '200'})`;
        unanswered.push(
          `${route.path}: ${smallStatuses.join('/') || none('small')} (demo), ` +
            `${largeStatuses.join('/') || none('large')} (×${FACTOR})`,
        );
      }
      // Only a thing with more rows can show a statement per row.
      if (!small || !large || large.rows <= small.rows) continue;
      comparedByArea.set(route.tag, (comparedByArea.get(route.tag) ?? 0) + 1);
      const fewer = await statements(few, small.url);
      const many = await statements('large', large.url);
      if (many.queries > fewer.queries + SLACK) {
        growing.push(
          `${route.path}: ${fewer.queries} statements for ${small.rows} rows → ${many.queries} for ${large.rows}`,
        );
      }
    }
    expect(unanswered).toEqual([]);
    // Every area with rows under a project or a group is compared (the ×10 seed gives them many).
    expect([...comparedByArea.keys()]).toEqual(
      expect.arrayContaining([
        'people',
        'projects',
        'groups',
        'comms',
        'surveys',
        'activities',
        'assessments',
        'leaders',
      ]),
    );
    expect(growing).toEqual([]);
  }, 300_000);
});
