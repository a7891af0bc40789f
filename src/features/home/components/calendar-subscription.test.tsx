import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activitiesData, activitiesHandlers } from '@tests/msw/handlers/activities';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('subscribing to My activities in a calendar', () => {
  it('makes, copies, renews and stops the address', async () => {
    const data = activitiesData();
    server.use(...activitiesHandlers(data));
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Subscribe in your calendar' }));
    await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    await user.click(await screen.findByRole('button', { name: 'Make my calendar address' }));
    const address = await screen.findByRole('textbox', { name: 'Calendar address' });
    const first = (address as HTMLInputElement).value;
    expect(first).toMatch(/\/my-activities\/feed\/.+\/calendar\.ics$/);

    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(first);
    expect(screen.getByText('Copied. Paste it in your calendar app.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New address' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Calendar address' })).not.toHaveValue(first),
    );

    await user.click(screen.getByRole('button', { name: 'Stop subscription' }));
    expect(
      await screen.findByRole('button', { name: 'Make my calendar address' }),
    ).toBeInTheDocument();
    expect(data.writes.map((w) => w.method)).toEqual(['POST', 'POST', 'DELETE']);
  });
});
