import { activityPaths } from '@contract/activities/activities';
import { featureFlagPaths } from '@contract/admin/feature-flags';
import { organisationPaths } from '@contract/admin/organisation';
import { referenceListPaths } from '@contract/admin/reference-lists';
import { threadsPaths } from '@contract/comms/threads';
import { leaderTasksPaths } from '@contract/leaders/leader-items';
import { peoplePaths } from '@contract/people/profiles';
import { changesPaths } from '@contract/projects/changes';
import { phasePaths } from '@contract/projects/phases';
import { projectsPaths } from '@contract/projects/projects';
import { milestonesPaths } from '@contract/projects/work-plan';
import { capacityPaths } from '@contract/reports/capacity';
import { reportPaths } from '@contract/reports/portfolio';
import { surveysPaths } from '@contract/surveys/surveys';
import { projectListFilters, readProjectListState } from '@/features/projects/project-list-query';

// The reads a signed-in tab starts at boot for the screen its address opens (early-start.ts).
// Each is exactly the SWR key the screen's hook asks for; `early-reads.test.tsx` renders the
// screens and checks that they ask for every one of them, so a changed key cannot leave a read
// here that nobody takes.

/** The shell's own reads: who is signed in, their organisation and its features. */
export function shellReads(): string[] {
  return [
    peoplePaths.usersProfile(),
    organisationPaths.userOrganisation(),
    featureFlagPaths.list(),
  ];
}

/** Home's reads (its panels, the announcements widget and the milestones of its projects). */
export function homeReads(): string[] {
  return [
    projectsPaths.forUser(),
    changesPaths.homeGoLives(),
    activityPaths.myActivities(),
    surveysPaths.mine(),
    leaderTasksPaths.list({ personal_task: true, isInTeams: true, page_size: 200, closed: false }),
    milestonesPaths.list({ mine: true }),
    threadsPaths.homeAnnouncements(),
  ];
}

/** The projects list's reads, for the page, filters and order in the address. */
export function projectListReads(search: string): string[] {
  const state = readProjectListState(new URLSearchParams(search));
  return [
    projectsPaths.list(projectListFilters(state)),
    phasePaths.list(),
    referenceListPaths.list('project_tags'),
  ];
}

/** The portfolio's and the reports' filter choices (the portfolio's POST reads start apart). */
export function reportFilterReads(): string[] {
  return [reportPaths.filterOptions()];
}

/**
 * The portfolio's GET reads: its filter choices and the groups' own capacities (which it used
 * to ask for only once the choices were drawn).
 */
export function portfolioReads(): string[] {
  return [...reportFilterReads(), capacityPaths.list()];
}
