import type { CyclePlan } from '@contract/leaders/cycle-plan.schema';
import type { NudgeItemType } from '@contract/leaders/kinds';
import { nudgeItemTypeLabels } from '@contract/leaders/nudges';

export interface AboutChoice {
  /** `TYPE:id`, the select's value. */
  value: string;
  label: string;
}

export function aboutValue(type: NudgeItemType, id: number): string {
  return `${type}:${id}`;
}

export function parseAbout(value: string): { item_type: NudgeItemType; item_id: number } {
  const [type, id] = value.split(':');
  return { item_type: type as NudgeItemType, item_id: Number(id) };
}

/**
 * What a nudge for `groupId` can be about: the cycle itself, or one of its tasks, actions, key
 * messages (the group's own or general ones) or new ways of working.
 */
export function aboutChoices(plan: CyclePlan, groupId: number | null): AboutChoice[] {
  const forGroup = (g: { id: number } | null) => g === null || groupId === null || g.id === groupId;
  const label = (type: NudgeItemType, title: string) => `${nudgeItemTypeLabels[type]}: ${title}`;
  return [
    {
      value: aboutValue('ACTIVATION_CYCLE', plan.cycle.id),
      label: `The cycle as a whole (${plan.cycle.name})`,
    },
    ...plan.tasks
      .filter((t) => forGroup(t.impacted_group))
      .map((t) => ({
        value: aboutValue('LEADER_TASK', t.id),
        label: label('LEADER_TASK', t.title),
      })),
    ...plan.actions
      .filter((a) => forGroup(a.impacted_group))
      .map((a) => ({
        value: aboutValue('LEADER_ACTION', a.id),
        label: label('LEADER_ACTION', a.title),
      })),
    ...plan.key_messages
      .filter((m) => forGroup(m.impacted_group))
      .map((m) => ({
        value: aboutValue('KEY_MESSAGE', m.id),
        label: label('KEY_MESSAGE', m.title),
      })),
    ...plan.new_ways_of_working.map((w) => ({
      value: aboutValue('NEW_WAY_OF_WORKING', w.id),
      label: label('NEW_WAY_OF_WORKING', w.title),
    })),
  ];
}

/** What a saved nudge is about, in words. */
export function describeAbout(plan: CyclePlan, type: NudgeItemType, id: number): string {
  const found = aboutChoices(plan, null).find((c) => c.value === aboutValue(type, id));
  return found?.label ?? nudgeItemTypeLabels[type];
}
