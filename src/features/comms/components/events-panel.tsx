import { browserTimeZone } from '@contract/shared/formatting';
import {
  Button,
  Combobox,
  Option,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CalendarAddRegular, EditRegular } from '@fluentui/react-icons';
import {
  outlookEventInputSchema,
  type OutlookEvent,
  type OutlookEventInput,
  type TimeSlot,
} from '@contract/comms/outlook-events.schema';
import { useDeferredValue, useState } from 'react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Timestamp } from '@/lib/format/formatted';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { ApiError } from '@/lib/api-client/api-error';
import { allocatedTimeResults, suggestTimeSlots } from '../api';
import { useCreateEvent, useEventLocations, useProjectEvents, useUpdateEvent } from '../hooks';
import { DateTimeInput } from './date-time-input';
import { DeliveryDetails } from './delivery-details';
import type { PersonRef } from '@contract/shared/common.schema';
import { personReceivers, personRefs, ReceiverPeopleField } from './receiver-people';
import { GroupChecklist, groupReceivers, instant, localInput } from './group-checklist';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  heading: { margin: 0 },
  slots: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

interface EventValues {
  subject: string;
  location: string;
  body: string;
  start: string;
  end: string;
  attendees: string[];
  people: PersonRef[];
}

const zone = browserTimeZone();

/**
 * Where it happens: typed freely, or one of the rooms and places matching what is typed (the
 * calendar's rooms, or the organisation's sites), 10 at most.
 */
function LocationInput({
  field,
  invalid,
}: {
  field: { value: unknown; onChange: (value: string) => void; onBlur: () => void };
  invalid: boolean;
}) {
  const value = typeof field.value === 'string' ? field.value : '';
  const search = useDeferredValue(value.trim());
  const { data: found } = useEventLocations(search.length >= 2 ? search : undefined);
  return (
    <Combobox
      freeform
      value={value}
      aria-invalid={invalid}
      onChange={(event) => field.onChange(event.target.value)}
      onOptionSelect={(_event, data) => field.onChange(data.optionText ?? '')}
      onBlur={field.onBlur}
    >
      {(found ?? []).map((place) => (
        <Option key={place} text={place}>
          {place}
        </Option>
      ))}
    </Combobox>
  );
}

/** A new event, or changes to one (its attendees get the updated invitation). */
export function EventDialog({
  projectId,
  event,
  onClose,
}: {
  projectId: number;
  event?: OutlookEvent;
  onClose: () => void;
}) {
  const styles = useStyles();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const [slots, setSlots] = useState<TimeSlot[]>();
  const [slotMessage, setSlotMessage] = useState<string>();
  const [whoIsFree, setWhoIsFree] = useState<string>();
  const form = useContractForm<EventValues, OutlookEventInput, OutlookEvent>({
    schema: outlookEventInputSchema,
    defaultValues: {
      subject: event?.subject ?? '',
      location: event?.location ?? '',
      body: event?.body ?? '',
      start: localInput(event?.start),
      end: localInput(event?.end),
      attendees: (event?.attendees ?? [])
        .filter((a) => a.type === 'group')
        .map((a) => String(a.id)),
      people: personRefs(event?.attendees),
    },
    toBody: (v) => ({
      project: projectId,
      subject: v.subject,
      location: v.location,
      body: v.body,
      start: instant(v.start) ?? '',
      end: instant(v.end) ?? '',
      time_zone: zone,
      attendees: [...groupReceivers(v.attendees), ...personReceivers(v.people)],
    }),
    submit: (body) => (event ? update(event.id, body) : create(body)),
    done: (saved) =>
      event
        ? `Updated invitations sent for “${saved.subject}”`
        : `Invitations sent for “${saved.subject}”`,
    onClose,
  });
  const suggest = async () => {
    const { attendees, people, start } = form.form.getValues();
    const from = instant(start) ?? new Date().toISOString();
    const to = new Date(new Date(from).getTime() + 5 * 24 * 3600 * 1000).toISOString();
    setSlotMessage(undefined);
    try {
      const found = await suggestTimeSlots({
        attendees: [...groupReceivers(attendees), ...personReceivers(people)],
        start: from,
        end: to,
        duration_minutes: 60,
      });
      setSlots(found);
      if (found.length === 0)
        setSlotMessage('No time in the next five days suits everyone; try a later start.');
    } catch (error) {
      setSlotMessage(error instanceof ApiError ? error.reason : 'Could not find times.');
    }
  };
  const pick = (slot: TimeSlot) => {
    form.form.setValue('start', localInput(slot.start), { shouldDirty: true });
    form.form.setValue('end', localInput(slot.end), { shouldDirty: true });
    setWhoIsFree(undefined);
  };
  /** For the chosen time: who of those invited is free, and who is busy. */
  const checkWhoIsFree = async () => {
    const { attendees, people, start, end } = form.form.getValues();
    const from = instant(start);
    const to = instant(end);
    if (!from || !to) {
      setWhoIsFree('Choose when it starts and ends first.');
      return;
    }
    try {
      const found = await allocatedTimeResults({
        attendees: [...groupReceivers(attendees), ...personReceivers(people)],
        start: from,
        end: to,
      });
      const busy = found.filter((r) => !r.available).map((r) => r.person.display_name);
      setWhoIsFree(
        found.length === 0
          ? 'Invite someone first.'
          : busy.length === 0
            ? `Everyone invited is free then (${found.length}).`
            : `${found.length - busy.length} of ${found.length} free then. Busy: ${busy.join(', ')}.`,
      );
    } catch (error) {
      setWhoIsFree(error instanceof ApiError ? error.reason : 'Could not check who is free.');
    }
  };
  const dateTime = (name: 'start' | 'end', label: string) => (
    <FormField<EventValues>
      name={name}
      label={label}
      required
      kind="custom"
      render={(field, invalid) => <DateTimeInput field={field} invalid={invalid} />}
    />
  );
  return (
    <FormDialog
      form={form}
      title={event ? 'Edit Outlook event' : 'New Outlook event'}
      submitLabel="Send invitations"
    >
      <FormField<EventValues> name="subject" label="Subject" required />
      <FormField<EventValues>
        name="location"
        label="Location"
        kind="custom"
        render={(field, invalid) => <LocationInput field={field} invalid={invalid} />}
      />
      <FormField<EventValues> name="body" label="Details" kind="textarea" rows={3} />
      <FormField<EventValues>
        name="attendees"
        label="Invite"
        kind="custom"
        render={(field) => (
          <GroupChecklist
            projectId={projectId}
            label="Invite"
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <ReceiverPeopleField<EventValues> name="people" label="Invite people" />
      <Button onClick={() => void suggest()}>Suggest times everyone is free</Button>
      {slotMessage ? <Text role="status">{slotMessage}</Text> : null}
      {slots && slots.length > 0 ? (
        <div className={styles.slots} role="group" aria-label="Suggested times">
          {slots.map((slot) => (
            <Button key={slot.start} size="small" onClick={() => pick(slot)}>
              <Timestamp at={slot.start} />
            </Button>
          ))}
        </div>
      ) : null}
      {dateTime('start', 'Starts')}
      {dateTime('end', 'Ends')}
      <Button onClick={() => void checkWhoIsFree()}>Who is free then?</Button>
      {whoIsFree ? <Text role="status">{whoIsFree}</Text> : null}
    </FormDialog>
  );
}

/** A project's Outlook events, each sent as an invitation to its attendees. */
export function EventsPanel({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const styles = useStyles();
  const events = useProjectEvents(projectId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OutlookEvent>();
  const columns: DataColumn<OutlookEvent>[] = [
    { id: 'subject', header: 'Subject', cell: (e) => e.subject },
    {
      id: 'start',
      header: 'Starts',
      cell: (e) => <Timestamp at={e.start} />,
      compare: (a, b) => a.start.localeCompare(b.start),
    },
    { id: 'location', header: 'Location', cell: (e) => e.location, from: 'medium' },
    {
      id: 'attendees',
      header: 'Invited',
      cell: (e) => e.attendees.map((a) => a.name).join(', '),
      from: 'wide',
    },
    {
      id: 'delivery',
      header: 'Invitations delivered',
      cell: (e) =>
        `${e.delivery.delivered} of ${e.delivery.sent}` +
        (e.delivery.failed ? ` · ${e.delivery.failed} failed` : ''),
      from: 'medium',
    },
  ];
  return (
    <section className={styles.root} aria-labelledby="events-heading">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="events-heading" className={styles.heading}>
          Events
        </Subtitle2>
        {canEdit ? (
          <Button icon={<CalendarAddRegular />} onClick={() => setAdding(true)}>
            New event
          </Button>
        ) : null}
      </div>
      <ReadState
        read={events}
        what="the events"
        empty={{ title: 'No events yet', message: 'Invite groups to briefings and drop-ins.' }}
      >
        {(rows) => (
          <DataTable
            caption="Events"
            rows={rows}
            columns={columns}
            rowId={(e) => e.id}
            defaultSort={{ column: 'start', direction: 'ascending' }}
            actions={
              canEdit
                ? (e) => (
                    <div className={styles.actions}>
                      {e.delivery.sent ? (
                        <DeliveryDetails kind="OUTLOOK_EVENT" id={e.id} title={e.subject} />
                      ) : null}
                      <Button
                        size="small"
                        icon={<EditRegular />}
                        aria-label={`Edit ${e.subject}`}
                        onClick={() => setEditing(e)}
                      />
                    </div>
                  )
                : undefined
            }
          />
        )}
      </ReadState>
      {adding ? <EventDialog projectId={projectId} onClose={() => setAdding(false)} /> : null}
      {editing ? (
        <EventDialog
          key={editing.id}
          projectId={projectId}
          event={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </section>
  );
}
