import { FluentProvider } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dateSchema } from '@contract/shared/common.schema';
import { themes } from '@/lib/theme/themes';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { parseTypedDate, toIsoDate } from './typed-date';
import { useContractForm } from './use-contract-form';

interface Values {
  due: string;
}

function DueForm({ due, submit }: { due: string; submit: (body: unknown) => Promise<unknown> }) {
  const form = useContractForm({
    schema: z.object({ due: dateSchema }),
    defaultValues: { due } as Values,
    toBody: (values: Values) => values,
    submit,
    done: () => 'Saved',
    onClose: () => undefined,
  });
  return (
    <FormDialog form={form} title="Due date" submitLabel="Save">
      <FormField<Values> name="due" label="Due" kind="date" min="2026-01-01" />
    </FormDialog>
  );
}

function renderForm(due: string) {
  const submit = vi.fn<(body: unknown) => Promise<unknown>>().mockResolvedValue({});
  render(
    <FluentProvider theme={themes.light}>
      <DueForm due={due} submit={submit} />
    </FluentProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Due date', hidden: true });
  return {
    submit,
    dialog,
    field: within(dialog).getByRole('textbox', { name: 'Due', hidden: true }),
  };
}

describe('the date field', () => {
  it('reads the dates people type, day first as the app writes them', () => {
    const iso = (text: string) => {
      const date = parseTypedDate(text);
      return date && toIsoDate(date);
    };
    expect(iso('13 Dec 2026')).toBe('2026-12-13');
    expect(iso('13 december 2026')).toBe('2026-12-13');
    expect(iso('1 Sept 2026')).toBe('2026-09-01');
    expect(iso('1/6/2026')).toBe('2026-06-01');
    expect(iso('2026-06-01')).toBe('2026-06-01');
    expect(iso('2026-06-1')).toBeNull();
    expect(iso('31/02/2026')).toBeNull();
    expect(iso('06/31/2026')).toBeNull();
    expect(iso('13 Decx 2026')).toBeNull();
    expect(iso('soon')).toBeNull();
  });

  it('shows the date as the app does, not mm/dd/yyyy, and sends it as an ISO date', async () => {
    const user = userEvent.setup();
    const { field, dialog, submit } = renderForm('2026-12-13');
    expect(field).toHaveValue('13 Dec 2026');
    expect(field).not.toHaveAttribute('type', 'date');

    await user.tripleClick(field);
    await user.keyboard('1/6/2026');
    // Leaving the field (jsdom's focus trap keeps Tab where it is, so a click elsewhere).
    await user.click(within(dialog).getByRole('heading', { name: 'Due date', hidden: true }));
    expect(field).toHaveValue('1 Jun 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(submit.mock.calls[0]?.[0]).toEqual({ due: '2026-06-01' }));
  });

  it('says how to write a date when the text is none, in the words the field shows', async () => {
    const user = userEvent.setup();
    const { field, dialog, submit } = renderForm('');
    await user.type(field, 'next Tuesday');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(
      await within(dialog).findByText('Enter a date such as 13 Dec 2026.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('next Tuesday');
    expect(submit).not.toHaveBeenCalled();
  });

  it('opens a calendar from the keyboard on the chosen month; a day picked there is held', async () => {
    const user = userEvent.setup();
    const { field, dialog, submit } = renderForm('2026-06-01');
    field.focus();
    await user.keyboard('{ArrowDown}');
    const day = await screen.findByRole('button', { name: /^15, June, 2026/, hidden: true });
    await user.click(day);
    await waitFor(() => expect(field).toHaveValue('15 Jun 2026'));
    expect(screen.queryByRole('button', { name: /^15, June, 2026/, hidden: true })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(submit.mock.calls[0]?.[0]).toEqual({ due: '2026-06-15' }));
  });
});
