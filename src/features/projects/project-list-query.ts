import { phaseCodes, type PhaseCode } from '@contract/projects/phases';
import {
  changeTypes,
  projectOrderings,
  projectStatuses,
  scopeLevels,
  type ChangeType,
  type ProjectOrdering,
  type ProjectStatus,
  type ScopeLevel,
} from '@contract/projects/projects';
import type { ProjectListFilters } from '@contract/projects/projects';

/** Projects per page of the list. */
export const PROJECTS_PAGE_SIZE = 20;

export type ProjectListView = 'list' | 'cards';

/** The projects screen's state, all of it in the address so back, forward and reload keep it. */
export interface ProjectListState {
  search: string;
  status: ProjectStatus[];
  phase: PhaseCode[];
  tag: number[];
  changeType: ChangeType[];
  scope: ScopeLevel[];
  ordering: ProjectOrdering;
  page: number;
  view: ProjectListView;
}

const DEFAULT_ORDERING: ProjectOrdering = 'name';

function listOf<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const values = raw.split(',').filter((value): value is T => allowed.includes(value as T));
  return [...new Set(values)];
}

function idsOf(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** Reads the screen's state from the query string; anything unknown is ignored. */
export function readProjectListState(params: URLSearchParams): ProjectListState {
  const ordering = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: listOf(params.get('status'), projectStatuses),
    phase: listOf(params.get('phase'), phaseCodes),
    tag: idsOf(params.get('tag')),
    changeType: listOf(params.get('type'), changeTypes),
    scope: listOf(params.get('scope'), scopeLevels),
    ordering: projectOrderings.includes(ordering as ProjectOrdering)
      ? (ordering as ProjectOrdering)
      : DEFAULT_ORDERING,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: params.get('view') === 'cards' ? 'cards' : 'list',
  };
}

/** Writes the state back as a short query string: defaults are left out. */
export function projectListParams(state: ProjectListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.status.length) params.set('status', state.status.join(','));
  if (state.phase.length) params.set('phase', state.phase.join(','));
  if (state.tag.length) params.set('tag', state.tag.join(','));
  if (state.changeType.length) params.set('type', state.changeType.join(','));
  if (state.scope.length) params.set('scope', state.scope.join(','));
  if (state.ordering !== DEFAULT_ORDERING) params.set('sort', state.ordering);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view !== 'list') params.set('view', state.view);
  return params;
}

/** How many filters narrow the list (search included). */
export function activeFilterCount(state: ProjectListState): number {
  return (
    (state.search.trim() ? 1 : 0) +
    state.status.length +
    state.phase.length +
    state.tag.length +
    state.changeType.length +
    state.scope.length
  );
}

/** The API's filters for the state: the list's SWR key. */
export function projectListFilters(
  state: ProjectListState,
  extra: Pick<ProjectListFilters, 'archived'> = {},
): ProjectListFilters {
  return {
    ...extra,
    search: state.search.trim() || undefined,
    status: state.status,
    phase: state.phase,
    tag: state.tag,
    change_type: state.changeType,
    scope_level: state.scope,
    ordering: state.ordering,
    page_number: state.page,
    page_size: PROJECTS_PAGE_SIZE,
  };
}

/** Sort choices in words. */
export const orderingLabels: Partial<Record<ProjectOrdering, string>> = {
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  status: 'Status',
  '-updated_at': 'Recently updated',
  '-created_at': 'Newest first',
  start_date: 'Start date, earliest first',
  '-start_date': 'Start date, latest first',
  end_date: 'End date, earliest first',
};
