import { useMemo } from 'react';
import { activityPaths } from '@contract/activities/activities';
import type { MyActivities } from '@contract/activities/calendar.schema';
import type { ChangeAcrossProjects } from '@contract/projects/changes.schema';
import { changesPaths } from '@contract/projects/changes';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import type { Milestone } from '@contract/projects/work-plan.schema';
import { milestonesPaths } from '@contract/projects/work-plan';
import { surveysPaths } from '@contract/surveys/surveys';
import type { MySurvey } from '@contract/surveys/surveys.schema';
import { defineRead, useApiRead } from '@/lib/swr/use-api-read';

// Home's reads. Only zod-free contract modules here: Home is the first screen (DESIGN.md §8).

/** The next go-lives in the caller's own projects, soonest first: only the few Home shows. */
export const useUpcomingGoLives = defineRead<[], ChangeAcrossProjects[]>('Upcoming go-lives', () =>
  changesPaths.homeGoLives(),
);

/**
 * The open milestones of the user's live projects, each with its project, in one call
 * (`milestones/?mine=true`). Milestones of projects Home does not list are left out.
 */
export function useMyMilestones(projects: readonly ProjectSummary[] | undefined) {
  const read = useApiRead<Milestone[]>(
    projects ? milestonesPaths.list({ mine: true }) : null,
    'Milestones',
  );
  const data = useMemo(() => {
    if (!projects || !read.data) return undefined;
    const byId = new Map(projects.map((project) => [project.id, project]));
    return read.data.flatMap((milestone) => {
      const project = byId.get(milestone.project);
      return project ? [{ project, milestone }] : [];
    });
  }, [projects, read.data]);
  return { data, error: read.error, mutate: read.mutate };
}

/** What the signed-in person attends or runs across projects, next first. */
export const useMyActivities = defineRead<[], MyActivities>('Your activities', () =>
  activityPaths.myActivities(),
);

/** The surveys sent to the signed-in person that still take an answer, newest first. */
export const useMySurveys = defineRead<[], MySurvey[]>('Your surveys', () => surveysPaths.mine());
