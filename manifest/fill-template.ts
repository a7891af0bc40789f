import { readFileSync } from 'node:fs';

/** Values for the template's `{{name}}` placeholders. */
export type TemplateValues = Readonly<Record<string, string>>;

export const TEMPLATE_FILE = new URL('./manifest.template.json', import.meta.url);

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export class TemplateError extends Error {
  override name = 'TemplateError';
}

export function loadTemplate(file: URL | string = TEMPLATE_FILE): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Replaces every `{{name}}` in the template's string values (not its keys) with `values[name]`.
 * Works on the parsed JSON, so a value can never break the JSON around it. A placeholder without
 * a value is an error naming where it is, never left in the output.
 */
export function fillTemplate(template: unknown, values: TemplateValues, path = ''): unknown {
  if (typeof template === 'string') {
    return template.replace(PLACEHOLDER, (_whole, name: string) => {
      const value = values[name];
      if (value === undefined) {
        throw new TemplateError(`${path || '/'}: no value for the placeholder {{${name}}}`);
      }
      return value;
    });
  }
  if (Array.isArray(template)) {
    return template.map((item, index) => fillTemplate(item, values, `${path}/${index}`));
  }
  if (typeof template === 'object' && template !== null) {
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [
        key,
        fillTemplate(value, values, `${path}/${key}`),
      ]),
    );
  }
  return template;
}
