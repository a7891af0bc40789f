import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { describeResponse, namesField, refusal } from './harness/calls';
import { multipartBody } from './multipart';
import { changedTables, organisationChecksum } from './harness/database-probe';
import { readOperations } from './harness/openapi-operations';
import type { TestServer } from './test-server';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One request: a path relative to `/api/v1/` (with its query) and an optional JSON body; with a
 * `file`, the body goes as a browser's multipart form does (its fields as the `payload` part's
 * JSON, beside the file).
 */
export interface MatrixRequest {
  method: Method;
  path: string;
  body?: unknown;
  file?: { field: string; filename: string; contentType: string; data: Buffer };
}

/** The payload and headers of a request's body: JSON, or a multipart form with its file. */
function bodyOf(request: MatrixRequest): Pick<InjectOptions, 'payload' | 'headers'> {
  if (request.file) {
    const form = multipartBody({ payload: JSON.stringify(request.body ?? {}) }, request.file);
    return { payload: form.payload, headers: form.headers };
  }
  return request.body === undefined ? {} : { payload: request.body as object };
}

/**
 * One call of an area's permission and input matrix, built from rows made once for the whole
 * table (`F`). The OpenAPI harness already sends every route bad credentials, another
 * organisation's ids and generic malformed input; the matrix adds what only the area knows:
 * a valid request, who may send it, who may not, and the field a bad value must be named by.
 */
export interface MatrixCall<F> {
  /** The call as the catalogue names it: `METHOD path/{id}/`. */
  name: string;
  /** A valid request. */
  request(f: F): MatrixRequest;
  /** Who the valid request succeeds for, and with which status. */
  ok: { as(f: F): string; status: number; check?(body: unknown, f: F): string | null };
  /**
   * Who the same valid request is refused for, and how (403: may read but not do this; 404: may
   * not even see it); or why nobody signed in is refused (reference lists everyone reads).
   */
  denied:
    | { as(f: F): string; status: 403 | 404 }
    /** A filter over what the caller sees: they get an empty list, with the reason. */
    | { as(f: F): string; empty: string }
    | { nobody: string };
  /**
   * A request the contract refuses: 400 naming `field`, sent by the one `ok` names; or why
   * the call takes no input to get wrong.
   */
  malformed: { request(f: F): MatrixRequest; field: string } | { none: string };
  /** Switched off for the organisation, the valid request answers this (e.g. 403). */
  switchedOff?: number;
}

/** Sends matrix requests as seeded people, with one token per person. */
export function matrixSender(server: TestServer) {
  const tokens = new Map<string, Promise<string>>();
  return async function send(as: string, request: MatrixRequest) {
    let token = tokens.get(as);
    if (!token) {
      token = server.tokenFor(as);
      tokens.set(as, token);
    }
    const { payload, headers } = bodyOf(request);
    const options: InjectOptions = {
      method: request.method,
      url: `/api/v1/${request.path}`,
      headers: { ...headers, authorization: `Bearer ${await token}` },
      ...(payload === undefined ? {} : { payload }),
    };
    return server.app.inject(options);
  };
}

/** Runs `check` over the calls a few at a time and returns every failure, named by call. */
async function collect<F>(
  calls: MatrixCall<F>[],
  check: (call: MatrixCall<F>) => Promise<string | null>,
  concurrency: number,
): Promise<string[]> {
  const failures: string[] = [];
  for (let i = 0; i < calls.length; i += concurrency) {
    const results = await Promise.all(calls.slice(i, i + concurrency).map((c) => check(c)));
    results.forEach((problem, j) => {
      if (problem) failures.push(`${calls[i + j]?.name}: ${problem}`);
    });
  }
  return failures;
}

function isEmptyList(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 200) return false;
  const body: unknown = response.json();
  return Array.isArray(body) && body.length === 0;
}

function expectStatus(response: LightMyRequestResponse, status: number): string | null {
  return response.statusCode === status
    ? null
    : `expected ${status}, got ${describeResponse(response)}`;
}

/**
 * The phases of a call matrix, each returning the failures it found. The refusal phases write
 * nothing (checked with a checksum of every row of the organisation) and may run in any order;
 * `succeeds` runs the calls one by one in table order, so a table lists a row's reads and
 * edits before its delete and an analysis' edits before it is completed.
 */
export function callMatrix<F>(server: TestServer, calls: MatrixCall<F>[], fixture: () => F) {
  const send = matrixSender(server);

  async function writingNothing(
    organisation: number,
    phase: () => Promise<string[]>,
  ): Promise<string[]> {
    const before = await organisationChecksum(server.db, organisation);
    const failures = await phase();
    const after = await organisationChecksum(server.db, organisation);
    return [
      ...failures,
      ...changedTables(before, after).map((table) => `a refused request wrote to ${table}`),
    ];
  }

  return {
    /** Each valid request, sent by someone who may not: the declared 403 or 404. */
    denied: (organisation: number) =>
      writingNothing(organisation, () =>
        collect(
          calls,
          async (call) => {
            const f = fixture();
            if ('nobody' in call.denied) return null;
            const response = await send(call.denied.as(f), call.request(f));
            if ('status' in call.denied) return refusal(response, [call.denied.status]);
            return isEmptyList(response)
              ? null
              : `expected an empty list, got ${describeResponse(response)}`;
          },
          6,
        ),
      ),
    /** Each malformed request, sent by someone who may: 400 naming the field. */
    malformed: (organisation: number) =>
      writingNothing(organisation, () =>
        collect(
          calls,
          async (call) => {
            const f = fixture();
            if ('none' in call.malformed) return null;
            const response = await send(call.ok.as(f), call.malformed.request(f));
            if (response.statusCode !== 400) {
              return `expected 400 naming ${call.malformed.field}, got ${describeResponse(response)}`;
            }
            const body: unknown = response.json();
            return namesField(body, call.malformed.field) && !('detail' in (body as object))
              ? refusal(response, [400], call.malformed.field)
              : `400 without a message for ${call.malformed.field}: ${describeResponse(response)}`;
          },
          6,
        ),
      ),
    /** Each valid request of a switched-off part, sent by someone who may: the declared refusal. */
    switchedOff: (organisation: number) =>
      writingNothing(organisation, () =>
        collect(
          calls.filter((call) => call.switchedOff !== undefined),
          async (call) => {
            const f = fixture();
            return refusal(await send(call.ok.as(f), call.request(f)), [call.switchedOff ?? 0]);
          },
          6,
        ),
      ),
    /** Each valid request, sent by someone who may, in table order: its success status. */
    succeeds: () =>
      collect(
        calls,
        async (call) => {
          const f = fixture();
          const response = await send(call.ok.as(f), call.request(f));
          const wrong = expectStatus(response, call.ok.status);
          if (wrong || !call.ok.check) return wrong;
          return call.ok.check(response.body ? response.json() : null, f);
        },
        1,
      ),
  };
}

type Matrix = ReturnType<typeof callMatrix>;

/**
 * The test that a matrix's table is its area: the API document's routes that `isArea` picks
 * (by method and path relative to `/api/v1/`, ids as `{id}`) are exactly the table's calls, each listed
 * once, and there are `count` of them, so a route added without a row fails here.
 */
export function itCoversTheArea<F>(
  server: TestServer,
  area: string,
  calls: MatrixCall<F>[],
  count: number,
  isArea: (route: { method: string; path: string }) => boolean,
) {
  it(`covers every ${area} route of the API document, once each`, async () => {
    const routes = (await readOperations(server.app))
      .map((o) => ({ ...o, path: o.path.replace('/api/v1/', '').replace(/\{[^}]+\}/g, '{id}') }))
      .filter(isArea)
      .map((o) => `${o.method} ${o.path}`);
    const named = calls.map((c) => c.name.replace(/\?.*$/, ''));
    expect([...new Set(named)].sort()).toEqual([...new Set(routes)].sort());
    expect(calls).toHaveLength(count);
    expect(new Set(calls.map((c) => c.name)).size).toBe(calls.length);
  });
}

/** The two refusal tests every matrix makes, on the organisation the fixture builds. */
export function itRefusesWritingNothing(matrix: Matrix, organisation: () => number) {
  it('refuses each call to someone who may not make it, writing nothing', async () => {
    expect(await matrix.denied(organisation())).toEqual([]);
  });

  it('answers 400 naming the field for each malformed call, writing nothing', async () => {
    expect(await matrix.malformed(organisation())).toEqual([]);
  });
}

/** The success test, declared last in a matrix: it writes, so the refusals run before it. */
export function itSucceedsInOrder(matrix: Matrix) {
  it('succeeds for each call made by someone who may, in order', async () => {
    expect(await matrix.succeeds()).toEqual([]);
  });
}
