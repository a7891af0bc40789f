import { addDays, formatISO, max, parseISO } from 'date-fns';
import type {
  ActivityAudience,
  ActivityDateMode,
  ActivityFamily,
  EngagementKind,
  PlanKind,
  RepeatOption,
} from '../../../../contract/activities/activity-kinds';
import type { ProposedActivity } from '../../../../contract/activities/planner.schema';
import type { ImpactRating } from '../../../../contract/projects/change-attributes';

/** What the planner knows of a project: its dated changes and whom each hits how hard. */
export interface PlanningChange {
  id: number;
  name: string;
  /** Go-live date, or the start of a change deployed over a period. */
  goLive: string | null;
  groups: { id: number; level: ImpactRating; hoursPerPerson: number }[];
}

export interface PlanningType {
  id: number;
  name: string;
  family: ActivityFamily;
  kind: EngagementKind | null;
  defaultHours: number;
}

export interface PlanningInput {
  startDate: string;
  forProjectManagementPlan: boolean;
  changes: PlanningChange[];
  /** The project's impacted groups, for the project-wide activities. */
  groupIds: number[];
  /** Enabled types by lower-case name. */
  types: Map<string, PlanningType>;
}

export interface PlanningResult {
  proposals: ProposedActivity[];
  skipped: { id: number; name: string; reason: string }[];
}

const levelRank: Record<ImpactRating, number> = {
  VERY_HIGH: 5,
  HIGH: 4,
  MEDIUM: 3,
  LOW: 2,
  VERY_LOW: 1,
  'N/A': 0,
};

/**
 * Training ahead of a go-live, by how hard the change hits: how many days before, which type,
 * and the hours when the impact assessment gave none.
 */
const trainingByLevel: Partial<
  Record<ImpactRating, { leadDays: number; type: string; hours: number }>
> = {
  VERY_HIGH: { leadDays: 21, type: 'instructor-led training', hours: 4 },
  HIGH: { leadDays: 14, type: 'hands-on workshop', hours: 3 },
  MEDIUM: { leadDays: 10, type: 'e-learning', hours: 1 },
};

const day = (date: Date) => formatISO(date, { representation: 'date' });

/**
 * The engagement planner: the same project always gives the same proposals, in date order.
 *
 * - ENGAGEMENT_PLAN: an alignment pulse for every impacted group when the plan starts and a
 *   leader briefing a week later; a leader briefing four weeks before each go-live; weekly
 *   sustainment rituals for eight weeks, five weeks after the last go-live.
 * - TRAINING_PLAN: per change, one training per impact level from MEDIUM up (VERY_HIGH
 *   instructor-led 3 weeks ahead, HIGH workshop 2 weeks, MEDIUM e-learning open the 10 days
 *   before), sized by the groups' hours per person when the impact assessment gave them.
 * - DEPLOYMENT_PLAN: a floor walk the day after go-live for HIGH and VERY_HIGH groups, a go-live
 *   pulse three days after, a post-deployment pulse thirty days after.
 * - PROJECT_MANAGEMENT_PLAN (when asked): a readiness checkpoint with leaders a week before
 *   each go-live.
 * Dates before the plan's start move to the start. Changes without a date or without an
 * impacted group (other than N/A) are skipped with the reason.
 */
export function planActivities(input: PlanningInput): PlanningResult {
  const start = parseISO(input.startDate);
  const proposals: ProposedActivity[] = [];
  const skipped: PlanningResult['skipped'] = [];
  const notBeforeStart = (date: Date) => max([date, start]);

  function propose(p: {
    plan: PlanKind;
    typeName: string;
    name: string;
    date: Date;
    endDate?: Date;
    repeat?: RepeatOption;
    repeatUntil?: Date;
    audience?: ActivityAudience;
    groups: number[];
    changes: number[];
    hours?: number;
    reason: string;
  }) {
    const type = input.types.get(p.typeName);
    if (!type) return;
    const startDate = day(notBeforeStart(p.date));
    const dateMode: ActivityDateMode = p.endDate ? 'DURATION' : 'SINGLE_DATE';
    proposals.push({
      key: `${p.plan}:${type.id}:${startDate}:${p.changes.join('-') || 'project'}:${p.groups.join('-')}`,
      family: type.family,
      plan_kind: p.plan,
      name: p.name,
      type: type.id,
      type_name: type.name,
      kind: type.kind,
      date_mode: dateMode,
      start_date: startDate,
      end_date: p.endDate ? day(max([p.endDate, notBeforeStart(p.date)])) : null,
      repeat: p.repeat ?? "Don't Repeat",
      repeat_until: p.repeatUntil ? day(p.repeatUntil) : null,
      audience: p.audience ?? 'ALL',
      impacted_groups: [...p.groups].sort((a, b) => a - b),
      changes: p.changes,
      hours_per_person: Math.round((p.hours ?? type.defaultHours) * 100) / 100,
      reason: p.reason,
    });
  }

  const allGroups = [...input.groupIds].sort((a, b) => a - b);
  if (allGroups.length > 0) {
    propose({
      plan: 'ENGAGEMENT_PLAN',
      typeName: 'alignment pulse',
      name: 'Alignment pulse',
      date: start,
      groups: allGroups,
      changes: [],
      reason: 'Measures how aligned every impacted group is before design starts.',
    });
    propose({
      plan: 'ENGAGEMENT_PLAN',
      typeName: 'leader briefing',
      name: 'Leader briefing: the case for change',
      date: addDays(start, 7),
      audience: 'LEADER',
      groups: allGroups,
      changes: [],
      reason: 'Leaders hear the case for change first, so they can explain it to their people.',
    });
  }

  const dated = input.changes
    .filter((change) => {
      const hit = change.groups.filter((g) => levelRank[g.level] > 0);
      if (!change.goLive) {
        skipped.push({ id: change.id, name: change.name, reason: 'It has no go-live date yet.' });
        return false;
      }
      if (hit.length === 0) {
        skipped.push({
          id: change.id,
          name: change.name,
          reason: 'No impacted group is rated for it.',
        });
        return false;
      }
      return true;
    })
    .sort((a, b) => (a.goLive ?? '').localeCompare(b.goLive ?? '') || a.id - b.id);

  for (const change of dated) {
    const goLive = parseISO(change.goLive ?? input.startDate);
    const hit = change.groups.filter((g) => levelRank[g.level] > 0);
    const hitIds = hit.map((g) => g.id);
    const label = change.name;
    propose({
      plan: 'ENGAGEMENT_PLAN',
      typeName: 'leader briefing',
      name: `Leader briefing: ${label}`,
      date: addDays(goLive, -28),
      audience: 'LEADER',
      groups: hitIds,
      changes: [change.id],
      reason: `Four weeks before “${label}” goes live, leaders learn what changes for their teams.`,
    });
    for (const level of ['VERY_HIGH', 'HIGH', 'MEDIUM'] as const) {
      const rule = trainingByLevel[level];
      const groups = hit.filter((g) => g.level === level);
      if (!rule || groups.length === 0) continue;
      const assessed = Math.max(...groups.map((g) => g.hoursPerPerson));
      const hours = assessed > 0 ? assessed : rule.hours;
      const isWindow = rule.type === 'e-learning';
      propose({
        plan: 'TRAINING_PLAN',
        typeName: rule.type,
        name: `${isWindow ? 'E-learning' : 'Training'}: ${label}`,
        date: addDays(goLive, -rule.leadDays),
        ...(isWindow ? { endDate: addDays(goLive, -1) } : {}),
        groups: groups.map((g) => g.id),
        changes: [change.id],
        hours,
        reason: `${groups.length === 1 ? 'One group is' : `${groups.length} groups are`} hit ${level.replace('_', ' ').toLowerCase()} by “${label}”: ${hours} h per person, ${rule.leadDays} days before go-live.`,
      });
    }
    const heavy = hit.filter((g) => levelRank[g.level] >= levelRank.HIGH).map((g) => g.id);
    if (heavy.length > 0) {
      propose({
        plan: 'DEPLOYMENT_PLAN',
        typeName: 'floor walk',
        name: `Floor walk: ${label}`,
        date: addDays(goLive, 1),
        groups: heavy,
        changes: [change.id],
        reason: 'The day after a high-impact go-live, support sees the new way of working in use.',
      });
    }
    propose({
      plan: 'DEPLOYMENT_PLAN',
      typeName: 'go-live pulse',
      name: `Go-live pulse: ${label}`,
      date: addDays(goLive, 3),
      groups: hitIds,
      changes: [change.id],
      reason:
        'Three days after go-live, a pulse shows where people struggle while it can be fixed.',
    });
    propose({
      plan: 'DEPLOYMENT_PLAN',
      typeName: 'post-deployment pulse',
      name: `Post-deployment pulse: ${label}`,
      date: addDays(goLive, 30),
      groups: hitIds,
      changes: [change.id],
      reason: 'A month after go-live, a pulse checks the change has bedded in.',
    });
    if (input.forProjectManagementPlan) {
      propose({
        plan: 'PROJECT_MANAGEMENT_PLAN',
        typeName: 'readiness checkpoint',
        name: `Readiness checkpoint: ${label}`,
        date: addDays(goLive, -7),
        audience: 'LEADER',
        groups: hitIds,
        changes: [change.id],
        reason: 'A week before go-live, leaders confirm their teams are ready or raise the risk.',
      });
    }
  }

  const last = dated.at(-1);
  if (last?.goLive) {
    const from = addDays(parseISO(last.goLive), 35);
    const groups = [
      ...new Set(
        dated.flatMap((c) => c.groups.filter((g) => levelRank[g.level] > 0).map((g) => g.id)),
      ),
    ];
    propose({
      plan: 'ENGAGEMENT_PLAN',
      typeName: 'sustainment ritual',
      name: 'Sustainment ritual',
      date: from,
      repeat: 'Weekly',
      repeatUntil: addDays(from, 49),
      groups,
      changes: dated.map((c) => c.id),
      reason:
        'Once the last change has gone live, a weekly team moment for eight weeks keeps the new behaviours alive.',
    });
  }

  proposals.sort(
    (a, b) =>
      a.start_date.localeCompare(b.start_date) ||
      a.name.localeCompare(b.name) ||
      a.key.localeCompare(b.key),
  );
  return { proposals, skipped };
}
