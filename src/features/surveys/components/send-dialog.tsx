import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  deliveryChannelLabels,
  deliveryChannels,
  reminderOffsetLabels,
  reminderOffsets,
  repeatOptions,
  surveyAudienceLabels,
  surveyAudiences,
  type AudienceKind,
  type ReminderOffset,
  type RepeatOption,
  type SurveyAudience,
  type SurveyChannel,
} from '@contract/surveys/surveys';
import type { Survey } from '@contract/surveys/surveys.schema';
import { announceAction } from '@/components/action-toasts';
import { FormFailure } from '@/components/form/form-failure';
import { ReadState } from '@/components/read-state';
import { ApiError } from '@/lib/api-client/api-error';
import { useAudienceOptions, useScheduleSurvey, useSendSurvey } from '../hooks';
import { AudienceChoices, type AudienceChoice } from './audience-choices';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
});

/** Chooses who gets the survey and how, then sends it now or at a local time (with repeats). */
export function SendDialog({ survey, onClose }: { survey: Survey; onClose: () => void }) {
  const styles = useStyles();
  const audiences = useAudienceOptions(survey.project);
  const sendSurvey = useSendSurvey();
  const scheduleSurvey = useScheduleSurvey();
  const [kind, setKind] = useState<AudienceKind>(survey.audience_kind);
  const [choice, setChoice] = useState<AudienceChoice>({
    groups: survey.audience_groups,
    people: survey.audience_people,
    personas: survey.audience_personas,
    global_groups: survey.audience_global_groups,
    departments: survey.audience_departments,
    sites: survey.audience_sites,
  });
  const [audience, setAudience] = useState<SurveyAudience>(survey.audience);
  const [channel, setChannel] = useState<SurveyChannel>(survey.channel);
  const [reminder, setReminder] = useState<ReminderOffset>(survey.reminder_offset);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendLocal, setSendLocal] = useState(survey.send_local ?? '');
  const [repeat, setRepeat] = useState<RepeatOption>(survey.repeat);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    const byPeople = kind === 'PEOPLE';
    const enterprise = survey.project === null;
    const settings = {
      channel,
      audience,
      audience_kind: kind,
      // Only the chosen kind's lists go out, so a switch back and forth sends what is shown.
      audience_groups: byPeople && !enterprise ? choice.groups : [],
      audience_people: byPeople ? choice.people : [],
      audience_personas: byPeople ? [] : choice.personas,
      audience_global_groups: byPeople && enterprise ? choice.global_groups : [],
      audience_departments: byPeople && enterprise ? choice.departments : [],
      audience_sites: byPeople && enterprise ? choice.sites : [],
      reminder_offset: reminder,
    };
    try {
      if (when === 'now') {
        const result = await sendSurvey(survey.id, settings);
        announceAction({
          title: `Sent to ${result.delivery.recipients} people`,
          ...(result.delivery.failed
            ? {
                message: `${result.delivery.failed} invitations failed; retry them from the delivery list.`,
              }
            : {}),
        });
      } else {
        await scheduleSurvey(survey.id, { ...settings, send_local: sendLocal, repeat });
        announceAction({ title: 'Survey scheduled' });
      }
      onClose();
    } catch (err) {
      const fields = err instanceof ApiError ? (err.fieldErrors ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
      setFailure(Object.keys(fields).length ? undefined : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Send “{survey.name}”</DialogTitle>
          <DialogContent className={styles.content}>
            <FormFailure message={failure} title="The survey was not sent." />
            <Field label="Send to">
              <RadioGroup
                layout="horizontal"
                value={kind}
                onChange={(_, d) => setKind(d.value as AudienceKind)}
              >
                <Radio
                  value="PEOPLE"
                  label={
                    survey.project === null
                      ? 'Groups, departments, sites and people'
                      : 'Groups and people'
                  }
                />
                <Radio value="PERSONA" label="Personas" />
              </RadioGroup>
            </Field>
            <ReadState read={audiences} what="the groups and personas">
              {(options) => (
                <AudienceChoices
                  kind={kind}
                  enterprise={survey.project === null}
                  options={options}
                  value={choice}
                  onChange={setChoice}
                  errors={errors}
                />
              )}
            </ReadState>
            <Field label="Who among them">
              <RadioGroup
                layout="horizontal"
                value={audience}
                onChange={(_, d) => setAudience(d.value as SurveyAudience)}
              >
                {surveyAudiences.map((a) => (
                  <Radio key={a} value={a} label={surveyAudienceLabels[a]} />
                ))}
              </RadioGroup>
            </Field>
            <Field label="Send by" validationMessage={errors.channel}>
              <RadioGroup
                layout="horizontal"
                value={channel}
                onChange={(_, d) => setChannel(d.value as SurveyChannel)}
              >
                {deliveryChannels.map((c) => (
                  <Radio key={c} value={c} label={deliveryChannelLabels[c]} />
                ))}
              </RadioGroup>
            </Field>
            <Field label="Remind those who have not answered">
              <Select value={reminder} onChange={(_, d) => setReminder(d.value as ReminderOffset)}>
                {reminderOffsets.map((r) => (
                  <option key={r} value={r}>
                    {reminderOffsetLabels[r]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="When">
              <RadioGroup value={when} onChange={(_, d) => setWhen(d.value as 'now' | 'later')}>
                <Radio value="now" label="Send now" />
                <Radio value="later" label="At a time of day in each person’s own time zone" />
              </RadioGroup>
            </Field>
            {when === 'later' && (
              <>
                <Field label="Date and time" validationMessage={errors.send_local} required>
                  <Input
                    type="datetime-local"
                    value={sendLocal}
                    onChange={(_, d) => setSendLocal(d.value)}
                  />
                </Field>
                <Field label="Repeat">
                  <Select value={repeat} onChange={(_, d) => setRepeat(d.value as RepeatOption)}>
                    {repeatOptions.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </Select>
                </Field>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
              {when === 'now' ? 'Send now' : 'Schedule'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
