import { http, HttpResponse } from 'msw';
import {
  referenceListParentKeys,
  referenceLists,
  type ReferenceListName,
} from '@contract/admin/reference-lists';
import { apiPath } from '../api-path';

/** An entry as the fake server keeps it: the API's fields, and where it is used (blocks delete). */
export interface FakeEntry {
  id: number;
  name: string;
  position: number;
  archived: boolean;
  created_at: string;
  updated_at: string;
  usedBy?: string;
  [field: string]: unknown;
}

export type ReferenceData = Partial<Record<ReferenceListName, FakeEntry[]>> & {
  writes: { method: string; url: string; body: unknown }[];
};

let nextId = 1000;
export function fakeEntry(name: string, fields: Partial<FakeEntry> = {}): FakeEntry {
  nextId += 1;
  return {
    id: nextId,
    name,
    position: nextId,
    archived: false,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    ...fields,
  };
}

const present = ({ usedBy: _used, ...entry }: FakeEntry) => entry;

/**
 * A JSON body, or a multipart one (a JSON `payload` beside a `file`) as `{...payload, file_name}`.
 * The form is read from its text: undici's own parser refuses the files jsdom makes.
 */
async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }
  const payload = /name="payload"\r\n\r\n([\s\S]*?)\r\n--/.exec(text)?.[1];
  const file = /name="file"; filename="([^"]*)"/.exec(text)?.[1];
  return {
    ...(payload ? (JSON.parse(payload) as Record<string, unknown>) : {}),
    ...(file ? { file_name: file } : {}),
  };
}

const parentKeys = referenceListParentKeys as Partial<Record<ReferenceListName, string>>;

/**
 * Every reference list's calls, over `data`: list (parent filter, search), create (the server's
 * name rules), rename, archive, delete (409 while used) and reorder.
 */
export function referenceListHandlers(data: ReferenceData) {
  return (Object.keys(referenceLists) as ReferenceListName[]).flatMap((list) => {
    const { path, item } = referenceLists[list];
    const entries = () => (data[list] ??= []);
    const ordered = () => [...entries()].sort((a, b) => a.position - b.position);
    const record = (request: Request, body: unknown) =>
      data.writes.push({ method: request.method, url: new URL(request.url).pathname, body });
    const nameError = (name: unknown, except?: number) => {
      const text = typeof name === 'string' ? name.trim() : '';
      if (!text) return 'Enter a name.';
      const taken = entries().some(
        (e) => e.id !== except && e.name.toLowerCase() === text.toLowerCase(),
      );
      return taken ? `A ${item} called “${text}” already exists.` : undefined;
    };
    return [
      http.get(apiPath(`${path}/`), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const key = parentKeys[list];
        const parent = key ? query.get(key) : null;
        return HttpResponse.json(
          ordered()
            .filter((e) => parent === null || e[key ?? ''] === Number(parent))
            .map(present),
        );
      }),
      http.post(apiPath(`${path}/`), async ({ request }) => {
        const body = await bodyOf(request);
        record(request, body);
        const error = nameError(body.name);
        if (error) return HttpResponse.json({ name: [error] }, { status: 400 });
        const key = parentKeys[list];
        if (key && list !== 'reporting_sites' && typeof body[key] !== 'number') {
          return HttpResponse.json({ [key]: ['Choose one from the list.'] }, { status: 400 });
        }
        const entry = fakeEntry(String(body.name).trim(), body);
        entries().push(entry);
        return HttpResponse.json(present(entry), { status: 201 });
      }),
      http.patch(apiPath(`${path}/:id/`), async ({ request, params }) => {
        const body = (await request.json()) as Record<string, unknown>;
        record(request, body);
        const entry = entries().find((e) => e.id === Number(params.id));
        if (!entry) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
        const error = 'name' in body ? nameError(body.name, entry.id) : undefined;
        if (error) return HttpResponse.json({ name: [error] }, { status: 400 });
        Object.assign(entry, body);
        return HttpResponse.json(present(entry));
      }),
      http.delete(apiPath(`${path}/:id/`), ({ request, params }) => {
        record(request, null);
        const entry = entries().find((e) => e.id === Number(params.id));
        if (!entry) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
        if (entry.usedBy) {
          return HttpResponse.json(
            {
              detail: `“${entry.name}” is still used by ${entry.usedBy}. Archive it instead to hide it from new choices.`,
            },
            { status: 409 },
          );
        }
        data[list] = entries().filter((e) => e !== entry);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(apiPath(`${path}/:id/download/`), ({ params }) => {
        const entry = entries().find((e) => e.id === Number(params.id));
        if (typeof entry?.file_name !== 'string') {
          return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
        }
        return new HttpResponse(`contents of ${entry.file_name}`, {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': `attachment; filename="${entry.file_name}"`,
          },
        });
      }),
      http.post(apiPath(`${path}/reorder/`), async ({ request }) => {
        const body = (await request.json()) as { ids: number[] };
        record(request, body);
        body.ids.forEach((id, index) => {
          const entry = entries().find((e) => e.id === id);
          if (entry) entry.position = index + 1;
        });
        return HttpResponse.json(ordered().map(present));
      }),
    ];
  });
}
