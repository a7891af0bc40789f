import type { ProjectFormValues } from './components/project-form-values';

/** The wizard's steps, in order; each is its own URL (`/new-project/<key>`). */
export const newProjectSteps = [
  { key: 'details', label: 'Name and objective', fields: ['name', 'business_objective'] },
  { key: 'scope', label: 'Scope and type', fields: ['scope_level', 'change_type'] },
  { key: 'dates', label: 'Dates and status', fields: ['start_date', 'end_date', 'status'] },
  { key: 'phase', label: 'Phase', fields: ['active_phase'] },
  { key: 'tags', label: 'Tags', fields: ['tags'] },
  { key: 'team', label: 'Team', fields: ['team_member_ids'] },
  { key: 'review', label: 'Review and create', fields: [] },
] as const satisfies readonly {
  key: string;
  label: string;
  fields: readonly (keyof ProjectFormValues)[];
}[];
export type NewProjectStepKey = (typeof newProjectSteps)[number]['key'];

/** This page load: a draft written by an earlier one was restored after a reload or a return. */
export const PAGE_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface NewProjectDraft {
  values: ProjectFormValues;
  /** The furthest step reached (its index): steps up to it can be opened directly. */
  reached: number;
  /** ISO timestamp of the last change. */
  savedAt: string;
  /** The page load that wrote it (PAGE_LOAD). */
  page: string;
}

const draftKey = (userId: number) => `changecraft.new-project-draft.v2.${userId}`;

/**
 * The draft lives in this browser's local storage, per person, so a reload (or a closed tab)
 * does not lose it. Unreadable or foreign drafts are ignored.
 */
export function loadDraft(userId: number, storage: Storage = window.localStorage) {
  try {
    const raw = storage.getItem(draftKey(userId));
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<NewProjectDraft>;
    if (typeof draft !== 'object' || !draft.values || typeof draft.reached !== 'number') {
      return undefined;
    }
    return draft as NewProjectDraft;
  } catch {
    return undefined;
  }
}

export function saveDraft(
  userId: number,
  draft: NewProjectDraft,
  storage: Storage = window.localStorage,
) {
  try {
    storage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the wizard still works, without the safety net.
  }
}

export function clearDraft(userId: number, storage: Storage = window.localStorage) {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear.
  }
}
