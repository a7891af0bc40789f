import type {
  ChangeNarrative,
  CreateChangeNarrativeInput,
  UpdateChangeNarrativeInput,
} from '@contract/projects/narrative.schema';
import { changeNarrativePaths } from '@contract/projects/narrative';
import type { ChangeWizardStep } from '@contract/projects/changes';
import type {
  Change,
  CreateChangeInput,
  UpdateChangeInput,
} from '@contract/projects/changes.schema';
import { changesPaths } from '@contract/projects/changes';
import { metricsPaths } from '@contract/projects/metrics';
import type {
  CreateMetricInput,
  CreateMetricReportInput,
  MetricDetail,
  MetricReport,
  UpdateMetricInput,
} from '@contract/projects/metrics.schema';
import type {
  CreateProjectInput,
  Project,
  UpdateProjectInput,
} from '@contract/projects/projects.schema';
import { projectsPaths } from '@contract/projects/projects';
import type {
  CreateDeliverableInput,
  CreateMilestoneInput,
  CreateWorkstreamInput,
  Deliverable,
  Milestone,
  NewDeliverableInput,
  NewMilestoneInput,
  UpdateDeliverableInput,
  UpdateMilestoneInput,
  UpdateWorkstreamInput,
  Workstream,
} from '@contract/projects/work-plan.schema';
import { deliverablesPaths, milestonesPaths, workstreamsPaths } from '@contract/projects/work-plan';
import {
  apiRequest,
  apiDelete,
  apiPatch,
  apiPost,
  type CallOptions,
} from '@/lib/api-client/api-client';

// One typed function per write of the projects area. Screens show failures themselves (inline on
// the form, or in the confirmation dialog), so writes neither redirect nor toast on failure.

function write(label: string, extra: Partial<CallOptions> = {}): CallOptions {
  return { label, redirectOnError: false, notifyOnError: false, ...extra };
}

// ── Projects ───────────────────────────────────────────────────────────────────────────────

export function createProject(input: CreateProjectInput): Promise<Project> {
  return apiPost<Project>(projectsPaths.create(), input, write('New project'));
}

export function updateProject(projectId: number, input: UpdateProjectInput): Promise<Project> {
  return apiPatch<Project>(projectsPaths.update(projectId), input, write('Project'));
}

/** Moves the project to the archive; `restoreProject` brings it back. */
export function archiveProject(projectId: number): Promise<Project> {
  return apiPatch<Project>(projectsPaths.update(projectId), { archived: true }, write('Archive'));
}

/** Brings an archived or deleted project back to the active list. */
export function restoreProject(projectId: number): Promise<Project> {
  return apiPatch<Project>(projectsPaths.update(projectId), { archived: false }, write('Restore'));
}

/** Soft delete: the project stays in the archive, restorable. */
export function deleteProject(projectId: number): Promise<void> {
  return apiDelete(projectsPaths.remove(projectId), write('Delete project'));
}

// ── Changes ────────────────────────────────────────────────────────────────────────────────

export function createChange(projectId: number, input: CreateChangeInput): Promise<Change> {
  return apiPost<Change>(changesPaths.list(projectId), input, write('New change'));
}

/** Saves one wizard step: only that step's fields. */
export function saveChangeStep(
  projectId: number,
  changeId: number,
  step: ChangeWizardStep,
  input: UpdateChangeInput,
): Promise<Change> {
  return apiPatch<Change>(changesPaths.update(projectId, changeId, step), input, write('Change'));
}

export function deleteChange(projectId: number, changeId: number): Promise<void> {
  return apiDelete(changesPaths.detail(projectId, changeId), write('Delete change'));
}

// ── Change narrative ───────────────────────────────────────────────────────────────────────

// The narrative is HTML that the server sanitises to its own allow-list; DOMPurify's general
// rules would only get in its way.
const narrativeWrite = (label: string) => write(label, { unsanitisedField: 'content' });

export function createNarrative(
  projectId: number,
  input: CreateChangeNarrativeInput,
): Promise<ChangeNarrative> {
  return apiPost<ChangeNarrative>(
    changeNarrativePaths.detail(projectId),
    input,
    narrativeWrite('Change narrative'),
  );
}

/** Saves the text from `version`; a stale version answers 409. */
export function saveNarrative(
  projectId: number,
  input: UpdateChangeNarrativeInput,
): Promise<ChangeNarrative> {
  return apiPatch<ChangeNarrative>(
    changeNarrativePaths.detail(projectId),
    input,
    narrativeWrite('Change narrative'),
  );
}

export function setNarrativeOwner(projectId: number, owner: number | null) {
  return apiPatch<ChangeNarrative>(
    changeNarrativePaths.editOwner(projectId),
    { owner },
    write('Narrative owner'),
  );
}

// ── Work plan ──────────────────────────────────────────────────────────────────────────────

export function createWorkstream(input: CreateWorkstreamInput): Promise<Workstream> {
  return apiPost<Workstream>(workstreamsPaths.create(), input, write('New workstream'));
}

export function updateWorkstream(id: number, input: UpdateWorkstreamInput): Promise<Workstream> {
  return apiPatch<Workstream>(workstreamsPaths.detail(id), input, write('Workstream'));
}

/** Creates a deliverable or a milestone inside the workstream, in one transaction. */
export function createWorkstreamItem(
  workstreamId: number,
  item: { deliverable: NewDeliverableInput } | { milestone: NewMilestoneInput },
): Promise<Workstream> {
  return apiPatch<Workstream>(
    workstreamsPaths.createItem(workstreamId),
    item,
    write('deliverable' in item ? 'New deliverable' : 'New milestone'),
  );
}

export function deleteWorkstream(id: number): Promise<void> {
  return apiDelete(workstreamsPaths.detail(id), write('Delete workstream'));
}

export function createDeliverable(input: CreateDeliverableInput): Promise<Deliverable> {
  return apiPost<Deliverable>(deliverablesPaths.create(), input, write('New deliverable'));
}

export function updateDeliverable(id: number, input: UpdateDeliverableInput): Promise<Deliverable> {
  return apiPatch<Deliverable>(deliverablesPaths.detail(id), input, write('Deliverable'));
}

export function deleteDeliverable(id: number): Promise<void> {
  return apiDelete(deliverablesPaths.detail(id), write('Delete deliverable'));
}

export function createMilestone(
  projectId: number,
  workstreamId: number | undefined,
  input: CreateMilestoneInput,
): Promise<Milestone> {
  return apiPost<Milestone>(
    milestonesPaths.create(projectId, workstreamId),
    input,
    write('New milestone'),
  );
}

/** Saves a milestone; `workstream` (or `null` for none) moves it to another workstream. */
export function updateMilestone(
  id: number,
  input: UpdateMilestoneInput,
  workstream?: number | null,
): Promise<Milestone> {
  return apiPatch<Milestone>(milestonesPaths.detail(id, workstream), input, write('Milestone'));
}

export function deleteMilestone(id: number): Promise<void> {
  return apiDelete(milestonesPaths.detail(id), write('Delete milestone'));
}

// ── Metrics ────────────────────────────────────────────────────────────────────────────────

export function createMetric(projectId: number, input: CreateMetricInput): Promise<MetricDetail> {
  return apiPost<MetricDetail>(metricsPaths.list(projectId), input, write('New metric'));
}

export function updateMetric(
  projectId: number,
  metricId: number,
  input: UpdateMetricInput,
): Promise<MetricDetail> {
  return apiPatch<MetricDetail>(metricsPaths.detail(projectId, metricId), input, write('Metric'));
}

export function deleteMetric(projectId: number, metricId: number): Promise<void> {
  return apiDelete(metricsPaths.detail(projectId, metricId), write('Delete metric'));
}

/** Records a period's report; `created` is false when it replaced that period's report. */
export async function recordMetricReport(
  projectId: number,
  input: CreateMetricReportInput,
): Promise<{ report: MetricReport; created: boolean }> {
  const response = await apiRequest<MetricReport>('POST', metricsPaths.reports(projectId), {
    ...write('Metric report'),
    body: input,
  });
  return { report: response.data, created: response.status === 201 };
}
