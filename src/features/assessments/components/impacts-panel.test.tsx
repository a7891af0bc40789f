import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assessmentsData, assessmentsHandlers } from '@tests/msw/handlers/assessments';
import { server } from '@tests/msw/server';
import { dialogTitled } from '@tests/support/dialog-titled';
import { renderApp } from '@tests/support/render-app';

describe('impacts and their categories', () => {
  it('adds a category, then records, edits and deletes an impact, refusing one without a description', async () => {
    const data = assessmentsData();
    server.use(...assessmentsHandlers(data));
    const user = userEvent.setup();
    renderApp('/projects/4/assessments/impact');
    expect(await screen.findByText('No impacts recorded yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add impact category' }));
    let dialog = await dialogTitled('New impact category');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Name/, hidden: true }),
      'Rostering',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Add impact category', hidden: true }),
    );
    const categories = await screen.findByRole('table', { name: 'Impact categories' });
    expect(await within(categories).findByText('Rostering')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add impact' }));
    dialog = await dialogTitled('New impact');
    await user.click(within(dialog).getByRole('button', { name: 'Add impact', hidden: true }));
    expect(await within(dialog).findByText('Describe what changes for people.')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /What changes for people/, hidden: true }),
      'Shifts are swapped in the app',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Category', hidden: true }),
      ['Rostering'],
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Rating', hidden: true }),
      ['High'],
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ward nurses', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add impact', hidden: true }));
    const impacts = await screen.findByRole('table', { name: 'Impacts' });
    expect(await within(impacts).findByText('Shifts are swapped in the app')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.writes.find((w) => w.url === '/api/v1/impacts/')?.body).toEqual({
      project: 4,
      change: 11,
      category: 80,
      interaction_kind: 'SYSTEM_INTERACTION',
      description: 'Shifts are swapped in the app',
      rating: 'HIGH',
      impacted_groups: [22],
    });

    await user.click(
      within(impacts).getByRole('button', {
        name: /Actions for the impact on New rota system/,
        hidden: true,
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    dialog = await dialogTitled('Edit the impact');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Rating', hidden: true }),
      ['Very low'],
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(impacts).findByText('Very low')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      within(impacts).getByRole('button', {
        name: /Actions for the impact on New rota system/,
        hidden: true,
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    // The confirmation opens from a menu too: hidden from queries in jsdom (see dialogTitled).
    await user.click(await screen.findByRole('button', { name: 'Delete impact', hidden: true }));
    expect(await screen.findByText('No impacts recorded yet')).toBeInTheDocument();
    expect(data.writes.map((w) => `${w.method} ${w.url}`)).toEqual([
      'POST /api/v1/impact-categories/',
      'POST /api/v1/impacts/',
      'PATCH /api/v1/impacts/90/',
      'DELETE /api/v1/impacts/90/',
    ]);
  });

  it('leaves out an assessment the organisation has switched off', async () => {
    const data = assessmentsData({ available: ['CHANGE_IMPACT', 'READINESS'] });
    server.use(...assessmentsHandlers(data));
    renderApp('/projects/4/assessments/sentiment');
    const tabs = await screen.findByRole('tablist', { name: 'Assessments' });
    await waitFor(() => expect(within(tabs).getAllByRole('tab')).toHaveLength(3));
    expect(within(tabs).getByRole('tab', { name: 'Readiness' })).toBeInTheDocument();
    expect(within(tabs).queryByRole('tab', { name: 'Sentiment' })).toBeNull();
    // The switched-off sentiment address shows the summary instead.
    expect(await screen.findByText('No changes yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Start|Complete analysis/ })).toBeNull();
  });
});
