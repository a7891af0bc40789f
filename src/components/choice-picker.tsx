import {
  Avatar,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
} from '@fluentui/react-components';
import { useState } from 'react';

export interface Choice {
  id: number;
  label: string;
  /** A second line: a job title, an e-mail. */
  secondary?: string;
}

export interface ChoicePickerProps {
  choices: readonly Choice[] | undefined;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** What the picker adds, for the input's and selection's names: "people", "tags". */
  noun: string;
  /** Show an avatar beside each choice (people). */
  avatars?: boolean;
  /** Choices that are selected and cannot be removed here (the creator on a new team). */
  locked?: readonly number[];
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Picks several of a known list by typing to filter: the chosen ones show as tags you can
 * remove with Backspace or a click. Works with a label from its Field.
 */
export function ChoicePicker({
  choices,
  selected,
  onChange,
  noun,
  avatars = false,
  locked = [],
  placeholder,
  disabled,
}: ChoicePickerProps) {
  const [query, setQuery] = useState('');
  // The list closes once a choice is made, so it never sits over the rest of the form.
  const [open, setOpen] = useState(false);
  const byId = new Map((choices ?? []).map((choice) => [choice.id, choice]));
  const text = query.trim().toLowerCase();
  const options = (choices ?? []).filter(
    (choice) =>
      !selected.includes(choice.id) &&
      (!text ||
        choice.label.toLowerCase().includes(text) ||
        choice.secondary?.toLowerCase().includes(text)),
  );

  return (
    <TagPicker
      open={open}
      onOpenChange={(_event, data) => setOpen(data.open)}
      disabled={disabled}
      selectedOptions={selected.map(String)}
      onOptionSelect={(_event, data) => {
        if (data.value === 'no-matches') return;
        const ids = data.selectedOptions.map(Number);
        onChange([...new Set([...locked, ...ids])]);
        setQuery('');
        setOpen(false);
      }}
    >
      <TagPickerControl>
        <TagPickerGroup aria-label={`Chosen ${noun}`}>
          {selected.map((id) => {
            const choice = byId.get(id);
            const label = choice?.label ?? `#${id}`;
            return (
              <Tag
                key={id}
                value={String(id)}
                shape="rounded"
                dismissible={!locked.includes(id)}
                media={avatars ? <Avatar name={label} size={20} aria-hidden="true" /> : undefined}
              >
                {label}
              </Tag>
            );
          })}
        </TagPickerGroup>
        <TagPickerInput
          aria-label={`Add ${noun}`}
          placeholder={choices ? placeholder : 'Loading…'}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
        />
      </TagPickerControl>
      <TagPickerList>
        {options.length > 0 ? (
          options.map((choice) => (
            <TagPickerOption
              key={choice.id}
              value={String(choice.id)}
              secondaryContent={choice.secondary}
              media={
                avatars ? <Avatar name={choice.label} size={24} aria-hidden="true" /> : undefined
              }
            >
              {choice.label}
            </TagPickerOption>
          ))
        ) : (
          <TagPickerOption value="no-matches">
            {!choices
              ? 'Loading…'
              : text
                ? `No ${noun} match “${query.trim()}”`
                : `No more ${noun} to add`}
          </TagPickerOption>
        )}
      </TagPickerList>
    </TagPicker>
  );
}
