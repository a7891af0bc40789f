import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assessmentsData, assessmentsHandlers } from '@tests/msw/handlers/assessments';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { dialogTitled } from '@tests/support/dialog-titled';

describe('rewording the level descriptions', () => {
  it('lets an admin reword a level, refusing an empty one', async () => {
    const data = assessmentsData();
    server.use(...assessmentsHandlers(data));
    const user = userEvent.setup();
    renderApp('/projects/4/assessments/impact');
    await user.click(await screen.findByRole('button', { name: 'Level descriptions' }));
    const dialog = await dialogTitled('What each level of change impact means');
    const high = within(dialog).getByRole('textbox', { name: /^High/, hidden: true });
    expect(high).toHaveValue('Core tasks change.');
    await user.clear(high);
    await user.click(
      within(dialog).getByRole('button', { name: 'Save descriptions', hidden: true }),
    );
    expect(
      await within(dialog).findByText(
        'Describe what this level means, in 500 characters or fewer.',
      ),
    ).toBeInTheDocument();
    expect(data.writes).toHaveLength(0);
    await user.type(high, 'Core tasks change; plan training.');
    await user.click(
      within(dialog).getByRole('button', { name: 'Save descriptions', hidden: true }),
    );
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toEqual({
      method: 'PATCH',
      url: '/api/v1/change-rating-descriptions/2/',
      body: { description: 'Core tasks change; plan training.' },
    });
  });
});
