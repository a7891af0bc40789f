import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { type ProjectSummary } from '@contract/projects/projects.schema';
import { deliverablesPaths, milestonesPaths } from '@contract/projects/work-plan';
import type { ApiError } from '@/lib/api-client/api-error';
import {
  onSelectedEmailChanged,
  readCurrentEmail,
  type EmailToShare,
} from '@/lib/host/office-mail';
import { listDeliverables, listMilestones } from './api';
import type { ProjectWork } from './upcoming-work';

/** The pane shows work from this many of the user's projects (live ones come first). */
export const PROJECTS_IN_PANE = 10;

/**
 * The deliverables and milestones of the user's first PROJECTS_IN_PANE projects, in one read
 * whose key is the list of URLs it fetches.
 */
export function useProjectWork(projects: readonly ProjectSummary[] | undefined) {
  const shown = projects?.slice(0, PROJECTS_IN_PANE);
  const key = shown
    ? [
        'outlook-pane/project-work',
        ...shown.flatMap((p) => [
          deliverablesPaths.list({ project: p.id }),
          milestonesPaths.list({ project: p.id }),
        ]),
      ]
    : null;
  return useSWR<ProjectWork[], ApiError>(key, () =>
    Promise.all(
      (shown ?? []).map(async (project) => {
        const [deliverables, milestones] = await Promise.all([
          listDeliverables(project.id),
          listMilestones(project.id),
        ]);
        return { project: { id: project.id, name: project.name }, deliverables, milestones };
      }),
    ),
  );
}

export type CurrentEmail =
  | { status: 'reading' }
  | { status: 'none' }
  | { status: 'read'; email: EmailToShare }
  | { status: 'failed'; reason: string };

/** The email open beside the pane, read again when the user selects another one. */
export function useCurrentEmail(): CurrentEmail {
  const [current, setCurrent] = useState<CurrentEmail>({ status: 'reading' });
  useEffect(() => {
    let latest = 0;
    const read = () => {
      // Only the answer for the email selected last counts.
      const attempt = ++latest;
      const settle = (next: CurrentEmail) => {
        if (attempt === latest) setCurrent(next);
      };
      setCurrent({ status: 'reading' });
      readCurrentEmail().then(
        (email) => settle(email ? { status: 'read', email } : { status: 'none' }),
        (error: unknown) =>
          settle({
            status: 'failed',
            reason: error instanceof Error ? error.message : String(error),
          }),
      );
    };
    read();
    const stop = onSelectedEmailChanged(read);
    return () => {
      latest += 1;
      stop();
    };
  }, []);
  return current;
}
