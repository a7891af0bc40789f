import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ZodType } from 'zod';
import { DataTable } from '@/components/data-table';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState, type ReadLike } from '@/components/read-state';
import { useRowEditing } from './row-editing';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { margin: 0 },
});

/** A category as the panel lists it: its own fields and how much sits under it. */
export interface CategoryRow {
  id: number;
  name: string;
  description: string;
  /** "3 impacts", "Organisation-wide". */
  detail: string;
  /** The caller may rename or delete this one (organisation-wide ones are the admins'). */
  editable: boolean;
}

interface CategoryValues {
  name: string;
  description: string;
}

export interface CategoryPanelProps {
  title: string;
  /** "impact category", "risk category". */
  noun: string;
  read: ReadLike<CategoryRow[]>;
  canEdit: boolean;
  createSchema: ZodType;
  updateSchema: ZodType;
  /** The body a new category is sent with (adds the project). */
  createBody: (values: CategoryValues) => unknown;
  create: (body: never) => Promise<{ name: string }>;
  update: (id: number, body: CategoryValues) => Promise<{ name: string }>;
  remove: (id: number) => Promise<unknown>;
  /** What deleting one does to what sits under it. */
  consequence: string;
}

function CategoryDialog({
  panel,
  row,
  onClose,
}: {
  panel: CategoryPanelProps;
  row: CategoryRow | undefined;
  onClose: () => void;
}) {
  const form = useContractForm({
    schema: row ? panel.updateSchema : panel.createSchema,
    defaultValues: { name: row?.name ?? '', description: row?.description ?? '' },
    toBody: (v: CategoryValues) => (row ? v : panel.createBody(v)),
    submit: (body) =>
      row ? panel.update(row.id, body as CategoryValues) : panel.create(body as never),
    done: (saved) => `${row ? 'Saved' : 'Added'} the ${panel.noun} “${saved.name}”`,
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={row ? `Edit the ${panel.noun}` : `New ${panel.noun}`}
      submitLabel={row ? 'Save' : `Add ${panel.noun}`}
    >
      <FormField<CategoryValues> name="name" label="Name" required />
      <FormField<CategoryValues> name="description" label="Description" kind="textarea" />
    </FormDialog>
  );
}

/** The categories an assessment sorts its items into: list, add, rename, delete. */
export function CategoryPanel(panel: CategoryPanelProps) {
  const styles = useStyles();
  const rows = useRowEditing<CategoryRow>({
    noun: panel.noun,
    name: (r) => r.name,
    consequence: panel.consequence,
    remove: panel.remove,
  });
  const headingId = `${panel.noun.replace(/\W+/g, '-')}-heading`;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Subtitle2 as="h3" id={headingId} className={styles.heading}>
          {panel.title}
        </Subtitle2>
        {panel.canEdit && (
          <Button icon={<AddRegular />} onClick={rows.add}>
            Add {panel.noun}
          </Button>
        )}
      </div>
      <ReadState
        read={panel.read}
        what={`the ${panel.noun} list`}
        empty={{
          title: `No ${panel.noun === 'risk category' ? 'risk categories' : 'impact categories'} yet`,
          message: panel.canEdit
            ? `Add one to group what you record under it.`
            : 'The change team has not added any.',
        }}
      >
        {(categoryRows) => (
          <DataTable
            caption={panel.title}
            rows={categoryRows}
            rowId={(r) => r.id}
            columns={[
              { id: 'name', header: 'Name', cell: (r) => r.name },
              { id: 'description', header: 'Description', cell: (r) => r.description || '—' },
              { id: 'detail', header: 'Holds', cell: (r) => r.detail },
            ]}
            actions={panel.canEdit ? (r) => (r.editable ? rows.menu(r) : null) : undefined}
          />
        )}
      </ReadState>
      {rows.editing && <CategoryDialog panel={panel} row={rows.editing.row} onClose={rows.close} />}
      {rows.confirmDelete}
    </section>
  );
}
