import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { billingPaths } from '@contract/billing/plans';
import type { SubscriptionDetails } from '@contract/billing/subscription.schema';
import { apiPath } from '@tests/msw/api-path';
import { adminData, adminHandlers } from '@tests/msw/handlers/admin';
import { featureFlags } from '@tests/msw/handlers/session';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('the admin area', () => {
  it('turns a feature off from the grouped, searchable list', async () => {
    const data = adminData();
    server.use(...adminHandlers(data));
    renderApp('/admin/features');
    const search = await screen.findByRole('searchbox', { name: 'Search features' });
    await userEvent.type(search, 'metrics');
    expect(screen.getByText(`1 of ${data.flags.length} features`)).toBeInTheDocument();
    const metrics = screen.getByRole('switch', { name: 'Metrics' });
    expect(metrics).toBeChecked();
    expect(metrics).toHaveAccessibleDescription(
      'Project metrics and their reports. Off hides the Metrics tab and its calls.',
    );
    await userEvent.click(metrics);
    expect(await screen.findByText('Metrics turned off')).toBeInTheDocument();
    const id = data.flags.find((flag) => flag.name === 'metrics')?.id;
    expect(data.writes).toEqual([
      { method: 'PATCH', url: `/api/v1/feature-flags/${id}/`, body: { enabled: false } },
    ]);
    expect(screen.getByRole('switch', { name: 'Metrics' })).not.toBeChecked();
  });

  it('sends an unknown admin address to Organisation once, not ever deeper', async () => {
    server.use(...adminHandlers(adminData()));
    const { location } = renderApp('/admin/no-such-section');
    expect(await screen.findByRole('textbox', { name: 'High from' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/organisation');
  });

  it('refuses thresholds that do not rise before sending anything', async () => {
    const data = adminData();
    server.use(...adminHandlers(data));
    renderApp('/admin/organisation');
    const high = await screen.findByRole('textbox', { name: 'High from' });
    await userEvent.clear(high);
    await userEvent.type(high, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thresholds must rise: medium ≤ high ≤ very high.',
    );
    expect(data.writes).toEqual([]);
  });

  it('renames a phase and sends only the organisation’s settings', async () => {
    const data = adminData();
    server.use(...adminHandlers(data));
    renderApp('/admin/organisation');
    const phase = await screen.findByRole('textbox', { name: 'Phase 3' });
    await userEvent.clear(phase);
    await userEvent.type(phase, 'Go live');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Organisation settings saved')).toBeInTheDocument();
    expect(data.writes[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/organisation/1/',
      body: { phase_names: { DEPLOY: 'Go live' } },
    });
    expect(screen.getByText(/42 active people/)).toBeInTheDocument();
  });

  it('gives each role of tool access its own labelled box and saves the chosen roles', async () => {
    const data = adminData();
    server.use(...adminHandlers(data));
    renderApp('/admin/access');
    const roles = await screen.findByRole('group', { name: 'Who may open the admin area' });
    expect(within(roles).getByRole('checkbox', { name: 'Admin' })).toBeDisabled();
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'Change manager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save tool access' }));
    expect(await screen.findByText('Tool access saved')).toBeInTheDocument();
    expect(data.writes.at(-1)).toMatchObject({
      method: 'PATCH',
      body: { admin_roles: expect.arrayContaining(['ADMIN', 'CHANGE_MANAGER']) },
    });
  });

  it('hides Billing while card payment is off', async () => {
    server.use(...adminHandlers(adminData({ flags: featureFlags({ card_payment: false }) })));
    renderApp('/admin/organisation');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(await within(nav).findByRole('link', { name: 'Features' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('starts the seats field at the seats in use when more people are active than paid for', async () => {
    const subscription: SubscriptionDetails = {
      plan: 'CHANGE_STARTER',
      plan_name: 'Change Starter',
      billing_period: 'monthly',
      price_code: null,
      unit_amount_minor: 0,
      currency: 'GBP',
      seats: 5,
      seats_used: 12,
      seats_pending: 0,
      seats_free: 0,
      seats_unlimited: false,
      max_seats: 5,
      status: 'active',
      cancel_at_period_end: false,
      current_period_start: '2026-11-01T00:00:00.000Z',
      current_period_end: '2026-12-01T00:00:00.000Z',
      provider: 'local',
      invoices: [],
    };
    server.use(
      ...adminHandlers(adminData()),
      http.get(apiPath(billingPaths.subscription()), () => HttpResponse.json(subscription)),
      http.get(apiPath(billingPaths.products()), () => HttpResponse.json([])),
    );
    renderApp('/admin/billing');
    expect(await screen.findByRole('spinbutton', { name: 'Seats' })).toHaveValue('12');
    expect(
      screen.getByText(/12 people are active on 5 seats\. Everyone keeps signing in/),
    ).toBeInTheDocument();
  });
});
