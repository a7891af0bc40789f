import {
  Button,
  Field as FluentField,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  audienceBands,
  criticalities,
  criticalityLabels,
  impactAttributeKindLabels,
  impactAttributeKinds,
  impactAttributeRequirements,
  impactRatingLabels,
  impactRatings,
  type AudienceBand,
  type Criticality,
  type ImpactAttributeKind,
  type ImpactRating,
} from '@contract/projects/change-attributes';
import type { ImpactAttributeInput } from '@contract/projects/change-attributes.schema';
import { changeTypeLabels, changeTypes, type ChangeType } from '@contract/projects/projects';
import { FormField, optionsOf } from '@/components/form/form-field';
import { ChangeStepForm, useChangeStepForm, type SavedChangeStepProps } from './change-step-form';

const useStyles = makeStyles({
  impacts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  impact: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  remove: { justifySelf: 'start' },
  add: { alignSelf: 'flex-start' },
});

interface ImpactRow {
  kind: ImpactAttributeKind;
  rating: ImpactRating | '';
  audience_band: AudienceBand | '';
  change_type: ChangeType | '';
  department: number | null;
  department_name: string;
  label: string;
}

interface ClassificationValues {
  criticality: Criticality | '';
  impact_attributes: ImpactRow[];
}

function toBody(values: ClassificationValues) {
  return {
    criticality: values.criticality || undefined,
    impact_attributes: values.impact_attributes.map((row): ImpactAttributeInput => {
      const needs: readonly string[] = impactAttributeRequirements[row.kind].needs;
      return {
        kind: row.kind,
        rating: needs.includes('rating') || row.rating ? row.rating || null : null,
        audience_band: needs.includes('audience_band') ? row.audience_band || null : null,
        change_type: needs.includes('change_type') ? row.change_type || null : null,
        department: needs.includes('department') ? row.department : null,
        label:
          needs.includes('label') || row.kind === 'CHANGE_ORGANISATION_REACH'
            ? row.label || null
            : null,
      };
    }),
  };
}

// Departments come from the admin area's reference data, which has no call yet: department
// reach can be kept and re-rated here, but new ones cannot be added until it has.
const addableKinds = impactAttributeKinds.filter((kind) => kind !== 'CHANGE_DEPARTMENT_REACH');

const Field = FormField<ClassificationValues>;
const choose = { placeholder: 'Choose…', kind: 'select' } as const;

/** Step 2: how critical the change is, and its impact (ratings, reach, stakeholders). */
export function ChangeClassificationStep(props: SavedChangeStepProps) {
  const { change, backTo, last } = props;
  const styles = useStyles();
  const form = useChangeStepForm(
    2,
    props,
    {
      criticality: change.criticality ?? '',
      impact_attributes: change.impact_attributes.map((a) => ({
        kind: a.kind,
        rating: a.rating ?? '',
        audience_band: a.audience_band ?? '',
        change_type: a.change_type ?? '',
        department: a.department,
        department_name: a.department_name ?? '',
        label: a.label ?? '',
      })),
    } as ClassificationValues,
    toBody,
  );
  const { control, formState } = form.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'impact_attributes' });
  const rows = useWatch({ control, name: 'impact_attributes' });
  const taken = new Set(
    rows.filter((row) => impactAttributeRequirements[row.kind].single).map((row) => row.kind),
  );

  return (
    <ChangeStepForm form={form} backTo={backTo} last={last}>
      <Field
        name="criticality"
        label="Is the change business critical?"
        required
        kind="radio"
        layout="vertical"
        options={optionsOf(criticalities, (value) => criticalityLabels[value])}
      />
      <div className={styles.impacts}>
        <Text weight="semibold">Impact</Text>
        {fields.length === 0 ? (
          <Text>No impact described yet. Add how strongly the change lands, and on whom.</Text>
        ) : null}
        {fields.map((item, index) => {
          const kind = rows[index]?.kind ?? item.kind;
          const needs: readonly string[] = impactAttributeRequirements[kind].needs;
          const row = `impact_attributes.${index}` as const;
          const kindError = formState.errors.impact_attributes?.[index]?.kind?.message;
          return (
            <fieldset key={item.id} className={styles.impact}>
              <legend className={styles.legend}>{impactAttributeKindLabels[kind]}</legend>
              {needs.includes('change_type') ? (
                <Field
                  name={`${row}.change_type`}
                  label="Change type"
                  {...choose}
                  options={optionsOf(changeTypes, (type) => changeTypeLabels[type])}
                />
              ) : null}
              {needs.includes('department') ? (
                <FluentField label="Department">
                  <Input value={rows[index]?.department_name ?? ''} readOnly />
                </FluentField>
              ) : null}
              {needs.includes('label') || kind === 'CHANGE_ORGANISATION_REACH' ? (
                <Field
                  name={`${row}.label`}
                  label={kind === 'CHANGE_EXTERNAL_STAKEHOLDER' ? 'Stakeholder' : 'Note'}
                />
              ) : null}
              {needs.includes('audience_band') ? (
                <Field
                  name={`${row}.audience_band`}
                  label="Employees impacted"
                  {...choose}
                  options={optionsOf(audienceBands)}
                />
              ) : null}
              {needs.includes('rating') ? (
                <Field
                  name={`${row}.rating`}
                  label="Rating"
                  {...choose}
                  options={optionsOf(impactRatings, (rating) => impactRatingLabels[rating])}
                />
              ) : null}
              <Button
                className={styles.remove}
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={`Remove ${impactAttributeKindLabels[kind].toLowerCase()}`}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
              {kindError ? <Text role="alert">{kindError}</Text> : null}
            </fieldset>
          );
        })}
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<AddRegular />} className={styles.add}>
              Add impact
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {addableKinds.map((kind) => (
                <MenuItem
                  key={kind}
                  disabled={taken.has(kind)}
                  onClick={() =>
                    append({
                      kind,
                      rating: '',
                      audience_band: '',
                      change_type: '',
                      department: null,
                      department_name: '',
                      label: '',
                    })
                  }
                >
                  {impactAttributeKindLabels[kind]}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </ChangeStepForm>
  );
}
