import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PersonRef } from '@contract/shared/common.schema';
import { PersonPicker, type PersonFound } from './person-picker';

const directory: PersonFound[] = [
  { id: 1, display_name: 'Ada Admin', email: 'ada@x.org' },
  { id: 2, display_name: 'Dana Doyle', email: 'dana@x.org' },
  { id: 3, display_name: 'Daniel Dee', email: 'daniel@x.org' },
];
const asked: (string | undefined)[] = [];

/** Stands in for the people area's server-side search: records each term it is asked. */
function useFakeSearch(term: string | undefined) {
  asked.push(term);
  return {
    data: term
      ? directory.filter((p) => p.display_name.toLowerCase().includes(term.toLowerCase()))
      : undefined,
  };
}

function Chooser() {
  const [chosen, setChosen] = useState<PersonRef[]>([]);
  return (
    <PersonPicker label="Owners" value={chosen} onChange={setChosen} useSearch={useFakeSearch} />
  );
}

describe('PersonPicker', () => {
  it('searches from two letters, offers only people not yet chosen, and removes a chosen one', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    const box = screen.getByRole('combobox', { name: 'Owners' });
    await user.type(box, 'd');
    expect(asked.at(-1)).toBeUndefined();
    await user.type(box, 'an');
    await waitFor(() => expect(asked.at(-1)).toBe('dan'));
    await user.click(await screen.findByRole('option', { name: /Dana Doyle · dana@x\.org/ }));
    const chosen = await screen.findByRole('toolbar', { name: 'Owners chosen' });
    expect(within(chosen).getByText('Dana Doyle')).toBeInTheDocument();

    await user.type(box, 'dan');
    await screen.findByRole('option', { name: /Daniel Dee/ });
    expect(screen.queryByRole('option', { name: /Dana Doyle/ })).toBeNull();
    await user.keyboard('{Escape}');
    // The tag itself is the dismiss button (Fluent's dismissible Tag; Delete works too).
    await user.click(within(chosen).getByRole('button', { name: /Dana Doyle/ }));
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Owners chosen' })).toBeNull(),
    );
  });

  it('as an owner picker offers the team before typing, keeps one person, and keeps the locked', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [owner, setOwner] = useState<PersonRef[]>([{ id: 1, display_name: 'Ada Admin' }]);
      return (
        <>
          <PersonPicker
            label="Owner"
            single
            value={owner}
            onChange={setOwner}
            useSearch={useFakeSearch}
            suggestions={[{ id: 3, display_name: 'Daniel Dee' }]}
          />
          <PersonPicker
            label="Team"
            value={owner}
            onChange={setOwner}
            useSearch={useFakeSearch}
            locked={[3]}
          />
        </>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Daniel Dee' }));
    const chosen = await screen.findByRole('toolbar', { name: 'Owner chosen' });
    expect(within(chosen).getByText('Daniel Dee')).toBeInTheDocument();
    expect(within(chosen).queryByText('Ada Admin')).toBeNull();
    expect(within(chosen).getByRole('button', { name: /Remove Daniel Dee/ })).toBeInTheDocument();
    // Daniel is locked on the team: no way to remove him there.
    const team = screen.getByRole('toolbar', { name: 'Team chosen' });
    expect(within(team).queryByRole('button', { name: /Remove Daniel Dee/ })).toBeNull();
  });
});
