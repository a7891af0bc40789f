import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useFieldArray } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { ChangeStepForm, useChangeStepForm, type SavedChangeStepProps } from './change-step-form';

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

const Field = FormField<EventsValues>;

const toBody = (values: EventsValues) => ({
  go_live_events: values.go_live_events.map((row) => ({
    ...(row.event_id ? { id: row.event_id } : {}),
    title: row.title,
    date: row.date,
    time: row.time || null,
    description: row.description,
  })),
});

/** Step 4: the events around the go-live (cut-over, briefings, floor-walking), as one list. */
export function ChangeGoLiveEventsStep(props: SavedChangeStepProps) {
  const { change, backTo, last } = props;
  const styles = useStyles();
  const form = useChangeStepForm(
    4,
    props,
    {
      go_live_events: (change.go_live_events ?? []).map((event) => ({
        event_id: event.id,
        title: event.title,
        date: event.date,
        time: event.time ?? '',
        description: event.description,
      })),
    } as EventsValues,
    toBody,
  );
  const { control, formState } = form.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'go_live_events' });
  const listError = formState.errors.go_live_events?.message;
  const defaultDate = change.go_live_date ?? change.start_date ?? '';

  return (
    <ChangeStepForm form={form} backTo={backTo} last={last}>
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
            <Field
              name={`go_live_events.${index}.title`}
              label="Title"
              required
              className={styles.wide}
            />
            <Field name={`go_live_events.${index}.date`} label="Date" required kind="date" />
            <Field
              name={`go_live_events.${index}.time`}
              label="Time"
              hint="Optional, 24-hour"
              kind="time"
            />
            <Field
              name={`go_live_events.${index}.description`}
              label="Details"
              kind="textarea"
              rows={2}
              className={styles.wide}
            />
            <div>
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
        {listError ? <Text role="alert">{listError}</Text> : null}
      </div>
    </ChangeStepForm>
  );
}
