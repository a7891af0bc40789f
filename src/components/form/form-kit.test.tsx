import { FluentProvider } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ActionToaster } from '@/components/action-toasts';
import { ApiError } from '@/lib/api-client/api-error';
import { themes } from '@/lib/theme/themes';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { useContractForm } from './use-contract-form';
import { WizardStepHeading, WizardSteps } from './wizard-steps';

const schema = z.object({
  name: z.string().trim().min(1, 'Give the metric a name.'),
  category: z.enum(['Adoption', 'Usage'], { message: 'Choose a category.' }),
  target: z.number({ message: 'Enter a number.' }).nullable(),
  shared: z.boolean(),
});

interface Values {
  name: string;
  category: string;
  target: string;
  shared: boolean;
}

const toBody = (values: Values) => ({
  ...values,
  target: values.target === '' ? null : Number(values.target),
});

function MetricForm({
  submit,
  onClose = () => undefined,
}: {
  submit: (body: unknown) => Promise<unknown>;
  onClose?: () => void;
}) {
  const form = useContractForm({
    schema,
    defaultValues: { name: '', category: '', target: '', shared: false } as Values,
    toBody,
    submit,
    done: (_result, values) => `Added “${values.name}”`,
    onClose,
  });
  return (
    <FormDialog form={form} title="New metric" submitLabel="Add metric">
      <FormField<Values> name="name" label="Name" required />
      <FormField<Values>
        name="category"
        label="Category"
        kind="select"
        placeholder="Choose…"
        options={[
          { value: 'Adoption', label: 'Adoption' },
          { value: 'Usage', label: 'Usage' },
        ]}
      />
      <FormField<Values> name="target" label="Target" kind="number" />
      <FormField<Values> name="shared" label="Share with leaders" kind="switch" />
    </FormDialog>
  );
}

function renderForm(props: Parameters<typeof MetricForm>[0]) {
  return render(
    <FluentProvider theme={themes.light}>
      <MetricForm {...props} />
      <ActionToaster />
    </FluentProvider>,
  );
}

describe('the form kit', () => {
  it('checks the contract before sending and says what is wrong on each field', async () => {
    const submit = vi.fn(() => Promise.resolve({}));
    renderForm({ submit });
    await userEvent.type(screen.getByLabelText('Target'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Add metric' }));
    expect(await screen.findByText('Give the metric a name.')).toBeInTheDocument();
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the body, announces the result and closes', async () => {
    const submit = vi.fn(() => Promise.resolve({ id: 1 }));
    const onClose = vi.fn();
    renderForm({ submit, onClose });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Logins');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Usage');
    await userEvent.type(screen.getByLabelText('Target'), '80');
    await userEvent.click(screen.getByRole('switch', { name: 'Share with leaders' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add metric' }));
    expect(submit).toHaveBeenCalledWith(
      { name: 'Logins', category: 'Usage', target: 80, shared: true },
      expect.anything(),
    );
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Added “Logins”')).toBeInTheDocument();
  });

  it('puts the server’s field messages on their fields and the rest above the form', async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        new ApiError('New metric', 'invalid', 400, undefined, {
          name: ['A metric with this name exists.'],
          non_field_errors: ['The project is archived.'],
        }),
      ),
    );
    const onClose = vi.fn();
    renderForm({ submit, onClose });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Logins');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Usage');
    await userEvent.click(screen.getByRole('button', { name: 'Add metric' }));
    expect(await screen.findByText('A metric with this name exists.')).toBeInTheDocument();
    const failure = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes('Not saved.'));
    expect(failure).toHaveTextContent('The project is archived.');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a failure that is not an API answer in words, above the form', async () => {
    renderForm({ submit: () => Promise.reject(new TypeError('Failed to fetch')) });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Logins');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Usage');
    await userEvent.click(screen.getByRole('button', { name: 'Add metric' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection');
  });

  it('asks before Escape throws away what was typed', async () => {
    const onClose = vi.fn();
    renderForm({ submit: vi.fn(), onClose });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Half');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByText('Discard your changes?');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(ask).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Half');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was typed', async () => {
    const onClose = vi.fn();
    renderForm({ submit: vi.fn(), onClose });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

function OpenedFromAButton() {
  const [open, setOpen] = useState(false);
  return (
    <FluentProvider theme={themes.light}>
      <button type="button" onClick={() => setOpen(true)}>
        Add metric
      </button>
      {open ? <MetricForm submit={vi.fn()} onClose={() => setOpen(false)} /> : null}
    </FluentProvider>
  );
}

describe('a dialog of the kit', () => {
  it('gives focus back to the button that opened it when it closes', async () => {
    render(<OpenedFromAButton />);
    const opener = screen.getByRole('button', { name: 'Add metric' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('WizardSteps', () => {
  const steps = [
    { key: 'details', label: 'Details' },
    { key: 'scope', label: 'Scope' },
    { key: 'dates', label: 'Dates' },
  ];

  it('marks the current step, links the reachable ones and ticks the done ones', () => {
    render(
      <MemoryRouter>
        <FluentProvider theme={themes.light}>
          <WizardSteps
            steps={steps}
            current={1}
            hrefOf={(step, index) => (index <= 1 ? `/new/${step.key}` : undefined)}
          />
          <WizardStepHeading steps={steps} current={1} />
        </FluentProvider>
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(within(list).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/new/details',
    );
    expect(within(list).queryByRole('link', { name: 'Dates' })).toBeNull();
    expect(within(items[0] as HTMLElement).getByLabelText('Done:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Scope' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });
});
