import { Select } from '@fluentui/react-components';
import {
  ratingLevelLabels,
  ratingLevels,
  type RatingLevel,
} from '@contract/assessments/assessments';
import { optionsOf, type FieldOption } from '@/components/form/form-field';

/** A rating's choices in a form: "Not rated" first, then every level in words. */
export const ratingOptions: readonly FieldOption[] = [
  { value: '', label: 'Not rated' },
  ...optionsOf(ratingLevels, (l) => ratingLevelLabels[l]),
];

/** "No category" first, then the categories by name. */
export function categoryOptions(categories: readonly { id: number; name: string }[]) {
  return [
    { value: '', label: 'No category' },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
}

/** One rating chosen in place (a row of a list), saved as soon as it changes; empty clears it. */
export function RatingSelect({
  label,
  value,
  onChange,
}: {
  /** The accessible name: "Rating of Staff shortage". */
  label: string;
  value: RatingLevel | null;
  onChange: (level: RatingLevel | null) => void;
}) {
  return (
    <Select
      aria-label={label}
      value={value ?? ''}
      onChange={(_, d) => onChange(d.value ? (d.value as RatingLevel) : null)}
    >
      {ratingOptions.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
