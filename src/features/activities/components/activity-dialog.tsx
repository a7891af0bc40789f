import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import {
  activityAudienceLabels,
  activityAudiences,
  activityDateModeLabels,
  activityDateModes,
  reminderOffsetLabels,
  reminderOffsets,
  repeatOptions,
  type ActivityFamily,
} from '@contract/activities/activity-kinds';
import {
  createEngagementActivityInputSchema,
  createTrainingActivityInputSchema,
  updateEngagementActivityInputSchema,
  updateTrainingActivityInputSchema,
} from '@contract/activities/activities.schema';
import type { TeamMember } from '@contract/projects/projects.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, optionsOf } from '@/components/form/form-field';
import { FormRow } from '@/components/form/form-row';
import { useContractForm } from '@/components/form/use-contract-form';
import type { AnyActivity } from '../api';
import {
  useCreateActivity,
  useEngagementTypes,
  useTrainingTypes,
  useUpdateActivity,
} from '../hooks';
import { activityBody, activityValues, type ActivityValues } from './activity-form-values';
import { BurdenPreview } from './burden-preview';

const useStyles = makeStyles({
  groups: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

const Field = FormField<ActivityValues>;

export interface ActivityDialogProps {
  family: ActivityFamily;
  projectId: number;
  activity?: AnyActivity | undefined;
  groups: readonly { id: number; name: string }[];
  team: readonly TeamMember[];
  /** A day picked on the calendar for a new activity. */
  date?: string | undefined;
  onClose: () => void;
}

/** Adds an engagement or training activity to the project, or edits one. */
export function ActivityDialog({
  family,
  projectId,
  activity,
  groups,
  team,
  date,
  onClose,
}: ActivityDialogProps) {
  const styles = useStyles();
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const engagementTypes = useEngagementTypes();
  const trainingTypes = useTrainingTypes();
  const types = (family === 'ENGAGEMENT' ? engagementTypes.data : trainingTypes.data) ?? [];
  const noun = family === 'ENGAGEMENT' ? 'engagement activity' : 'training';
  const schema =
    family === 'ENGAGEMENT'
      ? activity
        ? updateEngagementActivityInputSchema
        : createEngagementActivityInputSchema
      : activity
        ? updateTrainingActivityInputSchema
        : createTrainingActivityInputSchema;
  const form = useContractForm({
    schema,
    defaultValues: activityValues(activity, { ...(date ? { date } : {}) }),
    toBody: (values: ActivityValues) => ({
      ...(activity ? {} : { project: projectId }),
      ...activityBody(values),
    }),
    submit: (body) =>
      activity
        ? update(family, activity.id, body)
        : create(family, { ...body, project: projectId }),
    done: (saved) => (activity ? `Saved “${saved.name}”` : `Added the ${noun} “${saved.name}”`),
    onClose,
  });
  const values = form.form.watch();
  const typeOptions = types.map((t) => ({ value: String(t.id), label: t.name }));
  const fillHours = (typeId: unknown) => {
    const type = types.find((t) => String(t.id) === typeId);
    if (type && !activity) form.form.setValue('hours_per_person', String(type.default_hours));
  };
  return (
    <FormDialog
      form={form}
      title={activity ? `Edit ${noun}` : `New ${noun}`}
      submitLabel={activity ? 'Save' : `Add ${noun}`}
    >
      <Field name="name" label="Name" required />
      <Field
        name="type"
        label="Type"
        kind="select"
        required
        placeholder="Choose a type"
        options={typeOptions}
        onValueChange={fillHours}
      />
      <Field
        name="date_mode"
        label="When"
        kind="radio"
        layout="horizontal"
        options={optionsOf(activityDateModes, (m) => activityDateModeLabels[m])}
      />
      <FormRow>
        <Field
          name="start_date"
          label={values.date_mode === 'DURATION' ? 'Start date' : 'Date'}
          kind="date"
          required
        />
        {values.date_mode === 'DURATION' ? (
          <Field name="end_date" label="End date" kind="date" required />
        ) : (
          <Field name="start_time" label="Time" kind="time" />
        )}
      </FormRow>
      <FormRow>
        <Field name="repeat" label="Repeats" kind="select" options={optionsOf(repeatOptions)} />
        {values.repeat !== "Don't Repeat" ? (
          <Field name="repeat_until" label="Until" kind="date" required />
        ) : null}
      </FormRow>
      <Field
        name="impacted_groups"
        label="Impacted groups"
        kind="custom"
        hint={groups.length === 0 ? 'This project has no impacted groups yet.' : undefined}
        render={(field) => {
          const chosen = (field.value as string[] | undefined) ?? [];
          return (
            <div className={styles.groups} role="group" aria-label="Impacted groups">
              {groups.map((g) => (
                <Checkbox
                  key={g.id}
                  label={g.name}
                  checked={chosen.includes(String(g.id))}
                  onChange={(_e, data) =>
                    field.onChange(
                      data.checked
                        ? [...chosen, String(g.id)]
                        : chosen.filter((id) => id !== String(g.id)),
                    )
                  }
                />
              ))}
            </div>
          );
        }}
      />
      <FormRow>
        <Field
          name="audience"
          label="For"
          kind="select"
          options={optionsOf(activityAudiences, (a) => activityAudienceLabels[a])}
        />
        <Field
          name="hours_per_person"
          label="Hours per person"
          kind="number"
          required
          hint="Each occurrence."
        />
      </FormRow>
      <BurdenPreview
        groups={groups.filter((g) => values.impacted_groups.includes(String(g.id)))}
        date={values.start_date}
        hours={Number(values.hours_per_person) || 0}
        excludeActivityId={activity?.id}
      />
      <FormRow>
        <Field
          name="owner"
          label="Run by"
          kind="select"
          placeholder="Nobody yet"
          options={[
            { value: '', label: 'Nobody yet' },
            ...team.map((p) => ({ value: String(p.id), label: p.display_name })),
          ]}
        />
        <Field
          name="reminder"
          label="Reminder"
          kind="select"
          options={optionsOf(reminderOffsets, (r) => reminderOffsetLabels[r])}
        />
      </FormRow>
      <Field name="description" label="Description" kind="textarea" />
      <Field name="show_in_teams" label="Show in the Teams app" kind="switch" />
    </FormDialog>
  );
}
