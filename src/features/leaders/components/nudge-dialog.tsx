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
  makeStyles,
  MessageBar,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { CyclePlan } from '@contract/leaders/cycle-plan.schema';
import type { DeliveryChannel, NudgeRecipients } from '@contract/leaders/kinds';
import type { Nudge } from '@contract/leaders/nudges.schema';
import { announceAction } from '@/components/action-toasts';
import { useFormat } from '@/lib/format/use-format';
import { ApiError } from '@/lib/api-client/api-error';
import { useCreateNudge, useUpdateNudge } from '../hooks';
import { messageOf } from '../messages';
import { aboutChoices, aboutValue, parseAbout } from './nudge-about';
import { NudgeTextEditor, type NudgeText } from './nudge-text-editor';

const useStyles = makeStyles({
  fields: { display: 'grid', gap: tokens.spacingVerticalM },
});

/** Local date and time `YYYY-MM-DDTHH:mm` of `d`, for the time input. */
function localInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const imageHint = 'PNG, JPEG, GIF or WebP; up to 5 MB.';

/**
 * Schedules a nudge for one of the cycle's groups about the cycle or one of its items, with
 * rich text, an optional image and a button; or edits a scheduled one (its group and subject
 * stay).
 */
export function NudgeDialog({
  plan,
  groupId,
  nudge,
  onClose,
}: {
  plan: CyclePlan;
  groupId: number | null;
  nudge?: Nudge;
  onClose: () => void;
}) {
  const format = useFormat();
  const styles = useStyles();
  const cycle = plan.cycle;
  const createNudge = useCreateNudge();
  const updateNudge = useUpdateNudge();
  const [group, setGroup] = useState(
    String(nudge?.impacted_group.id ?? groupId ?? cycle.impacted_groups[0]?.id ?? ''),
  );
  const [about, setAbout] = useState(
    nudge ? aboutValue(nudge.item_type, nudge.item_id) : aboutValue('ACTIVATION_CYCLE', cycle.id),
  );
  const [title, setTitle] = useState(nudge?.title ?? '');
  const [text, setText] = useState<NudgeText>({
    html: nudge?.description_html ?? '',
    text: nudge?.description ?? '',
  });
  const [buttonName, setButtonName] = useState(nudge?.button_name ?? '');
  const [buttonLink, setButtonLink] = useState(nudge?.button_link ?? '');
  const [when, setWhen] = useState(() =>
    localInput(nudge ? new Date(nudge.alert_date_time) : new Date(Date.now() + 5 * 60_000)),
  );
  const [channel, setChannel] = useState<DeliveryChannel>(nudge?.channel ?? 'BOTH');
  const [recipients, setRecipients] = useState<NudgeRecipients>(nudge?.recipients ?? 'EMPLOYEES');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const choices = aboutChoices(plan, Number(group) || null);

  const save = async () => {
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    try {
      const alert = new Date(when);
      if (Number.isNaN(alert.getTime())) {
        setErrors({ alert_date_time: 'Choose the date and time the nudge goes out.' });
        return;
      }
      const fields = {
        title,
        description: text.text,
        description_html: text.html,
        button_name: buttonName,
        button_link: buttonLink,
        alert_date_time: alert.toISOString(),
        channel,
        recipients,
      };
      const saved = nudge
        ? await updateNudge(nudge.id, fields, image)
        : await createNudge({ impacted_group: Number(group), ...parseAbout(about) }, fields, image);
      announceAction({
        title: nudge
          ? `Saved the nudge “${saved.title}”`
          : `Nudge “${saved.title}” scheduled for ${format.timestamp(alert)}`,
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? 'Check this field.']),
          ),
        );
      } else setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{nudge ? 'Edit nudge' : 'New nudge'}</DialogTitle>
            <DialogContent className={styles.fields}>
              {failure ? <MessageBar intent="error">{failure}</MessageBar> : null}
              <Field label="Impacted group" required validationMessage={errors.impacted_group}>
                <Select
                  value={group}
                  disabled={nudge !== undefined}
                  onChange={(_, d) => {
                    setGroup(d.value);
                    setAbout(aboutValue('ACTIVATION_CYCLE', cycle.id));
                  }}
                >
                  {cycle.impacted_groups.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field
                label="About"
                hint="What the nudge points people to."
                validationMessage={errors.item_id ?? errors.item_type}
              >
                <Select
                  value={about}
                  disabled={nudge !== undefined}
                  onChange={(_, d) => setAbout(d.value)}
                >
                  {choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Title" required validationMessage={errors.title}>
                <Input value={title} onChange={(_, d) => setTitle(d.value)} />
              </Field>
              <Field
                label="Message"
                validationMessage={errors.description ?? errors.description_html}
              >
                <NudgeTextEditor
                  label="Message"
                  value={text.html}
                  onChange={setText}
                  invalid={Boolean(errors.description ?? errors.description_html)}
                />
              </Field>
              <Field label="Button name" validationMessage={errors.button_name}>
                <Input value={buttonName} onChange={(_, d) => setButtonName(d.value)} />
              </Field>
              <Field label="Button link" validationMessage={errors.button_link}>
                <Input type="url" value={buttonLink} onChange={(_, d) => setButtonLink(d.value)} />
              </Field>
              <Field label="Goes out at" required validationMessage={errors.alert_date_time}>
                <Input type="datetime-local" value={when} onChange={(_, d) => setWhen(d.value)} />
              </Field>
              <Field label="Through">
                <RadioGroup
                  layout="horizontal"
                  value={channel}
                  onChange={(_, d) => setChannel(d.value as DeliveryChannel)}
                >
                  <Radio value="TEAMS" label="Teams" />
                  <Radio value="EMAIL" label="Email" />
                  <Radio value="BOTH" label="Both" />
                </RadioGroup>
              </Field>
              <Field label="To">
                <RadioGroup
                  layout="horizontal"
                  value={recipients}
                  onChange={(_, d) => setRecipients(d.value as NudgeRecipients)}
                >
                  <Radio value="EMPLOYEES" label="Employees" />
                  <Radio value="LEADERS" label="Leaders" />
                  <Radio value="BOTH" label="Both" />
                </RadioGroup>
              </Field>
              <Field
                label="Image"
                hint={
                  nudge?.image
                    ? `${imageHint} A new file replaces ${nudge.image_name ?? 'the image'}.`
                    : imageHint
                }
                validationMessage={errors.image}
              >
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  aria-label="Image"
                  onChange={(e) => setImage(e.target.files?.[0] ?? null)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" appearance="primary" disabled={busy || !title.trim() || !group}>
                {nudge ? 'Save' : 'Schedule nudge'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
