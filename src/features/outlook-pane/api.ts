import { projectsPaths } from '@contract/projects/projects';
import { type ProjectSummary } from '@contract/projects/projects.schema';
import { deliverablesPaths, milestonesPaths } from '@contract/projects/work-plan';
import { type Deliverable, type Milestone } from '@contract/projects/work-plan.schema';
import { apiGet } from '@/lib/api-client/api-client';

// The pane reads what the projects area serves; it writes nothing yet (see share-email-screen).

/** `GET projects/get_projects_for_user/`: the projects the user is part of, live ones first. */
export function getMyProjects(): Promise<ProjectSummary[]> {
  return apiGet<ProjectSummary[]>(projectsPaths.forUser(), { label: 'Your projects' });
}

/** `GET deliverables/?project=` */
export function listDeliverables(projectId: number): Promise<Deliverable[]> {
  return apiGet<Deliverable[]>(deliverablesPaths.list({ project: projectId }), {
    label: 'Deliverables',
  });
}

/** `GET milestones/?project=` */
export function listMilestones(projectId: number): Promise<Milestone[]> {
  return apiGet<Milestone[]>(milestonesPaths.list({ project: projectId }), {
    label: 'Milestones',
  });
}
