import type { FluentIcon } from '@fluentui/react-icons';
import {
  ArchiveRegular,
  BriefcaseRegular,
  ClipboardTaskListLtrRegular,
  DataBarVerticalRegular,
  HomeRegular,
  PeopleRegular,
  SettingsRegular,
  TaskListSquareLtrRegular,
} from '@fluentui/react-icons';
import { matchPath } from 'react-router';
import type { FeatureFlagName } from '@contract/admin/feature-flags';
import type { OrganisationRole } from '@contract/people/roles';
import { projectCreatorRoles } from '@contract/projects/projects';
import { paths } from '@/app/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Route patterns under which this item is the current one. */
  match: readonly string[];
  icon: FluentIcon;
  /** Feature flags that must all be on. */
  flags?: readonly FeatureFlagName[];
  /** Roles that see the item; everyone when absent. */
  roles?: readonly OrganisationRole[];
  /** Only for users with tool access (the admin area, SPEC §6). */
  toolAccess?: boolean;
}

export interface NavSection {
  /** The workspace areas SPEC §2 names: Changecraft, Portfolio, Admin. */
  label: string;
  items: readonly NavItem[];
}

/** Those who run projects: the roles that create them (the contract's rule). */
const PLANNERS: readonly OrganisationRole[] = projectCreatorRoles;
const PORTFOLIO_VIEWERS: readonly OrganisationRole[] = ['ADMIN', 'CHANGE_OFFICE'];

/**
 * The workspace navigation, and who sees what (our mapping; the spec names the flags, not their
 * effect, and DESIGN.md §5 the roles):
 * - Home: everyone.
 * - Projects: flag `changecraft`. Leaders and employees see the projects that reach them.
 * - People: flags `changecraft` + `people_manager`; admins, change office, change managers.
 * - Archive: flag `changecraft`; admins, change office, change managers.
 * - Reports: flags `changecraft` + `portfolio_manager_reports`; admins and change office.
 * - Surveys (enterprise): flags `changecraft` + `surveys_tab`; admins and change office.
 * - Portfolio: flag `portfolio_manager`; admins and change office.
 * - Admin: flag `admin`, and the user's tool access.
 * The server refuses the Portfolio's and the Reports' calls by the same flags
 * (server/modules/admin/feature-gates.ts); the filter choices both screens read answer while
 * either is on.
 */
export const workspaceNav: readonly NavSection[] = [
  {
    label: 'Changecraft',
    items: [
      { label: 'Home', to: paths.home.href(), match: ['/', '/home'], icon: HomeRegular },
      {
        label: 'Projects',
        to: paths.projects.href(),
        match: [paths.projects.pattern, paths.newProject.pattern],
        icon: BriefcaseRegular,
        flags: ['changecraft'],
      },
      {
        label: 'People',
        to: paths.people.href(),
        match: [paths.people.pattern],
        icon: PeopleRegular,
        flags: ['changecraft', 'people_manager'],
        roles: PLANNERS,
      },
      {
        label: 'Archive',
        to: paths.archive.href(),
        match: [paths.archive.pattern],
        icon: ArchiveRegular,
        flags: ['changecraft'],
        roles: PLANNERS,
      },
      {
        label: 'Reports',
        to: paths.reports.href(),
        match: [paths.reports.pattern],
        icon: TaskListSquareLtrRegular,
        flags: ['changecraft', 'portfolio_manager_reports'],
        roles: PORTFOLIO_VIEWERS,
      },
      {
        label: 'Surveys',
        to: paths.enterpriseSurveys.href(),
        match: [paths.enterpriseSurveys.pattern],
        icon: ClipboardTaskListLtrRegular,
        flags: ['changecraft', 'surveys_tab'],
        roles: PORTFOLIO_VIEWERS,
      },
    ],
  },
  {
    label: 'Portfolio',
    items: [
      {
        label: 'Portfolio',
        to: paths.portfolio.href(),
        match: [paths.portfolio.pattern],
        icon: DataBarVerticalRegular,
        flags: ['portfolio_manager'],
        roles: PORTFOLIO_VIEWERS,
      },
    ],
  },
  {
    label: 'Admin',
    items: [
      {
        label: 'Admin',
        to: paths.admin.href(),
        match: [paths.admin.pattern],
        icon: SettingsRegular,
        flags: ['admin'],
        toolAccess: true,
      },
    ],
  },
];

export interface NavAudience {
  role: OrganisationRole;
  hasToolAccess: boolean;
  enabled: ReadonlySet<FeatureFlagName>;
}

/** Whether this user sees the item: the one rule for the navigation and for the routes. */
export function canSee(item: NavItem, audience: NavAudience): boolean {
  return (
    (item.flags ?? []).every((flag) => audience.enabled.has(flag)) &&
    (!item.roles || item.roles.includes(audience.role)) &&
    (!item.toolAccess || audience.hasToolAccess)
  );
}

/** The navigation item whose area `pathname` is in, if any. */
export function navItemAt(sections: readonly NavSection[], pathname: string): NavItem | undefined {
  return sections
    .flatMap((section) => section.items)
    .find((item) => item.match.some((pattern) => matchPath(pattern, pathname) !== null));
}

/** The sections and items this user sees; a section with nothing left is not shown. */
export function visibleNav(sections: readonly NavSection[], audience: NavAudience): NavSection[] {
  const sees = (item: NavItem) => canSee(item, audience);
  return sections
    .map((section) => ({ ...section, items: section.items.filter(sees) }))
    .filter((section) => section.items.length > 0);
}
