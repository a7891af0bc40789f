import { Input } from '@fluentui/react-components';

/** A `datetime-local` input for a form field (the value is the browser's local wall-clock). */
export function DateTimeInput({
  field,
  invalid,
}: {
  field: { value: unknown; onChange: (value: string) => void };
  invalid: boolean;
}) {
  return (
    <Input
      type="datetime-local"
      value={String(field.value ?? '')}
      onChange={(_e, data) => field.onChange(data.value)}
      aria-invalid={invalid}
    />
  );
}
