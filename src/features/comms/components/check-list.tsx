import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/**
 * Choices as checkboxes, for a custom form field. Each checkbox has its own id and is named by
 * its own label: inside a form field every control would otherwise get the field's id and name,
 * so a screen reader would read each as the field and a label click would tick the first.
 */
export function CheckList({
  label,
  items,
  value,
  onChange,
  empty,
}: {
  label: string;
  items: readonly { id: string; name: string }[] | undefined;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Said when there is nothing to choose. */
  empty: string;
}) {
  const styles = useStyles();
  const baseId = useId();
  return (
    <div className={styles.list} role="group" aria-label={label}>
      {items?.length === 0 ? <span>{empty}</span> : null}
      {items?.map((item, index) => (
        <Checkbox
          key={item.id}
          id={`${baseId}-${index}`}
          aria-labelledby={`${baseId}-${index}-label`}
          label={{ id: `${baseId}-${index}-label`, children: item.name }}
          checked={value.includes(item.id)}
          onChange={(_e, data) =>
            onChange(data.checked ? [...value, item.id] : value.filter((id) => id !== item.id))
          }
        />
      ))}
    </div>
  );
}
