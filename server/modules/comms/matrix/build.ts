import type { MatrixCall, MatrixRequest } from '@tests/support/call-matrix';
import type { CommsFixture } from './fixture';

export type Call = MatrixCall<CommsFixture>;
type Path = (f: CommsFixture) => string;
type Body = (f: CommsFixture) => unknown;
type Request = (f: CommsFixture) => MatrixRequest;

export const get =
  (path: Path): Request =>
  (f) => ({ method: 'GET', path: path(f) });

export const send =
  (
    method: 'POST' | 'PATCH' | 'DELETE',
    path: Path,
    body?: Body,
    file?: MatrixRequest['file'],
  ): Request =>
  (f) => ({
    method,
    path: path(f),
    ...(body ? { body: body(f) } : method === 'DELETE' ? {} : { body: {} }),
    ...(file ? { file } : {}),
  });

/** A malformed request: a bad path or query, or a bad body, and the field it must name. */
export const bad = (field: string, request: Request) => ({ field, request });

/** The valid request with one body field set to a value the contract refuses. */
export const badField = (request: Request, field: string, value: unknown) =>
  bad(field, (f) => {
    const valid = request(f);
    return { ...valid, body: { ...(valid.body as object), [field]: value } };
  });

/** A bad id in the path: 400 naming `id`. */
export const badId = (path: (id: string) => string, method: MatrixRequest['method'] = 'GET') =>
  bad('id', () => ({
    method,
    path: path('abc'),
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
  }));

/** Who is refused, and how. */
export const refused = {
  /** A change manager off the team: sees the project, may not write for it. */
  outsider: { as: (f: CommsFixture) => f.outsider, status: 403 as const },
  /** An employee: sends no communications at all. */
  employee: { as: (f: CommsFixture) => f.member, status: 403 as const },
  /** An employee the project does not target: the row does not exist for them. */
  stranger: { as: (f: CommsFixture) => f.stranger, status: 404 as const },
};

/**
 * A call of those who run the project (its team, the change office, admins); refused to a
 * change manager off the team (403) unless another refusal is named.
 */
export function teamCall(
  name: string,
  request: Request,
  status: number,
  malformed: Call['malformed'] | [field: string, value: unknown],
  denied: Call['denied'] = refused.outsider,
): Call {
  return {
    name,
    request,
    ok: { as: (f) => f.manager, status },
    denied,
    malformed: Array.isArray(malformed) ? badField(request, ...malformed) : malformed,
  };
}

/**
 * What the project's group receives (announcements, shared files): its member reads it; an
 * employee the project does not target is refused as `denied` says.
 */
export function receiverCall(
  name: string,
  request: Request,
  denied: Call['denied'],
  malformed: Call['malformed'],
  status = 200,
): Call {
  return { name, request, ok: { as: (f) => f.member, status }, denied, malformed };
}
