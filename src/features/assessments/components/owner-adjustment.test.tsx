import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  assessmentsData,
  assessmentsHandlers,
  sentimentRecord,
} from '@tests/msw/handlers/assessments';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';
import { dialogTitled } from '@tests/support/dialog-titled';

describe('adjusting a completed analysis', () => {
  it('asks the owner for a reason and records the change', async () => {
    const data = assessmentsData({ sentiment: sentimentRecord() });
    server.use(...assessmentsHandlers(data));
    const user = userEvent.setup();
    renderApp('/projects/4/assessments/sentiment');
    await user.click(await screen.findByRole('button', { name: 'Adjust as owner' }));
    const dialog = await dialogTitled('Adjust as owner');
    expect(within(dialog).getByText('Now: Low.')).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'New level', hidden: true }),
      ['Medium'],
    );
    await user.click(within(dialog).getByRole('button', { name: 'Adjust', hidden: true }));
    expect(
      await within(dialog).findByText('Say why the completed analysis changes.'),
    ).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why it changes/, hidden: true }),
      'Ward meeting showed more support',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Adjust', hidden: true }));
    const trail = await screen.findByRole('region', { name: 'Adjustments after completion' });
    expect(trail).toHaveTextContent(
      'Ada Admin changed New rota system for Pharmacy from Low to Medium',
    );
    expect(data.writes).toEqual([
      {
        method: 'PATCH',
        url: '/api/v1/change-sentiment-analysis/71/owner_level_update/',
        body: {
          ratings: [{ change: 11, impacted_group: 21, rating: 'MEDIUM' }],
          reason: 'Ward meeting showed more support',
        },
      },
    ]);
  });
});
