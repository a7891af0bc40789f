import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client/api-error';

/**
 * Puts the server's field messages (a 400's `{"field": ["message"]}`) on the form's fields and
 * returns what is left for a message above the form: messages for fields the form does not
 * show, `non_field_errors`, or the failure's reason when it was not about fields at all.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | undefined {
  if (!(error instanceof ApiError)) {
    return 'Something went wrong. Check your connection and try again.';
  }
  if (!error.fieldErrors) return error.reason;
  const leftOver: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages.join(' ');
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      leftOver.push(field === 'non_field_errors' ? message : `${field}: ${message}`);
    }
  }
  return leftOver.length > 0 ? leftOver.join(' ') : undefined;
}
