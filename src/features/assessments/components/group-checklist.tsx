import { Body1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useController } from 'react-hook-form';
import type { GridAxisItem } from '@contract/assessments/assessments.schema';

const useStyles = makeStyles({
  groups: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
});

/**
 * The project's impacted groups as a checkbox list in a fieldset, bound to the form's
 * `impacted_groups`: each box named by its group alone (inside a Fluent Field every box would
 * also carry the field's label). Impacts and capabilities both name the groups they reach.
 */
export function GroupChecklist({
  groups,
  legend = 'Impacted groups',
}: {
  groups: readonly GridAxisItem[];
  legend?: string;
}) {
  const styles = useStyles();
  const { field } = useController<{ impacted_groups: number[] }, 'impacted_groups'>({
    name: 'impacted_groups',
  });
  const chosen = new Set(field.value);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {groups.length === 0 ? <Body1>The project has no impacted groups yet.</Body1> : null}
      <div className={styles.groups}>
        {groups.map((g) => (
          <Checkbox
            key={g.id}
            label={g.name}
            checked={chosen.has(g.id)}
            onChange={(_e, d) => {
              const next = new Set(chosen);
              if (d.checked) next.add(g.id);
              else next.delete(g.id);
              field.onChange([...next]);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
