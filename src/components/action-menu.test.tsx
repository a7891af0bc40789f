import { FluentProvider } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themes } from '@/lib/theme/themes';
import { ActionMenu } from './action-menu';

describe('ActionMenu', () => {
  it('names its button after the thing and runs the chosen action', async () => {
    const remove = vi.fn();
    render(
      <FluentProvider theme={themes.light}>
        <ActionMenu
          name="Go live"
          actions={[
            { label: 'Edit', onClick: vi.fn(), disabled: true },
            { label: 'Delete', onClick: remove },
          ]}
        />
      </FluentProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Go live' }));
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
