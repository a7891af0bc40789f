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
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import type { DeliveryChannel, NudgeRecipients } from '@contract/leaders/kinds';
import { announceAction } from '@/components/action-toasts';
import { ApiError } from '@/lib/api-client/api-error';
import { useCreateNudge } from '../hooks';
import { messageOf } from '../messages';

const useStyles = makeStyles({
  fields: { display: 'grid', gap: tokens.spacingVerticalM },
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Local date and time `YYYY-MM-DDTHH:mm` a few minutes ahead, for the time input. */
function soon(): string {
  const d = new Date(Date.now() + 5 * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Schedules a nudge for one of the cycle's groups, with an optional image and button. */
export function NudgeDialog({
  cycle,
  groupId,
  onClose,
}: {
  cycle: ActivationCycle;
  groupId: number | null;
  onClose: () => void;
}) {
  const styles = useStyles();
  const createNudge = useCreateNudge();
  const [group, setGroup] = useState(String(groupId ?? cycle.impacted_groups[0]?.id ?? ''));
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [buttonName, setButtonName] = useState('');
  const [buttonLink, setButtonLink] = useState('');
  const [when, setWhen] = useState(soon());
  const [channel, setChannel] = useState<DeliveryChannel>('BOTH');
  const [recipients, setRecipients] = useState<NudgeRecipients>('EMPLOYEES');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

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
      const saved = await createNudge(
        { impacted_group: Number(group), item_id: cycle.id, item_type: 'ACTIVATION_CYCLE' },
        {
          title,
          description: text,
          description_html: text
            .split(/\n{2,}/)
            .filter((p) => p.trim())
            .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
            .join(''),
          button_name: buttonName,
          button_link: buttonLink,
          alert_date_time: alert.toISOString(),
          channel,
          recipients,
        },
        image,
      );
      announceAction({ title: `Nudge “${saved.title}” scheduled for ${alert.toLocaleString()}` });
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
            <DialogTitle>New nudge</DialogTitle>
            <DialogContent className={styles.fields}>
              {failure ? <MessageBar intent="error">{failure}</MessageBar> : null}
              <Field label="Impacted group" required validationMessage={errors.impacted_group}>
                <Select value={group} onChange={(_, d) => setGroup(d.value)}>
                  {cycle.impacted_groups.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
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
                <Textarea value={text} onChange={(_, d) => setText(d.value)} rows={4} />
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
                hint="PNG, JPEG, GIF or WebP; up to 5 MB."
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
                Schedule nudge
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
