import {
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Switch,
  Textarea,
  makeStyles,
  type FieldProps,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import {
  useController,
  useFormContext,
  type ControllerRenderProps,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { DateInput } from './date-input';
import { isIsoDate } from './typed-date';

const useStyles = makeStyles({ radios: { display: 'flex', flexWrap: 'wrap' } });

export interface FieldOption {
  value: string;
  label: string;
}

/** Options from a list of values and how each reads: `optionsOf(metricCategories)`. */
export function optionsOf<K extends string>(
  values: readonly K[],
  label: (value: K) => string = (value) => value,
): FieldOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

type Control =
  | { kind?: 'text'; autoComplete?: string; placeholder?: string }
  | { kind: 'textarea'; rows?: number }
  | { kind: 'number' }
  | { kind: 'date' | 'time'; min?: string; max?: string }
  | { kind: 'select'; options: readonly FieldOption[]; placeholder?: string }
  | { kind: 'radio'; options: readonly FieldOption[]; layout?: 'horizontal' | 'vertical' }
  | { kind: 'checkbox' | 'switch' }
  | {
      kind: 'custom';
      /** Draws the control; Fluent's Field gives it its label and error. */
      render: (field: ControllerRenderProps<FieldValues, string>, invalid: boolean) => ReactElement;
    };

export type FormFieldProps<V extends FieldValues> = Control & {
  name: Path<V>;
  label: string;
  hint?: FieldProps['hint'];
  required?: boolean;
  disabled?: boolean;
  className?: string;
  size?: FieldProps['size'];
  /** Runs after the user picks a value of a select, radio or toggle (fill other fields). */
  onValueChange?: (value: unknown) => void;
};

/** The first message of an error, also when it sits on an item of a list field. */
function messageOf(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  for (const nested of Object.values(error as unknown as Record<string, unknown>)) {
    if (nested && typeof nested === 'object' && 'message' in nested) {
      const text = (nested as { message?: unknown }).message;
      if (typeof text === 'string') return text;
    }
  }
  return undefined;
}

/**
 * One field of a form in the kit: label, hint, the control and its error message from the
 * form's own state (`useContractForm` puts server messages there too).
 *
 *   <FormField<MetricValues> name="unit" label="Unit" hint="%, hours…" />
 *   <FormField name="category" label="Category" kind="select" options={categoryOptions} />
 */
export function FormField<V extends FieldValues = FieldValues>(props: FormFieldProps<V>) {
  const styles = useStyles();
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController<V>({ control, name: props.name });
  const plain = field as unknown as ControllerRenderProps<FieldValues, string>;
  const typed = props.kind === 'date' && typeof plain.value === 'string' ? plain.value : '';
  // A date field holds text that is no date as typed: say how to write one, as the field shows it.
  const message =
    fieldState.error && typed !== '' && !isIsoDate(typed)
      ? 'Enter a date such as 13 Dec 2026.'
      : messageOf(fieldState.error);
  const invalid = message !== undefined;
  const { ref: inputRef, name, onBlur } = plain;
  const onChange = (next: unknown) => {
    plain.onChange(next);
    props.onValueChange?.(next);
  };
  const value = (plain.value ?? '') as string;
  const checked = Boolean(plain.value);
  const disabled = props.disabled;
  let input: ReactElement;
  switch (props.kind) {
    case 'textarea':
      input = (
        <Textarea
          {...plain}
          value={value}
          rows={props.rows ?? 3}
          resize="vertical"
          disabled={disabled}
        />
      );
      break;
    case 'number':
      input = <Input {...plain} value={value} inputMode="decimal" disabled={disabled} />;
      break;
    case 'date':
      input = (
        <DateInput
          ref={inputRef}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          min={props.min}
          max={props.max}
          disabled={disabled}
        />
      );
      break;
    case 'time':
      input = (
        <Input
          {...plain}
          value={value}
          type="time"
          min={props.min}
          max={props.max}
          disabled={disabled}
        />
      );
      break;
    case 'select':
      input = (
        <Select
          ref={inputRef}
          name={name}
          value={value}
          disabled={disabled}
          onBlur={onBlur}
          onChange={(_event, data) => onChange(data.value)}
        >
          {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      );
      break;
    case 'radio':
      input = (
        <RadioGroup
          className={styles.radios}
          layout={props.layout ?? 'horizontal'}
          value={value}
          disabled={disabled}
          onChange={(_event, data) => onChange(data.value)}
        >
          {props.options.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      );
      break;
    case 'checkbox':
    case 'switch': {
      const Toggle = props.kind === 'checkbox' ? Checkbox : Switch;
      input = (
        <Toggle
          ref={inputRef}
          name={name}
          label={props.label}
          checked={checked}
          disabled={disabled}
          onBlur={onBlur}
          onChange={(_event, data) => onChange(Boolean(data.checked))}
        />
      );
      break;
    }
    case 'custom':
      input = props.render(plain, invalid);
      break;
    default:
      input = (
        <Input
          {...plain}
          value={value}
          disabled={disabled}
          autoComplete={props.autoComplete ?? 'off'}
          placeholder={props.placeholder}
        />
      );
  }
  return (
    <Field
      className={props.className}
      // A checkbox or switch carries its own label beside it.
      label={props.kind === 'checkbox' || props.kind === 'switch' ? undefined : props.label}
      hint={props.hint}
      required={props.required}
      size={props.size}
      validationMessage={message}
      validationState={invalid ? 'error' : 'none'}
    >
      {input}
    </Field>
  );
}
