import { useEffect, useMemo, useState } from 'react';
import { type ProjectSummary } from '@contract/projects/projects.schema';
import { deliverablesPaths, milestonesPaths } from '@contract/projects/work-plan';
import type { Deliverable, Milestone } from '@contract/projects/work-plan.schema';
import { useApiRead } from '@/lib/swr/use-api-read';
import {
  onSelectedEmailChanged,
  readCurrentEmail,
  type EmailToShare,
} from '@/lib/host/office-mail';
import type { ProjectWork } from './upcoming-work';

/**
 * The open deliverables and milestones of the user's live projects, in two calls
 * (`?mine=true`), grouped by project in the order the projects come.
 */
export function useProjectWork(projects: readonly ProjectSummary[] | undefined) {
  const deliverables = useApiRead<Deliverable[]>(
    projects ? deliverablesPaths.list({ mine: true }) : null,
    'Deliverables',
  );
  const milestones = useApiRead<Milestone[]>(
    projects ? milestonesPaths.list({ mine: true }) : null,
    'Milestones',
  );
  const data = useMemo((): ProjectWork[] | undefined => {
    if (!projects || !deliverables.data || !milestones.data) return undefined;
    return projects.map((project) => ({
      project: { id: project.id, name: project.name },
      deliverables: deliverables.data?.filter((d) => d.project === project.id) ?? [],
      milestones: milestones.data?.filter((m) => m.project === project.id) ?? [],
    }));
  }, [projects, deliverables.data, milestones.data]);
  return { data, error: deliverables.error ?? milestones.error };
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
