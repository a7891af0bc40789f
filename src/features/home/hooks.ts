import useSWR from 'swr';
import { activityPaths } from '@contract/activities/activities';
import type { MyActivities } from '@contract/activities/calendar.schema';
import type { ChangeAcrossProjects } from '@contract/projects/changes.schema';
import { changesPaths } from '@contract/projects/changes';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import type { Milestone } from '@contract/projects/work-plan.schema';
import { milestonesPaths } from '@contract/projects/work-plan';
import { apiGet } from '@/lib/api-client/api-client';
import type { ApiError } from '@/lib/api-client/api-error';
import { surveysPaths } from '@contract/surveys/surveys';
import type { MySurvey } from '@contract/surveys/surveys.schema';
import { defineRead } from '@/lib/swr/use-api-read';

// Home's reads. Only zod-free contract modules here: Home is the first screen (DESIGN.md §8).

export const useChangesAcrossProjects = defineRead<[], ChangeAcrossProjects[]>(
  'Upcoming go-lives',
  () => changesPaths.acrossProjects(null),
);

/** Projects whose milestones Home looks through (the user's busiest first). */
export const HOME_MILESTONE_PROJECTS = 8;

/**
 * The milestones of the user's first few projects, each with its project. There is no call for
 * milestones across projects, so Home reads them per project, at most HOME_MILESTONE_PROJECTS.
 */
export function useMyMilestones(projects: readonly ProjectSummary[] | undefined) {
  const chosen = projects?.slice(0, HOME_MILESTONE_PROJECTS) ?? [];
  const urls = chosen.map((project) => milestonesPaths.list({ project: project.id }));
  return useSWR<{ project: ProjectSummary; milestone: Milestone }[], ApiError>(
    projects ? ['home-milestones', ...urls] : null,
    async () => {
      const lists = await Promise.all(
        chosen.map(async (project) => {
          const list = await apiGet<Milestone[]>(milestonesPaths.list({ project: project.id }), {
            label: 'Milestones',
          });
          return list.map((milestone) => ({ project, milestone }));
        }),
      );
      return lists.flat();
    },
  );
}

/** What the signed-in person attends or runs across projects, next first. */
export const useMyActivities = defineRead<[], MyActivities>('Your activities', () =>
  activityPaths.myActivities(),
);

/** The surveys sent to the signed-in person that still take an answer, newest first. */
export const useMySurveys = defineRead<[], MySurvey[]>('Your surveys', () => surveysPaths.mine());
