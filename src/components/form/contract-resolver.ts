import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

function setError(errors: Record<string, unknown>, path: readonly PropertyKey[], message: string) {
  let node: Record<string, unknown> = errors;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      node[name] ??= { type: 'contract', message };
      return;
    }
    const nextIsIndex = typeof path[index + 1] === 'number';
    node[name] ??= nextIsIndex ? [] : {};
    node = node[name] as Record<string, unknown>;
  });
}

/**
 * A react-hook-form resolver that validates with the contract's schema, so the form says
 * exactly what the server would: the form's values become the request body (`toBody`), the
 * schema checks it, and each issue lands on the field of the same name. With `fields`, only
 * issues about those fields count (one step of a wizard).
 */
export function contractResolver<V extends FieldValues>(
  schema: ZodType,
  toBody: (values: V) => unknown,
  fields?: readonly string[],
): Resolver<V> {
  return async (values) => {
    const result = await schema.safeParseAsync(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const [first] = issue.path;
      if (first === undefined) continue;
      if (fields && !fields.includes(String(first))) continue;
      setError(errors, issue.path, issue.message);
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
