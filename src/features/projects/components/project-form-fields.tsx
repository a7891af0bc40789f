import {
  Field,
  Input,
  Radio,
  RadioGroup,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import {
  changeTypeLabels,
  changeTypes,
  scopeLevelLabels,
  scopeLevels,
} from '@contract/projects/projects';
import type { ProjectTag } from '@contract/projects/projects.schema';
import { ChoicePicker } from '@/components/choice-picker';
import type { PersonOption } from '../hooks';
import type { ProjectFormValues } from './project-form-values';

const useStyles = makeStyles({
  dates: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  radios: { display: 'flex', flexWrap: 'wrap' },
});

interface FieldsProps {
  control: Control<ProjectFormValues>;
  errors: FieldErrors<ProjectFormValues>;
}

function message(errors: FieldErrors<ProjectFormValues>, field: keyof ProjectFormValues) {
  const text = errors[field]?.message;
  return {
    validationMessage: typeof text === 'string' ? text : undefined,
    validationState: text ? ('error' as const) : ('none' as const),
  };
}

export function NameAndObjectiveFields({ control, errors }: FieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <Field label="Project name" required {...message(errors, 'name')}>
            <Input {...field} autoComplete="off" />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="business_objective"
        render={({ field }) => (
          <Field
            label="Business objective"
            hint="What the organisation gains when this project succeeds."
            {...message(errors, 'business_objective')}
          >
            <Textarea {...field} resize="vertical" rows={5} />
          </Field>
        )}
      />
    </>
  );
}

export function ScopeAndTypeFields({ control, errors }: FieldsProps) {
  const styles = useStyles();
  return (
    <>
      <Controller
        control={control}
        name="scope_level"
        render={({ field }) => (
          <Field
            label="Scope"
            hint="How far across the organisation the project reaches."
            {...message(errors, 'scope_level')}
          >
            <RadioGroup
              className={styles.radios}
              value={field.value}
              onChange={(_event, data) => field.onChange(data.value)}
            >
              {scopeLevels.map((scope) => (
                <Radio key={scope} value={scope} label={scopeLevelLabels[scope]} />
              ))}
              <Radio value="" label="Not decided" />
            </RadioGroup>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="change_type"
        render={({ field }) => (
          <Field
            label="Main type of change"
            hint="Each change can still have its own type."
            {...message(errors, 'change_type')}
          >
            <RadioGroup
              className={styles.radios}
              value={field.value}
              onChange={(_event, data) => field.onChange(data.value)}
            >
              {changeTypes.map((type) => (
                <Radio key={type} value={type} label={changeTypeLabels[type]} />
              ))}
              <Radio value="" label="Not decided" />
            </RadioGroup>
          </Field>
        )}
      />
    </>
  );
}

export function DateFields({ control, errors }: FieldsProps) {
  const styles = useStyles();
  return (
    <div className={styles.dates}>
      <Controller
        control={control}
        name="start_date"
        render={({ field }) => (
          <Field label="Start date" {...message(errors, 'start_date')}>
            <Input {...field} type="date" />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="end_date"
        render={({ field }) => (
          <Field label="End date" {...message(errors, 'end_date')}>
            <Input {...field} type="date" />
          </Field>
        )}
      />
    </div>
  );
}

export function TagsField({
  control,
  errors,
  tags,
}: FieldsProps & { tags: readonly ProjectTag[] | undefined }) {
  return (
    <Controller
      control={control}
      name="tags"
      render={({ field }) => (
        <Field
          label="Tags"
          hint="Tags group projects in lists and reports."
          {...message(errors, 'tags')}
        >
          <ChoicePicker
            noun="tags"
            choices={tags?.map((tag) => ({ id: tag.id, label: tag.name }))}
            selected={field.value}
            onChange={field.onChange}
            placeholder="Type to find a tag"
          />
        </Field>
      )}
    />
  );
}

export function TeamField({
  control,
  errors,
  people,
  locked,
  hint,
}: FieldsProps & {
  people: readonly PersonOption[] | undefined;
  locked?: readonly number[];
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name="team_member_ids"
      render={({ field }) => (
        <Field label="Team" hint={hint} {...message(errors, 'team_member_ids')}>
          <ChoicePicker
            noun="people"
            avatars
            choices={people?.map((person) => ({
              id: person.id,
              label: person.display_name,
              secondary: person.job_title ?? person.email,
            }))}
            selected={field.value}
            onChange={field.onChange}
            locked={locked}
            placeholder="Type a name"
          />
        </Field>
      )}
    />
  );
}
