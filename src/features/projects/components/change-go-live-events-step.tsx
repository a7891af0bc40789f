import {
  Button,
  Field,
  Input,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { changeWizardStepSchemas } from '@contract/projects/changes.schema';
import { contractResolver } from '@/components/form/contract-resolver';
import { applyServerErrors } from '@/components/form/server-errors';
import { saveChangeStep } from '../api';
import type { ChangeStepProps } from './change-wizard';
import { ChangeStepForm } from './change-step-form';

const useStyles = makeStyles({
  events: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  event: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  wide: { gridColumn: '1 / -1' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface EventRow {
  /** The stored event's id; none for a new one. */
  event_id: number | null;
  title: string;
  date: string;
  time: string;
  description: string;
}

interface EventsValues {
  go_live_events: EventRow[];
}

const toBody = (values: EventsValues) => ({
  go_live_events: values.go_live_events.map((row) => ({
    ...(row.event_id ? { id: row.event_id } : {}),
    title: row.title,
    date: row.date,
    time: row.time || null,
    description: row.description,
  })),
});

function rowError(errors: FieldErrors<EventsValues>, index: number, field: keyof EventRow) {
  const message = errors.go_live_events?.[index]?.[field]?.message;
  return {
    validationMessage: message,
    validationState: message ? ('error' as const) : ('none' as const),
  };
}

/** Step 4: the events around the go-live (cut-over, briefings, floor-walking), as one list. */
export function ChangeGoLiveEventsStep({
  projectId,
  change,
  onSaved,
  backTo,
  last,
}: ChangeStepProps) {
  const styles = useStyles();
  const [failure, setFailure] = useState<string>();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EventsValues>({
    defaultValues: {
      go_live_events: (change?.go_live_events ?? []).map((event) => ({
        event_id: event.id,
        title: event.title,
        date: event.date,
        time: event.time ?? '',
        description: event.description,
      })),
    },
    resolver: contractResolver(changeWizardStepSchemas[4], toBody),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'go_live_events' });

  const save = handleSubmit(async (values) => {
    if (!change) return;
    setFailure(undefined);
    try {
      await onSaved(await saveChangeStep(projectId, change.id, 4, toBody(values)));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['go_live_events']));
    }
  });

  const defaultDate = change?.go_live_date ?? change?.start_date ?? '';

  return (
    <ChangeStepForm
      onSubmit={(event) => void save(event)}
      submitting={isSubmitting}
      failure={failure}
      backTo={backTo}
      last={last}
    >
      <div className={styles.events}>
        {fields.length === 0 ? (
          <Text>
            No go-live events yet. Add the moments people need to know about: the cut-over, launch
            briefings, drop-in sessions.
          </Text>
        ) : null}
        {fields.map((item, index) => (
          <fieldset key={item.id} className={styles.event}>
            <legend className={styles.legend}>Event {index + 1}</legend>
            <Controller
              control={control}
              name={`go_live_events.${index}.title`}
              render={({ field }) => (
                <Field
                  label="Title"
                  required
                  className={styles.wide}
                  {...rowError(errors, index, 'title')}
                >
                  <Input {...field} />
                </Field>
              )}
            />
            <Controller
              control={control}
              name={`go_live_events.${index}.date`}
              render={({ field }) => (
                <Field label="Date" required {...rowError(errors, index, 'date')}>
                  <Input {...field} type="date" />
                </Field>
              )}
            />
            <Controller
              control={control}
              name={`go_live_events.${index}.time`}
              render={({ field }) => (
                <Field label="Time" hint="Optional, 24-hour" {...rowError(errors, index, 'time')}>
                  <Input {...field} type="time" />
                </Field>
              )}
            />
            <Controller
              control={control}
              name={`go_live_events.${index}.description`}
              render={({ field }) => (
                <Field
                  label="Details"
                  className={styles.wide}
                  {...rowError(errors, index, 'description')}
                >
                  <Textarea {...field} rows={2} resize="vertical" />
                </Field>
              )}
            />
            <div className={styles.buttons}>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={`Remove event ${index + 1}`}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
            </div>
          </fieldset>
        ))}
        <div>
          <Button
            icon={<AddRegular />}
            onClick={() =>
              append({ event_id: null, title: '', date: defaultDate, time: '', description: '' })
            }
          >
            Add go-live event
          </Button>
        </div>
        {errors.go_live_events?.message ? (
          <Text role="alert">{errors.go_live_events.message}</Text>
        ) : null}
      </div>
    </ChangeStepForm>
  );
}
