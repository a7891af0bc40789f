import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HeatmapInput } from '@contract/reports/portfolio.schema';
import { reportsHandlers } from '@tests/msw/handlers/reports';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

describe('the portfolio', () => {
  it(
    'shows every cell’s number and level, the changes behind a cell, and a what-if move',
    { timeout: 60_000 },
    async () => {
      const calls: HeatmapInput[] = [];
      server.use(...reportsHandlers(calls));
      const app = renderApp('/portfolio?map=go_live&groups=g1&sites=1');
      const cell = await screen.findByRole(
        'button',
        { name: 'Clinical staff, 4 Mar: 10 change load, high' },
        { timeout: 25_000 },
      );
      expect(cell).toHaveTextContent('10H');
      // The group filter came from the address and went to the server.
      expect(calls[0]?.filters?.groups).toEqual(['g1']);
      // Sites are entries of the organisation's list, by id.
      expect(calls[0]?.filters?.sites).toEqual([1]);
      expect(screen.getByRole('option', { name: 'Leeds' })).toHaveProperty('selected', true);
      expect(screen.queryByRole('button', { name: /Leeds site, 4 Mar/ })).not.toBeInTheDocument();

      // The panels other areas feed: readiness and risk, leader scores, adoption.
      expect(
        screen.getByText(/Charting \(Electronic patient record rollout\): At risk/),
      ).toBeInTheDocument();
      expect(screen.getByText('Activation: 75%', { exact: false })).toBeInTheDocument();
      expect(screen.getByText(/Adoption: 25%/)).toBeInTheDocument();

      const user = userEvent.setup();
      await user.click(cell);
      const behind = await screen.findByRole('list', {
        name: 'Changes and activities in the cell',
      });
      expect(within(behind).getByText('Bedside charting')).toBeInTheDocument();
      expect(within(behind).getByText('Medication')).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Change' }), '21');
      const date = screen.getByLabelText('New go-live date');
      await user.clear(date);
      await user.type(date, '2030-03-12');
      expect(
        await screen.findByText(/No longer overloaded: Clinical staff, 4 Mar \(now medium\)/),
      ).toBeInTheDocument();
      expect(
        screen.getAllByRole('button', { name: 'Clinical staff, 4 Mar: 5 change load, medium' })
          .length,
      ).toBeGreaterThan(0);
      await waitFor(() => expect(app.location().search).toContain('groups=g1'));

      // Rows gather under their function, or under the site most of their members are at.
      expect(screen.getAllByRole('button', { name: 'Clinical (1)' }).length).toBeGreaterThan(0);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Rows by' }), 'site');
      expect((await screen.findAllByRole('button', { name: 'York (1)' })).length).toBeGreaterThan(
        0,
      );
      expect(screen.queryByRole('button', { name: 'Clinical (1)' })).not.toBeInTheDocument();
      await waitFor(() => expect(app.location().search).toContain('rows=site'));
    },
  );

  it(
    'exports a project deck, shows progress while it builds, downloads it and clears it',
    { timeout: 60_000 },
    async () => {
      const log: string[] = [];
      server.use(...reportsHandlers([], log));
      const saved: string[] = [];
      const create = URL.createObjectURL;
      const revoke = URL.revokeObjectURL;
      URL.createObjectURL = vi.fn(() => 'blob:deck');
      URL.revokeObjectURL = vi.fn();
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
      try {
        renderApp('/portfolio');
        const button = await screen.findByRole(
          'button',
          { name: 'Export deck' },
          { timeout: 25_000 },
        );
        const user = userEvent.setup();
        await user.click(button);
        expect(
          await screen.findByRole('progressbar', { name: 'Building the deck' }),
        ).toBeInTheDocument();
        expect(button).toBeDisabled();
        expect(
          await screen.findByText('Downloaded Ward rota status.pptx', {}, { timeout: 15_000 }),
        ).toBeInTheDocument();
        expect(saved).toEqual(['Ward rota status.pptx']);
        expect(log.filter((l) => !l.startsWith('status none'))).toEqual([
          'export 4',
          'status building',
          'status ready',
          'download',
          'clear',
        ]);
      } finally {
        click.mockRestore();
        URL.createObjectURL = create;
        URL.revokeObjectURL = revoke;
      }
    },
  );
});
