import { http, HttpResponse } from 'msw';
import { organisationPaths } from '@contract/admin/organisation';
import type { Organisation } from '@contract/admin/organisation.schema';
import { referenceListPaths } from '@contract/admin/reference-lists';
import { defaultPhaseNames } from '@contract/projects/phases';
import type { ReferenceEntry } from '@contract/admin/reference-lists.schema';
import { importsPaths, importsPatterns } from '@contract/people/imports';
import type {
  PeopleImportPreview,
  PeopleImportRow,
  PeopleImportSummary,
} from '@contract/people/imports.schema';
import { invitesPaths, parseInviteList } from '@contract/people/invites';
import type { BulkInviteResult, Invite } from '@contract/people/invites.schema';
import { directoryPaths } from '@contract/people/directory';
import type { DirectoryStatus } from '@contract/people/directory.schema';
import { profilesPaths, profilesPatterns } from '@contract/people/profiles';
import { userRolesPaths } from '@contract/people/user-roles';
import type { UsersWithRolesBody } from '@contract/people/user-roles.schema';
import type {
  CreatePersonInput,
  Person,
  PersonDetail,
  UpdatePersonInput,
} from '@contract/people/profiles.schema';
import type { Paginated } from '@contract/shared/common.schema';
import { apiPath } from '../api-path';
import { pageOf } from '../paged';

const STAMP = '2026-03-02T09:00:00.000Z';

/** A person of the directory; id 1 is the signed-in admin of the session handlers. */
export function person(overrides: Partial<PersonDetail> = {}): PersonDetail {
  const id = overrides.id ?? 1;
  const first = overrides.first_name ?? (id === 1 ? 'Ada' : `Person`);
  const last = overrides.last_name ?? (id === 1 ? 'Admin' : String(id));
  return {
    id,
    email: id === 1 ? 'admin@demo.changecraft.test' : `person${id}@demo.changecraft.test`,
    display_name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    job_title: 'Head of change',
    role: id === 1 ? 'ADMIN' : 'EMPLOYEE',
    is_active: true,
    site_id: 1,
    site: 'London',
    department_id: 1,
    department: 'Transformation',
    function: null,
    persona: null,
    people_tags: [],
    manager: null,
    is_people_manager: false,
    teams_id: null,
    theme: 'light',
    time_zone: 'Europe/London',
    locale: null,
    notification_choices: {},
    onboarding_step: 3,
    user_config_step: -1,
    created_at: STAMP,
    deactivated_at: null,
    groups: [],
    projects: [{ id: 4, name: 'Electronic patient record rollout' }],
    ...overrides,
  };
}

function entry(id: number, name: string): ReferenceEntry {
  return { id, name, position: id, archived: false, created_at: STAMP, updated_at: STAMP };
}

/** The people area's data as a component test's fake server holds it; tests may change it. */
export interface PeopleData {
  people: PersonDetail[];
  invites: Invite[];
  imports: PeopleImportSummary[];
  /** What the preview answers for any file. */
  previewRows: PeopleImportRow[];
  sites: string[];
  departments: string[];
  directory: DirectoryStatus;
  /** The commit answers 202 and each read of the import moves it on by half the file. */
  commitAsJob?: boolean;
  writes: { method: string; url: string; body: unknown }[];
}

export function peopleData(overrides: Partial<PeopleData> = {}): PeopleData {
  return {
    people: [person()],
    invites: [],
    imports: [],
    previewRows: [],
    sites: ['London', 'Leeds', 'Manchester'],
    departments: ['Transformation', 'Finance', 'Clinical Operations'],
    directory: { source: 'local', last_synced_at: null, latest: null },
    writes: [],
    ...overrides,
  };
}

function summaryOf(rows: PeopleImportRow[], id: number, status: PeopleImportSummary['status']) {
  const count = (o: PeopleImportRow['outcome']) => rows.filter((r) => r.outcome === o).length;
  return {
    id,
    file_name: 'people.csv',
    scope: 'admin' as const,
    status,
    uploaded_by: { id: 1, display_name: 'Ada Admin' },
    total_rows: rows.length,
    processed_rows: rows.length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rejected: count('rejected'),
    error: null,
    created_at: STAMP,
    finished_at: STAMP,
  };
}

/** The people calls screens make, over `data`. */
export function peopleHandlers(data: PeopleData = peopleData()) {
  const find = (id: unknown) => data.people.find((p) => p.id === Number(id));
  return [
    http.get(apiPath(profilesPatterns.detail), ({ params }) => {
      // `user_profiles/search_profiles/` matches the pattern too: leave it to its own handler.
      if (!/^\d+$/.test(String(params.id))) return undefined;
      const found = find(params.id);
      return found
        ? HttpResponse.json<PersonDetail>(found)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.patch(apiPath(profilesPatterns.detail), async ({ params, request }) => {
      const body = (await request.json()) as UpdatePersonInput;
      data.writes.push({ method: 'PATCH', url: request.url, body });
      const found = find(params.id);
      if (!found) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      const { notification_choices, manager_id: _manager, ...rest } = body;
      Object.assign(found, rest, {
        notification_choices: { ...found.notification_choices, ...notification_choices },
      });
      // The server names the chosen entries (the reference lists below number them from 1).
      if (rest.site_id !== undefined) {
        found.site = rest.site_id === null ? null : (data.sites[rest.site_id - 1] ?? null);
      }
      if (rest.department_id !== undefined) {
        found.department =
          rest.department_id === null ? null : (data.departments[rest.department_id - 1] ?? null);
      }
      return HttpResponse.json<Person>(found);
    }),
    http.post(apiPath(profilesPatterns.collection), async ({ request }) => {
      const body = (await request.json()) as CreatePersonInput;
      data.writes.push({ method: 'POST', url: request.url, body });
      const id = Math.max(0, ...data.people.map((p) => p.id)) + 1;
      const created = person({
        id,
        email: body.email,
        first_name: body.first_name,
        last_name: body.last_name ?? '',
        display_name: `${body.first_name} ${body.last_name ?? ''}`.trim(),
        role: body.role ?? 'EMPLOYEE',
        site_id: body.site_id ?? null,
        site: body.site_id ? (data.sites[body.site_id - 1] ?? null) : null,
        department_id: body.department_id ?? null,
        department: body.department_id ? (data.departments[body.department_id - 1] ?? null) : null,
        projects: [],
      });
      data.people.push(created);
      return HttpResponse.json<Person>(created, { status: 201 });
    }),
    http.get(apiPath(profilesPatterns.collection), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = query.get('search')?.toLowerCase() ?? '';
      const status = query.get('status') ?? 'active';
      const results = data.people.filter(
        (p) =>
          `${p.display_name} ${p.email}`.toLowerCase().includes(search) &&
          (!query.get('site') || p.site === query.get('site')) &&
          (!query.get('department') || p.department === query.get('department')) &&
          (!query.get('role') || p.role === query.get('role')) &&
          (!query.get('persona') || p.persona === query.get('persona')) &&
          (!query.get('people_tag') || p.people_tags.includes(query.get('people_tag') ?? '')) &&
          (status === 'all' || p.is_active === (status === 'active')),
      );
      return HttpResponse.json<Paginated<Person>>(pageOf(results, request));
    }),
    http.get(apiPath(profilesPaths.search('')), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      const results = data.people.filter(
        (p) => p.is_active && `${p.display_name} ${p.email}`.toLowerCase().includes(search),
      );
      return HttpResponse.json<Paginated<Person>>({
        count: results.length,
        next: null,
        previous: null,
        results: results.slice(0, 30),
      });
    }),
    http.post(apiPath(userRolesPaths.list()), async ({ request }) => {
      const body = (await request.json()) as UsersWithRolesBody;
      const search = body.search?.toLowerCase() ?? '';
      const size = body.page_size ?? 50;
      const start = ((body.page_number ?? 1) - 1) * size;
      const found = data.people.filter(
        (p) =>
          `${p.display_name} ${p.email}`.toLowerCase().includes(search) &&
          (!body.role || p.role === body.role),
      );
      return HttpResponse.json<Paginated<Person>>({
        count: found.length,
        next: null,
        previous: null,
        results: found.slice(start, start + size),
      });
    }),
    http.patch(apiPath(userRolesPaths.update()), async ({ request }) => {
      const body = (await request.json()) as { user_id: number; role: Person['role'] };
      data.writes.push({ method: 'PATCH', url: request.url, body });
      const found = find(body.user_id);
      if (!found) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      const admins = data.people.filter((p) => p.role === 'ADMIN' && p.is_active);
      if (found.role === 'ADMIN' && body.role !== 'ADMIN' && admins.length === 1) {
        return HttpResponse.json(
          {
            role: [
              'The last admin cannot be given another role. Make someone else an admin first.',
            ],
          },
          { status: 400 },
        );
      }
      found.role = body.role;
      return HttpResponse.json<Person>(found);
    }),
    http.get(apiPath(directoryPaths.syncStatus()), () =>
      HttpResponse.json<DirectoryStatus>(data.directory),
    ),
    http.post(apiPath(directoryPaths.refresh()), ({ request }) => {
      data.writes.push({ method: 'POST', url: request.url, body: null });
      data.directory = {
        ...data.directory,
        last_synced_at: STAMP,
        latest: {
          id: (data.directory.latest?.id ?? 0) + 1,
          status: 'succeeded',
          groups_total: 3,
          groups_done: 3,
          members_linked: 42,
          error: null,
          started_at: STAMP,
          finished_at: STAMP,
        },
      };
      return HttpResponse.json<DirectoryStatus>(data.directory, { status: 202 });
    }),
    http.get(apiPath(referenceListPaths.list('reporting_sites')), () =>
      HttpResponse.json<ReferenceEntry[]>(data.sites.map((name, i) => entry(i + 1, name))),
    ),
    http.get(apiPath(referenceListPaths.list('people_tags')), () =>
      HttpResponse.json<ReferenceEntry[]>([entry(1, 'Night shift'), entry(2, 'Field')]),
    ),
    http.get(apiPath(referenceListPaths.list('personas')), () =>
      HttpResponse.json<ReferenceEntry[]>([entry(1, 'Front-line'), entry(2, 'Office')]),
    ),
    http.get(apiPath(referenceListPaths.list('departments')), () =>
      HttpResponse.json<ReferenceEntry[]>(data.departments.map((name, i) => entry(i + 1, name))),
    ),
    http.get(apiPath(organisationPaths.detail()), () =>
      HttpResponse.json<Organisation>({
        id: 1,
        name: 'Demo Organisation',
        time_zone: 'Europe/London',
        locale: 'en-GB',
        phase_names: defaultPhaseNames,
        heatmap_thresholds: { medium: 2, high: 3, very_high: 4 },
        created_at: STAMP,
      }),
    ),
    http.get(apiPath(invitesPaths.list()), () => HttpResponse.json<Invite[]>(data.invites)),
    http.post(apiPath(invitesPaths.bulk()), async ({ request }) => {
      const body = (await request.json()) as { emails: string; role: Invite['role'] };
      data.writes.push({ method: 'POST', url: request.url, body });
      const parsed = parseInviteList(body.emails);
      const known = new Set(data.people.map((p) => p.email));
      const pending = new Set(data.invites.map((i) => i.email));
      const invited = parsed.valid
        .filter((email) => !known.has(email) && !pending.has(email))
        .map<Invite>((email, i) => ({
          id: data.invites.length + i + 1,
          email,
          role: body.role,
          status: 'pending',
          invited_by: { id: 1, display_name: 'Ada Admin' },
          sent_count: 1,
          last_sent_at: STAMP,
          expires_at: STAMP,
          accepted_at: null,
          created_at: STAMP,
        }));
      data.invites.push(...invited);
      return HttpResponse.json<BulkInviteResult>({
        invited,
        already_members: parsed.valid.filter((e) => known.has(e)),
        already_invited: parsed.valid.filter((e) => pending.has(e)),
        duplicates: parsed.duplicates,
      });
    }),
    http.post(apiPath(importsPaths.preview()), ({ request }) => {
      data.writes.push({ method: 'POST', url: request.url, body: null });
      return HttpResponse.json<PeopleImportPreview>({
        ...summaryOf(data.previewRows, data.imports.length + 1, 'previewed'),
        rows: data.previewRows,
      });
    }),
    http.post(apiPath(importsPaths.commit()), ({ request }) => {
      data.writes.push({ method: 'POST', url: request.url, body: null });
      const status = data.commitAsJob ? 'running' : 'committed';
      const done = summaryOf(data.previewRows, data.imports.length + 1, status);
      if (data.commitAsJob) done.processed_rows = 0;
      data.imports.unshift(done);
      return HttpResponse.json<PeopleImportSummary>(done, { status: data.commitAsJob ? 202 : 201 });
    }),
    http.get(apiPath(importsPaths.history()), () =>
      HttpResponse.json<PeopleImportSummary[]>(data.imports),
    ),
    http.get(apiPath(importsPatterns.detail), ({ params }) => {
      const found = data.imports.find((i) => i.id === Number(params.id));
      if (found?.status === 'running') {
        const answer = { ...found };
        found.processed_rows += Math.ceil(found.total_rows / 2);
        if (found.processed_rows >= found.total_rows) found.status = 'committed';
        return HttpResponse.json<PeopleImportSummary>(answer);
      }
      return found
        ? HttpResponse.json<PeopleImportSummary>(found)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
  ];
}
