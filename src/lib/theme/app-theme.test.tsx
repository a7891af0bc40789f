import {
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogSurface,
  DialogTitle,
  Option,
} from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { browserHost } from '@/lib/host/host';
import { HostProvider } from '@/lib/host/host-context';
import { HostStore } from '@/lib/host/host-store';
import { AppThemeProvider } from './app-theme';
import { defaultAppTheme } from './themes';

function PageWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the dialog</Button>
      {open ? (
        <Dialog open onOpenChange={(_e, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>Pick a colour</DialogTitle>
              <Combobox aria-label="Colour">
                <Option>Red</Option>
                <Option>Blue</Option>
              </Combobox>
              <DialogActions>
                <Button onClick={() => setOpen(false)}>Done</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}

describe('AppThemeProvider', () => {
  // Fluent #35139 / Tabster #530: the focus manager hides the page (aria-hidden) while a dialog is
  // open and un-hides it 250 ms after it closes. When the dialog was the focus manager's last user,
  // closing it disposed the manager and dropped that clean-up: the page stayed hidden.
  it('gives the page back to screen readers after a dialog with a combobox closes', async () => {
    const user = userEvent.setup();
    render(
      <HostProvider store={HostStore.ready(browserHost(window))}>
        <AppThemeProvider theme={defaultAppTheme}>
          <PageWithDialog />
        </AppThemeProvider>
      </HostProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open the dialog' }));
    await screen.findByRole('dialog');
    await user.click(await screen.findByRole('combobox', { name: 'Colour' }));
    await user.click(await screen.findByRole('option', { name: 'Blue' }));
    // The page outside the dialog is hidden while it is open.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Open the dialog' })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open the dialog' })).toBeInTheDocument(),
    );
    const opener = screen.getByRole('button', { name: 'Open the dialog' });
    expect(opener.closest('[aria-hidden="true"]')).toBeNull();
  });
});
