import { Button } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ratingLevelLabels } from '@contract/assessments/assessments';
import {
  ratingDescriptionsFormSchema,
  type RatingDescription,
} from '@contract/assessments/change-impact.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useUsersProfile } from '@/lib/session/session-reads';
import { useUpdateRatingDescription } from '../hooks';

type Level = keyof typeof ratingDescriptionsFormSchema.shape;
type Values = Record<Level, string>;
const levels = Object.keys(ratingDescriptionsFormSchema.shape) as Level[];

function LevelDescriptionsDialog({
  title,
  descriptions,
  onClose,
}: {
  title: string;
  descriptions: readonly RatingDescription[];
  onClose: () => void;
}) {
  const update = useUpdateRatingDescription();
  const byLevel = new Map(descriptions.map((d) => [d.level, d]));
  const form = useContractForm({
    schema: ratingDescriptionsFormSchema,
    defaultValues: Object.fromEntries(
      levels.map((level) => [level, byLevel.get(level)?.description ?? '']),
    ) as Values,
    toBody: (values: Values) => values,
    // One PATCH per reworded level; levels left as they were send nothing.
    submit: async (values: Values) => {
      for (const level of levels) {
        const row = byLevel.get(level);
        const description = values[level].trim();
        if (row && row.description !== description) await update(row.id, { description });
      }
    },
    done: 'Level descriptions saved',
    onClose,
  });
  return (
    <FormDialog form={form} title={title} submitLabel="Save descriptions">
      {levels.map((level) => (
        <FormField<Values>
          key={level}
          name={level}
          label={ratingLevelLabels[level]}
          kind="textarea"
          rows={2}
          required
        />
      ))}
    </FormDialog>
  );
}

/**
 * For admins (tool access): reword what each level means for this kind of rating. The words
 * are the organisation's, shown as help on every grid of every project.
 */
export function LevelDescriptionsButton({
  what,
  descriptions,
}: {
  /** "change impact", "sentiment": names the dialog. */
  what: string;
  descriptions: readonly RatingDescription[] | undefined;
}) {
  const { data: profile } = useUsersProfile();
  const [open, setOpen] = useState(false);
  if (!profile?.has_tool_access || !descriptions) return null;
  return (
    <span data-print-hide>
      <Button icon={<EditRegular />} onClick={() => setOpen(true)}>
        Level descriptions
      </Button>
      {open ? (
        <LevelDescriptionsDialog
          title={`What each level of ${what} means`}
          descriptions={descriptions}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </span>
  );
}
