import type { MatrixCall, MatrixRequest } from '@tests/support/call-matrix';
import type { MatrixFixture } from './fixture';

export type Call = MatrixCall<MatrixFixture>;
type Path = (f: MatrixFixture) => string;
type Body = (f: MatrixFixture) => unknown;

export const get = (path: Path) => (f: MatrixFixture) =>
  ({ method: 'GET', path: path(f) }) as const;
export const send =
  (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: Path, body?: Body) =>
  (f: MatrixFixture): MatrixRequest => ({
    method,
    path: path(f),
    ...(body ? { body: body(f) } : method === 'DELETE' ? {} : { body: {} }),
  });

/** A malformed request: a bad path or query (`path`) or a bad body. */
export function bad(field: string, request: (f: MatrixFixture) => MatrixRequest) {
  return { field, request };
}

const switchedOffStatus = 403;

/**
 * A read of one project's assessment rows: whoever sees the project (a change manager off the
 * team too); an employee the project does not target gets a 404, as for a missing row.
 */
export function projectRead(
  name: string,
  path: Path,
  malformed: Call['malformed'],
  options: { switchable?: boolean } = {},
): Call {
  return {
    name,
    request: get(path),
    ok: { as: (f) => f.outsider, status: 200 },
    denied: { as: (f) => f.employee, status: 404 },
    malformed,
    ...(options.switchable === false ? {} : { switchedOff: switchedOffStatus }),
  };
}

/**
 * A write in a project: its team (and admins, the change office); a change manager not on the
 * team may read the project but is refused with 403.
 */
export function teamWrite(
  name: string,
  request: (f: MatrixFixture) => MatrixRequest,
  status: number,
  /** A malformed request, or `[field, value]`: the valid body with that field set to a bad value. */
  malformed: Call['malformed'] | [field: string, value: unknown],
  options: { switchable?: boolean } = {},
): Call {
  return {
    name,
    request,
    ok: { as: (f) => f.manager, status },
    denied: { as: (f) => f.outsider, status: 403 },
    malformed: Array.isArray(malformed) ? withBadField(request, ...malformed) : malformed,
    ...(options.switchable === false ? {} : { switchedOff: switchedOffStatus }),
  };
}

/** The valid request with one body field set to a value the contract refuses. */
function withBadField(request: (f: MatrixFixture) => MatrixRequest, field: string, value: unknown) {
  return bad(field, (f) => {
    const valid = request(f);
    return { ...valid, body: { ...(valid.body as object), [field]: value } };
  });
}

/** A bad id in the path: 400 naming `id`. */
export const badId = (path: (id: string) => string, method: MatrixRequest['method'] = 'GET') =>
  bad('id', () => ({
    method,
    path: path('abc'),
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
  }));

/** A reference list every signed-in person reads (an employee too): nobody is refused. */
export function everyoneRead(
  name: string,
  path: Path,
  reason: string,
  malformed: Call['malformed'],
): Call {
  return {
    name,
    request: get(path),
    ok: { as: (f) => f.employee, status: 200 },
    denied: { nobody: reason },
    malformed,
  };
}
