import type {
  AudienceBand,
  Criticality,
  DeploymentState,
  ImpactRating,
} from '../../../contract/projects/change-attributes';
import {
  metricStatusOf,
  type MetricCategory,
  type MetricKind,
  type ReportingPeriod,
} from '../../../contract/projects/metrics';
import type { ChangeType } from '../../../contract/projects/projects';
import type { Database } from '../client';
import { changeNarratives } from '../schema/change-narratives';
import { changeGoLiveEvents, changeImpactAttributes, changes } from '../schema/changes';
import { metricReports, projectMetrics } from '../schema/metrics';
import { deliverables, milestones, workstreams } from '../schema/work-plan';

type Executor = Pick<Database, 'insert'>;

/** A change of a demo project; dates are days from today so the demo never goes stale. */
export interface DemoChange {
  name: string;
  description: string;
  changeType: ChangeType;
  criticality: Criticality;
  deploymentState: DeploymentState;
  /** A single go-live `goLiveInDays`, or a duration `[start, end]` in days. */
  goLiveInDays?: number;
  durationInDays?: [number, number];
  overallImpact: ImpactRating;
  employeeReach: AudienceBand;
  departmentReach?: { department: string; rating: ImpactRating }[];
  externalStakeholders?: { label: string; rating: ImpactRating }[];
  events?: { title: string; inDays: number; time?: string; description?: string }[];
  /** Wizard steps completed; 4 unless the change is still a draft. */
  wizardStep?: number;
}

export interface DemoWorkItem {
  name: string;
  dueInDays: number;
  closed?: boolean;
  owner?: string;
}

export interface DemoWorkstream {
  name: string;
  description: string;
  owner: string;
  deliverables: DemoWorkItem[];
  milestones: DemoWorkItem[];
}

export interface DemoMetric {
  name: string;
  description: string;
  kind: MetricKind;
  category: MetricCategory;
  reportingPeriod: ReportingPeriod;
  unit: string;
  baseline: number;
  target: number;
  owner: string;
  /**
   * Oldest first; the last one is the latest period, up to the current one. Each status follows
   * from the value, as it does when a report is recorded in the app.
   */
  reports: { value: number; commentary: string }[];
}

export interface DemoProjectContent {
  changes?: DemoChange[];
  narrative?: { owner: string; html: string };
  workstreams?: DemoWorkstream[];
  metrics?: DemoMetric[];
}

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** First day of the month `monthsAgo` before the current one (UTC). */
function monthStart(monthsAgo: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsAgo, 1))
    .toISOString()
    .slice(0, 10);
}

/** First day of the quarter `quartersAgo` before the current one (UTC). */
function quarterStart(quartersAgo: number): string {
  const d = new Date();
  const quarterMonth = Math.floor(d.getUTCMonth() / 3) * 3;
  return new Date(Date.UTC(d.getUTCFullYear(), quarterMonth - quartersAgo * 3, 1))
    .toISOString()
    .slice(0, 10);
}

interface SeedContext {
  organisationId: number;
  projectId: number;
  personId: (email: string) => number;
  departmentId: (name: string) => number;
}

/** Writes one demo project's changes, narrative, work plan and metrics. */
export async function seedProjectContent(
  tx: Executor,
  ctx: SeedContext,
  content: DemoProjectContent,
): Promise<void> {
  const { organisationId, projectId } = ctx;
  for (const change of content.changes ?? []) {
    const [row] = await tx
      .insert(changes)
      .values({
        organisationId,
        projectId,
        name: change.name,
        description: change.description,
        changeType: change.changeType,
        criticality: change.criticality,
        deploymentState: change.deploymentState,
        dateMode: change.durationInDays ? 'DURATION' : 'SINGLE_DATE',
        goLiveDate: change.goLiveInDays === undefined ? null : isoDate(change.goLiveInDays),
        startDate: change.durationInDays ? isoDate(change.durationInDays[0]) : null,
        endDate: change.durationInDays ? isoDate(change.durationInDays[1]) : null,
        wizardStep: change.wizardStep ?? 4,
      })
      .returning({ id: changes.id });
    if (!row) throw new Error('change not created');
    const attributes = [
      { kind: 'CHANGE_TYPE' as const, changeType: change.changeType, rating: change.overallImpact },
      { kind: 'CHANGE_OVERALL_IMPACT' as const, rating: change.overallImpact },
      { kind: 'CHANGE_IMPACTED_EMPLOYEE_REACH' as const, audienceBand: change.employeeReach },
      ...(change.departmentReach ?? []).map((d) => ({
        kind: 'CHANGE_DEPARTMENT_REACH' as const,
        departmentId: ctx.departmentId(d.department),
        rating: d.rating,
      })),
      ...(change.externalStakeholders ?? []).map((s) => ({
        kind: 'CHANGE_EXTERNAL_STAKEHOLDER' as const,
        label: s.label,
        rating: s.rating,
      })),
    ];
    await tx
      .insert(changeImpactAttributes)
      .values(
        attributes.map((a, position) => ({ organisationId, changeId: row.id, position, ...a })),
      );
    if (change.events?.length) {
      await tx.insert(changeGoLiveEvents).values(
        change.events.map((e) => ({
          organisationId,
          changeId: row.id,
          title: e.title,
          date: isoDate(e.inDays),
          time: e.time ?? null,
          description: e.description ?? '',
        })),
      );
    }
  }

  if (content.narrative) {
    const owner = ctx.personId(content.narrative.owner);
    await tx.insert(changeNarratives).values({
      organisationId,
      projectId,
      contentHtml: content.narrative.html,
      ownerId: owner,
      createdById: owner,
      updatedById: owner,
    });
  }

  let position = 0;
  for (const stream of content.workstreams ?? []) {
    const [row] = await tx
      .insert(workstreams)
      .values({
        organisationId,
        projectId,
        name: stream.name,
        description: stream.description,
        ownerId: ctx.personId(stream.owner),
        position: position++,
      })
      .returning({ id: workstreams.id });
    if (!row) throw new Error('workstream not created');
    const item = (i: DemoWorkItem) => ({
      organisationId,
      projectId,
      workstreamId: row.id,
      name: i.name,
      dueDate: isoDate(i.dueInDays),
      state: i.closed ? ('Closed' as const) : ('Open' as const),
      closedAt: i.closed ? new Date() : null,
      ownerId: ctx.personId(i.owner ?? stream.owner),
    });
    if (stream.deliverables.length) {
      await tx.insert(deliverables).values(stream.deliverables.map(item));
    }
    if (stream.milestones.length) await tx.insert(milestones).values(stream.milestones.map(item));
  }

  for (const metric of content.metrics ?? []) {
    // Every demo metric reads as its numbers say: less is better when the target is below the start.
    const rule = {
      target: metric.target,
      baseline: metric.baseline,
      direction: metric.target < metric.baseline ? ('LOWER' as const) : ('HIGHER' as const),
    };
    const statusOf = (value: number) => metricStatusOf(value, rule) ?? 'On Track';
    const latest = metric.reports.at(-1);
    const [row] = await tx
      .insert(projectMetrics)
      .values({
        organisationId,
        projectId,
        name: metric.name,
        description: metric.description,
        kind: metric.kind,
        category: metric.category,
        reportingPeriod: metric.reportingPeriod,
        direction: rule.direction,
        unit: metric.unit,
        baseline: metric.baseline,
        target: metric.target,
        ownerId: ctx.personId(metric.owner),
        status: latest ? statusOf(latest.value) : null,
      })
      .returning({ id: projectMetrics.id });
    if (!row) throw new Error('metric not created');
    if (metric.reports.length) {
      const last = metric.reports.length - 1;
      await tx.insert(metricReports).values(
        metric.reports.map((r, i) => ({
          organisationId,
          metricId: row.id,
          period:
            metric.reportingPeriod === 'Monthly' ? monthStart(last - i) : quarterStart(last - i),
          value: r.value,
          status: statusOf(r.value),
          commentary: r.commentary,
          reportedById: ctx.personId(metric.owner),
        })),
      );
    }
  }
}
