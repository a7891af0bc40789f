import {
  Button,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Radio,
  RadioGroup,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
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
import { changeWizardStepSchemas } from '@contract/projects/changes.schema';
import { changeTypeLabels, changeTypes, type ChangeType } from '@contract/projects/projects';
import { contractResolver } from '@/components/form/contract-resolver';
import { applyServerErrors } from '@/components/form/server-errors';
import { saveChangeStep } from '../api';
import type { ChangeStepProps } from './change-wizard';
import { ChangeStepForm } from './change-step-form';

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

function rowError(
  errors: FieldErrors<ClassificationValues>,
  index: number,
  field: keyof ImpactRow,
) {
  const message = errors.impact_attributes?.[index]?.[field]?.message;
  return {
    validationMessage: message,
    validationState: message ? ('error' as const) : ('none' as const),
  };
}

/** Step 2: how critical the change is, and its impact (ratings, reach, stakeholders). */
export function ChangeClassificationStep({
  projectId,
  change,
  onSaved,
  backTo,
  last,
}: ChangeStepProps) {
  const styles = useStyles();
  const [failure, setFailure] = useState<string>();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClassificationValues>({
    defaultValues: {
      criticality: change?.criticality ?? '',
      impact_attributes: (change?.impact_attributes ?? []).map((a) => ({
        kind: a.kind,
        rating: a.rating ?? '',
        audience_band: a.audience_band ?? '',
        change_type: a.change_type ?? '',
        department: a.department,
        department_name: a.department_name ?? '',
        label: a.label ?? '',
      })),
    },
    resolver: contractResolver(changeWizardStepSchemas[2], toBody),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'impact_attributes' });
  const rows = useWatch({ control, name: 'impact_attributes' });

  const save = handleSubmit(async (values) => {
    if (!change) return;
    setFailure(undefined);
    try {
      await onSaved(await saveChangeStep(projectId, change.id, 2, toBody(values)));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['criticality', 'impact_attributes']));
    }
  });

  const taken = new Set(
    rows.filter((row) => impactAttributeRequirements[row.kind].single).map((row) => row.kind),
  );

  return (
    <ChangeStepForm
      onSubmit={(event) => void save(event)}
      submitting={isSubmitting}
      failure={failure}
      backTo={backTo}
      last={last}
    >
      <Controller
        control={control}
        name="criticality"
        render={({ field }) => (
          <Field
            label="Is the change business critical?"
            required
            validationMessage={errors.criticality?.message}
            validationState={errors.criticality ? 'error' : 'none'}
          >
            <RadioGroup value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
              {criticalities.map((value) => (
                <Radio key={value} value={value} label={criticalityLabels[value]} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <div className={styles.impacts}>
        <Text weight="semibold">Impact</Text>
        {fields.length === 0 ? (
          <Text>No impact described yet. Add how strongly the change lands, and on whom.</Text>
        ) : null}
        {fields.map((item, index) => {
          const kind = rows[index]?.kind ?? item.kind;
          const needs: readonly string[] = impactAttributeRequirements[kind].needs;
          return (
            <fieldset key={item.id} className={styles.impact}>
              <legend className={styles.legend}>{impactAttributeKindLabels[kind]}</legend>
              {needs.includes('change_type') ? (
                <Controller
                  control={control}
                  name={`impact_attributes.${index}.change_type`}
                  render={({ field }) => (
                    <Field label="Change type" {...rowError(errors, index, 'change_type')}>
                      <Select
                        value={field.value}
                        onChange={(_e, data) => field.onChange(data.value)}
                      >
                        <option value="">Choose…</option>
                        {changeTypes.map((type) => (
                          <option key={type} value={type}>
                            {changeTypeLabels[type]}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  )}
                />
              ) : null}
              {needs.includes('department') ? (
                <Field label="Department">
                  <Input value={rows[index]?.department_name ?? ''} readOnly />
                </Field>
              ) : null}
              {needs.includes('label') || kind === 'CHANGE_ORGANISATION_REACH' ? (
                <Controller
                  control={control}
                  name={`impact_attributes.${index}.label`}
                  render={({ field }) => (
                    <Field
                      label={kind === 'CHANGE_EXTERNAL_STAKEHOLDER' ? 'Stakeholder' : 'Note'}
                      {...rowError(errors, index, 'label')}
                    >
                      <Input {...field} />
                    </Field>
                  )}
                />
              ) : null}
              {needs.includes('audience_band') ? (
                <Controller
                  control={control}
                  name={`impact_attributes.${index}.audience_band`}
                  render={({ field }) => (
                    <Field label="Employees impacted" {...rowError(errors, index, 'audience_band')}>
                      <Select
                        value={field.value}
                        onChange={(_e, data) => field.onChange(data.value)}
                      >
                        <option value="">Choose…</option>
                        {audienceBands.map((band) => (
                          <option key={band} value={band}>
                            {band}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  )}
                />
              ) : null}
              {needs.includes('rating') ? (
                <Controller
                  control={control}
                  name={`impact_attributes.${index}.rating`}
                  render={({ field }) => (
                    <Field label="Rating" {...rowError(errors, index, 'rating')}>
                      <Select
                        value={field.value}
                        onChange={(_e, data) => field.onChange(data.value)}
                      >
                        <option value="">Choose…</option>
                        {impactRatings.map((rating) => (
                          <option key={rating} value={rating}>
                            {impactRatingLabels[rating]}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  )}
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
              {errors.impact_attributes?.[index]?.kind?.message ? (
                <Text role="alert">{errors.impact_attributes[index]?.kind?.message}</Text>
              ) : null}
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
