import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput, parseTypedDate } from './date-input';

function Chooser({ start }: { start: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateInput aria-label="Due date" value={value} onChange={setValue} />
      <p data-testid="held">{value || 'none'}</p>
    </>
  );
}

describe('DateInput', { timeout: 30_000 }, () => {
  it('reads the dates people type, day first as the app writes them', () => {
    const iso = (text: string) => {
      const date = parseTypedDate(text);
      return date && [date.getFullYear(), date.getMonth() + 1, date.getDate()].join('-');
    };
    expect(iso('13 Dec 2026')).toBe('2026-12-13');
    expect(iso('13 december 2026')).toBe('2026-12-13');
    expect(iso('1/6/2026')).toBe('2026-6-1');
    expect(iso('2026-06-01')).toBe('2026-6-1');
    expect(iso('31/02/2026')).toBeNull();
    expect(iso('06/31/2026')).toBeNull();
    expect(iso('soon')).toBeNull();
  });

  it('shows the date as the app does (not mm/dd/yyyy) and holds it as an ISO date', async () => {
    const user = userEvent.setup();
    render(<Chooser start="2026-12-13" />);
    const input = screen.getByRole('combobox', { name: 'Due date' });
    expect(input).toHaveValue('13 Dec 2026');
    await user.tripleClick(input);
    await user.keyboard('1/6/2026');
    await user.tab();
    await waitFor(() => expect(screen.getByTestId('held')).toHaveTextContent('2026-06-01'));
    expect(input).toHaveValue('1 Jun 2026');

    // The keyboard opens the calendar on the chosen month; a day picked there is held too.
    input.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('button', { name: /^15, June, 2026/ }));
    await waitFor(() => expect(screen.getByTestId('held')).toHaveTextContent('2026-06-15'));
    expect(input).toHaveValue('15 Jun 2026');
  });
});
