type FormFieldValue = string | number | boolean | Blob;

/**
 * A multipart body. Fields that are undefined or null are left out (a form part cannot say
 * "null", and the string "undefined" must never reach the server); arrays become repeated
 * fields; files keep their names.
 */
export function toFormData(
  fields: Record<string, FormFieldValue | readonly FormFieldValue[] | null | undefined>,
): FormData {
  const form = new FormData();
  const append = (key: string, value: FormFieldValue) => {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'blob');
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value as readonly FormFieldValue[]) append(key, item);
    else append(key, value as FormFieldValue);
  }
  return form;
}

/**
 * The multipart part that carries a form's fields as one JSON object beside its files, as the
 * server reads them (`readUpload`). The request sanitiser cleans this part value by value:
 * cleaning its serialised text would rewrite quotes inside the JSON and break it.
 */
export const JSON_FIELDS_PART = 'payload';

/** A form's fields as one JSON part, beside any files (each under its own part name). */
export function jsonFieldsForm(
  fields: object,
  files: Record<string, File | null | undefined> = {},
): FormData {
  const form = new FormData();
  form.append(JSON_FIELDS_PART, JSON.stringify(fields));
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return form;
}

/** CSV uploads send only the first selected file (SPEC §5), with any other fields. */
export function csvUploadBody(
  files: FileList | readonly File[],
  fields: Record<string, FormFieldValue | null | undefined> = {},
  fileField = 'file',
): FormData {
  const first = files[0];
  if (!first) throw new Error('Choose a CSV file to upload.');
  return toFormData({ ...fields, [fileField]: first });
}
