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
    return { status: result.statusCode, queries };
  };

  const gets = (keep: (path: string) => boolean) =>
    Object.entries(document.paths)
      .filter(([path, ops]) => ops.get && path.startsWith('/api/v1/') && keep(path))
      .map(([path, ops]) => ({ path, tag: ops.get?.tags?.[0] ?? '' }));

  it('is the same for a small and a ×10 organisation on every parameterless read', async () => {
    const routes = gets((path) => !path.includes('{'));
    expect(routes.length).toBeGreaterThan(50);
    const growing: string[] = [];
    let compared = 0;
    const areas = new Set<string>();
    for (const { path, tag } of routes) {
      const url = `${path}?page_size=50`;
      const small = await statements('small', url);
      const large = await statements('large', url);
      if (small.status !== 200 || large.status !== 200) continue;
      compared += 1;
      areas.add(tag);
      if (large.queries > small.queries + SLACK) {
        growing.push(`${path}: ${small.queries} → ${large.queries} statements`);
      }
    }
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
    const candidates = async (who: Who, parent: string) => {
      const key = `${who} ${parent}`;
      if (!idsOf.has(key)) {
        const res = await get(who, `${parent}?page_size=50`);
        idsOf.set(key, res.statusCode === 200 ? idsIn(res.json()) : []);
      }
      return (idsOf.get(key) ?? []).slice(0, who === 'small' ? SMALL_CANDIDATES : LARGE_CANDIDATES);
    };
    /** Of `who`'s candidates, the URL whose answer has the fewest (small) or most (large) rows. */
    const pick = async (who: Who, route: { parent: string; url: (id: number) => string }) => {
      let best: { url: string; rows: number } | undefined;
      for (const id of await candidates(who, route.parent)) {
        const url = route.url(id);
        const res = await get(who, url);
        if (res.statusCode !== 200 || !res.headers['content-type']?.includes('json')) continue;
        const rows = rowsIn(res.json());
        if (!best || (who === 'small' ? rows < best.rows : rows > best.rows)) best = { url, rows };
      }
      return best;
    };

    const growing: string[] = [];
    const comparedByArea = new Map<string, number>();
    for (const route of [...nested, ...byProject]) {
      const small = await pick('small', route);
      const large = await pick('large', route);
      // Only a thing with more rows can show a statement per row.
      if (!small || !large || large.rows <= small.rows) continue;
      comparedByArea.set(route.tag, (comparedByArea.get(route.tag) ?? 0) + 1);
      const few = await statements('small', small.url);
      const many = await statements('large', large.url);
      if (many.queries > few.queries + SLACK) {
        growing.push(
          `${route.path}: ${few.queries} statements for ${small.rows} rows → ${many.queries} for ${large.rows}`,
        );
      }
    }
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
