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
  /**
   * Offers to add what was typed when no choice has that name ("Create tag “Pilot”"): makes it
   * and answers its id, which is then chosen. Absent, only existing choices can be picked.
   */
  onCreate?: { label: (text: string) => string; create: (text: string) => Promise<number> };
}

const CREATE = 'create-new';

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
  onCreate,
}: ChoicePickerProps) {
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string>();
  // What this picker made, named at once while the list of choices is read again.
  const [made, setMade] = useState<Choice[]>([]);
  // The list closes once a choice is made, so it never sits over the rest of the form.
  const [open, setOpen] = useState(false);
  const byId = new Map([...made, ...(choices ?? [])].map((choice) => [choice.id, choice]));
  const text = query.trim().toLowerCase();
  const options = (choices ?? []).filter(
    (choice) =>
      !selected.includes(choice.id) &&
      (!text ||
        choice.label.toLowerCase().includes(text) ||
        choice.secondary?.toLowerCase().includes(text)),
  );
  const canCreate =
    onCreate !== undefined &&
    choices !== undefined &&
    text !== '' &&
    !choices.some((choice) => choice.label.toLowerCase() === text);

  const create = async () => {
    if (!onCreate) return;
    setCreating(true);
    setFailure(undefined);
    try {
      const label = query.trim();
      const id = await onCreate.create(label);
      setMade((before) => [...before, { id, label }]);
      onChange([...new Set([...locked, ...selected, id])]);
      setQuery('');
      setOpen(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'It could not be added.');
    } finally {
      setCreating(false);
    }
  };

  const picker = (
    <TagPicker
      open={open}
      onOpenChange={(_event, data) => setOpen(data.open)}
      disabled={disabled}
      selectedOptions={selected.map(String)}
      onOptionSelect={(_event, data) => {
        if (data.value === 'no-matches') return;
        if (data.value === CREATE) {
          void create();
          return;
        }
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
        {canCreate ? (
          <TagPickerOption value={CREATE} text={query.trim()}>
            {creating ? 'Adding…' : onCreate.label(query.trim())}
          </TagPickerOption>
        ) : null}
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
        ) : canCreate ? null : (
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
  return failure ? (
    <>
      {picker}
      <span role="alert">{failure}</span>
    </>
  ) : (
    picker
  );
}
