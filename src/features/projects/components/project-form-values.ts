import type { PersonRef } from '@contract/shared/common.schema';
import type { PhaseCode } from '@contract/projects/phases';
import type { ChangeType, ScopeLevel, initialProjectStatuses } from '@contract/projects/projects';
import type {
  CreateProjectInput,
  Project,
  UpdateProjectInput,
} from '@contract/projects/projects.schema';

/** A project form's values as the inputs hold them (empty strings for "not chosen"). */
export interface ProjectFormValues {
  name: string;
  business_objective: string;
  status: (typeof initialProjectStatuses)[number];
  active_phase: PhaseCode;
  scope_level: ScopeLevel | '';
  change_type: ChangeType | '';
  start_date: string;
  end_date: string;
  tags: number[];
  /** The team as chosen, with names (the body sends their ids). */
  team_member_ids: PersonRef[];
}

export const emptyProjectForm: ProjectFormValues = {
  name: '',
  business_objective: '',
  status: 'None',
  active_phase: 'ALIGN',
  scope_level: '',
  change_type: '',
  start_date: '',
  end_date: '',
  tags: [],
  team_member_ids: [],
};

/** The create call's body: the API's nulls for what was not chosen. */
export function toCreateProjectBody(values: ProjectFormValues): CreateProjectInput {
  return {
    name: values.name,
    business_objective: values.business_objective,
    status: values.status,
    active_phase: values.active_phase,
    scope_level: values.scope_level || null,
    change_type: values.change_type || null,
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    tags: values.tags,
    team_member_ids: values.team_member_ids.map((person) => person.id),
  };
}

/** The edit call's body (status and phase have their own controls). */
export function toUpdateProjectBody(values: ProjectFormValues): UpdateProjectInput {
  const { status: _status, active_phase: _phase, ...body } = toCreateProjectBody(values);
  return body;
}

/** A project as its edit form starts. */
export function projectFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    business_objective: project.business_objective,
    status: 'None',
    active_phase: project.active_phase,
    scope_level: project.scope_level ?? '',
    change_type: project.change_type ?? '',
    start_date: project.start_date ?? '',
    end_date: project.end_date ?? '',
    tags: project.tags.map((tag) => tag.id),
    team_member_ids: project.team.map(({ id, display_name }) => ({ id, display_name })),
  };
}
