import { http, HttpResponse } from 'msw';
import { globalImpactedGroupsPaths } from '@contract/groups/global-impacted-groups';
import type {
  GlobalImpactedGroup,
  GlobalImpactedGroupSummary,
  MembersByDepartment,
} from '@contract/groups/global-impacted-groups.schema';
import { impactedGroupFunctionsPatterns } from '@contract/groups/impacted-group-functions';
import type {
  CreateImpactedGroupFunctionInput,
  ImpactedGroupFunction,
  UpdateImpactedGroupFunctionInput,
} from '@contract/groups/impacted-group-functions.schema';
import { apiPath } from '../api-path';
import { pageOf } from '../paged';

const STAMP = '2026-03-02T09:00:00.000Z';

/** A global impacted group as the group page reads it; id 5 unless told. */
export function globalGroup(overrides: Partial<GlobalImpactedGroup> = {}): GlobalImpactedGroup {
  return {
    id: 5,
    name: 'Ward nurses',
    description: 'Nurses on the wards that move to the new record.',
    persona: null,
    owner: { id: 1, display_name: 'Ada Admin' },
    member_count: 3,
    leader_count: 1,
    project_count: 1,
    directory_group: null,
    last_synced_at: null,
    archived: false,
    can_edit: true,
    created_at: STAMP,
    updated_at: STAMP,
    editors: [],
    leaders: [{ id: 1, display_name: 'Ada Admin' }],
    functions: [],
    ...overrides,
  };
}

/** The groups area's data as a component test's fake server holds it. */
export interface GroupsData {
  group: GlobalImpactedGroup;
  /** The organisation's groups, as the list pages through them (searched by name). */
  groups: GlobalImpactedGroupSummary[];
  functions: ImpactedGroupFunction[];
  /** Department names by id, as the departments list holds them. */
  departments: Record<number, string>;
  writes: { method: string; url: string; body: unknown }[];
}

export function groupsData(overrides: Partial<GroupsData> = {}): GroupsData {
  return {
    group: globalGroup(),
    groups: [],
    functions: [],
    departments: { 1: 'Transformation', 2: 'Finance', 3: 'Clinical Operations' },
    writes: [],
    ...overrides,
  };
}

/** The group page's calls over `data`: the group, its members and its functions. */
export function groupsHandlers(data: GroupsData = groupsData()) {
  const departmentsOf = (ids: number[]) =>
    ids.map((id) => ({ id, name: data.departments[id] ?? `Department ${id}` }));
  return [
    http.get(apiPath(globalImpactedGroupsPaths.list()), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      const found = data.groups.filter((g) => g.name.toLowerCase().includes(search));
      return HttpResponse.json(pageOf(found, request));
    }),
    http.get(apiPath(globalImpactedGroupsPaths.detail(data.group.id)), () =>
      HttpResponse.json<GlobalImpactedGroup>(data.group),
    ),
    http.get(apiPath(globalImpactedGroupsPaths.membersByDepartment(data.group.id)), () =>
      HttpResponse.json<MembersByDepartment>([]),
    ),
    http.get(apiPath(impactedGroupFunctionsPatterns.collection), () =>
      HttpResponse.json<ImpactedGroupFunction[]>(data.functions),
    ),
    http.post(apiPath(impactedGroupFunctionsPatterns.collection), async ({ request }) => {
      const body = (await request.json()) as CreateImpactedGroupFunctionInput;
      data.writes.push({ method: 'POST', url: request.url, body });
      if (data.functions.some((f) => f.name === body.name)) {
        return HttpResponse.json(
          { name: ['The group has a function of this name.'] },
          { status: 400 },
        );
      }
      const made: ImpactedGroupFunction = {
        id: data.functions.length + 1,
        global_impacted_group: body.global_impacted_group,
        name: body.name,
        departments: departmentsOf(body.departments ?? []),
        member_count: 2,
      };
      data.functions.push(made);
      return HttpResponse.json<ImpactedGroupFunction>(made, { status: 201 });
    }),
    http.patch(apiPath(impactedGroupFunctionsPatterns.detail), async ({ params, request }) => {
      const body = (await request.json()) as UpdateImpactedGroupFunctionInput;
      data.writes.push({ method: 'PATCH', url: request.url, body });
      const found = data.functions.find((f) => f.id === Number(params.id));
      if (!found) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (body.name) found.name = body.name;
      if (body.departments) found.departments = departmentsOf(body.departments);
      return HttpResponse.json<ImpactedGroupFunction>(found);
    }),
    http.delete(apiPath(impactedGroupFunctionsPatterns.detail), ({ params, request }) => {
      data.writes.push({ method: 'DELETE', url: request.url, body: null });
      data.functions = data.functions.filter((f) => f.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
