import { FluentProvider } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { themes } from '@/lib/theme/themes';
import { ActionToaster } from './action-toasts';
import { ConfirmDelete, type ConfirmDeleteProps } from './confirm-delete';

function show(props: Partial<ConfirmDeleteProps>) {
  const all: ConfirmDeleteProps = {
    open: true,
    noun: 'change',
    name: 'Go live',
    onDelete: vi.fn(() => Promise.resolve()),
    onClose: vi.fn(),
    ...props,
  };
  render(
    <FluentProvider theme={themes.light}>
      <ConfirmDelete {...all} />
      <ActionToaster />
    </FluentProvider>,
  );
  return all;
}

describe('ConfirmDelete', () => {
  it('asks first, and Escape deletes nothing', async () => {
    const props = show({});
    expect(
      await screen.findByRole('alertdialog', { name: 'Delete the change “Go live”?' }),
    ).toHaveTextContent('This cannot be undone.');
    await userEvent.keyboard('{Escape}');
    expect(props.onDelete).not.toHaveBeenCalled();
    expect(props.onClose).toHaveBeenCalled();
  });

  it('deletes, says so and offers Undo for a soft delete', async () => {
    const onUndo = vi.fn(() => Promise.resolve());
    const onDeleted = vi.fn();
    const props = show({ onUndo, onDeleted });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You can undo this');
    await userEvent.click(screen.getByRole('button', { name: 'Delete change' }));
    expect(props.onDelete).toHaveBeenCalledTimes(1);
    expect(onDeleted).toHaveBeenCalled();
    expect(await screen.findByText('Deleted the change “Go live”')).toBeInTheDocument();
    // jsdom's focus manager may leave the page aria-hidden once the dialog has closed.
    await userEvent.click(await screen.findByRole('button', { name: 'Undo', hidden: true }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    const props = show({
      onDelete: () => Promise.reject(new ApiError('Delete change', 'It has go-live events.', 400)),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete change' }));
    expect(await screen.findByText('It has go-live events.')).toBeInTheDocument();
    expect(props.onClose).not.toHaveBeenCalled();
  });
});
