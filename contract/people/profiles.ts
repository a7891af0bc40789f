// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.
import { withQuery } from '../shared/query-string';

/** Columns the people directory sorts by (`selectedSort`, `sort`). */
export const personSortKeys = [
  'name',
  'email',
  'site',
  'department',
  'role',
  'created_at',
] as const;
export type PersonSortKey = (typeof personSortKeys)[number];

export const personSortLabels: Record<PersonSortKey, string> = {
  name: 'Name',
  email: 'Email',
  site: 'Site',
  department: 'Department',
  role: 'Role',
  created_at: 'Added',
};

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Whether the directory shows active people, deactivated ones, or both. */
export const personStatuses = ['active', 'deactivated', 'all'] as const;
export type PersonStatus = (typeof personStatuses)[number];

export const themeChoices = ['light', 'dark', 'high_contrast'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export const themeLabels: Record<ThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  high_contrast: 'High contrast',
};

/** What a person may be notified about, each switchable on their profile. */
export const notificationKinds = [
  'announcements',
  'surveys',
  'leader_tasks',
  'project_updates',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationLabels: Record<NotificationKind, string> = {
  announcements: 'Announcements',
  surveys: 'Surveys',
  leader_tasks: 'Leader tasks and nudges',
  project_updates: 'Updates on my projects',
};

/** Filters of the people directory as the address bar and the list call hold them. */
export interface PersonListFilters {
  page_number?: number;
  page_size?: number;
  search?: string;
  site?: string;
  department?: string;
  role?: string;
  people_tag?: string;
  persona?: string;
  status?: PersonStatus;
  sort?: PersonSortKey;
  direction?: SortDirection;
}

/** Path patterns relative to /api/v1/ (the server and fake servers match these). */
export const profilesPatterns = {
  collection: 'user_profiles/',
  detail: 'user_profiles/:id/',
} as const;

/** Paths relative to /api/v1/. */
export const profilesPaths = {
  /** `GET`: the directory, paged and filtered; `POST`: add a person. */
  list: (filters: PersonListFilters = {}) => withQuery('user_profiles/', { ...filters }),
  create: () => 'user_profiles/',
  /** `PATCH`; `updateSite` must be set to change the person's site. */
  update: (id: number, updateSite = false) =>
    updateSite ? `user_profiles/${id}/?updateSite=true` : `user_profiles/${id}/`,
  /** `GET`: one person with their groups and projects (the directory's drawer). */
  detail: (id: number) => `user_profiles/${id}/`,
  /** `GET`: as-you-type person search, 30 a page. */
  search: (search: string, page = 1) =>
    withQuery('user_profiles/search_profiles/', { per_page: 30, search, page }),
  /** `POST` with criteria; 10 a page. */
  searchByCriteria: (page = 1) =>
    withQuery('user_profiles/search_profiles_by_criteria/', { per_page: 10, page }),
  /** `GET`: managers of a directory group's members. */
  managersForGroup: (groupId: number) =>
    withQuery('user_profiles/get_managers_for_group/', { group_id: groupId }),
  /** `POST` with paging, search and sort in the body. */
  searchProfiles: () => 'search-profiles/',
  /** `POST` with `{ids}`. */
  byIds: () => 'get-profiles/',
};

/** Paths relative to /api/v1/. */
export const peoplePaths = {
  usersProfile: () => 'get-users-profile/',
};
