import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HeatmapInput } from '@contract/reports/portfolio.schema';
import { reportsHandlers } from '@tests/msw/handlers/reports';
import { server } from '@tests/msw/server';
import { dialogTitled } from '@tests/support/dialog-titled';
import { renderApp } from '@tests/support/render-app';

describe('the portfolio', () => {
  it(
    'shows every cell’s number and level, the changes behind a cell, and a what-if move',
    { timeout: 120_000 },
    async () => {
      const calls: HeatmapInput[] = [];
      server.use(...reportsHandlers(calls));
      const app = renderApp('/portfolio?map=go_live&groups=g1&sites=1');
      const cell = await screen.findByRole('button', {
        name: 'Clinical staff, 4 Mar: 10 change load, high',
      });
      expect(cell).toHaveTextContent('10H');
      // The group filter came from the address and went to the server, once: the router starts
      // the screen's first reads early and the screen takes their answers.
      expect(calls).toHaveLength(1);
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

      // The change picker lists what matches what is typed.
      await user.type(await screen.findByRole('combobox', { name: 'Change' }), 'bedside');
      expect(screen.queryByRole('option', { name: /^Medication/ })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('option', { name: /^Bedside charting/ }));
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
    'sets a group’s own capacity, names the cells over it, and removes it',
    { timeout: 120_000 },
    async () => {
      server.use(...reportsHandlers());
      renderApp('/portfolio?map=go_live&groups=g1');
      await screen.findByRole('button', { name: 'Clinical staff, 4 Mar: 10 change load, high' });
      expect(await screen.findByText('No group has its own capacity')).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Set a group’s capacity' }));
      // Queried inside with `hidden`: in jsdom Fluent's focus manager hides the open dialog.
      const dialog = await dialogTitled('Set a group’s capacity');
      await user.selectOptions(
        within(dialog).getByRole('combobox', { name: /Group/, hidden: true }),
        'g1',
      );
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Medium from', hidden: true }),
        '6',
      );
      await user.type(
        within(dialog).getByRole('textbox', { name: 'High (over capacity) from', hidden: true }),
        '4',
      );
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Very high from', hidden: true }),
        '8',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save capacity', hidden: true }));
      expect(await within(dialog).findByText('High cannot be below medium.')).toBeInTheDocument();
      const medium = within(dialog).getByRole('textbox', { name: 'Medium from', hidden: true });
      await user.clear(medium);
      await user.type(medium, '2');
      await user.click(within(dialog).getByRole('button', { name: 'Save capacity', hidden: true }));

      const alerts = await screen.findByRole('list', { name: 'Over capacity' });
      expect(alerts).toHaveTextContent(
        'Clinical staff, 4 Mar: 10 change load (very high; capacity high from 4)',
      );
      expect(
        screen.getByRole('button', { name: 'Clinical staff, 4 Mar: 10 change load, very high' }),
      ).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Group capacity' });
      expect(within(table).getByText('Clinical staff')).toBeInTheDocument();

      await user.click(
        screen.getByRole('button', { name: 'Remove the capacity of Clinical staff' }),
      );
      const confirm = await dialogTitled('Remove the capacity of Clinical staff?');
      await user.click(
        within(confirm).getByRole('button', { name: 'Remove capacity', hidden: true }),
      );
      expect(await screen.findByText('No group has its own capacity')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('list', { name: 'Over capacity' })).not.toBeInTheDocument(),
      );
    },
  );

  it(
    'exports a project deck, shows progress while it builds, downloads it and clears it',
    { timeout: 120_000 },
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
      // The status is asked every 10 s while the deck builds: the test moves the clock on
      // rather than wait, and real time still runs for everything else.
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      try {
        renderApp('/portfolio');
        const button = await screen.findByRole('button', { name: 'Export deck' });
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        await user.click(button);
        expect(
          await screen.findByRole('progressbar', { name: 'Building the deck' }),
        ).toBeInTheDocument();
        expect(button).toBeDisabled();
        // Still building at the first poll, 10 s on; ready at the next.
        await vi.advanceTimersByTimeAsync(10_000);
        await waitFor(() => expect(log).toContain('status building'));
        expect(log).not.toContain('status ready');
        await vi.advanceTimersByTimeAsync(10_000);
        expect(await screen.findByText('Downloaded Ward rota status.pptx')).toBeInTheDocument();
        expect(saved).toEqual(['Ward rota status.pptx']);
        expect(log.filter((l) => !l.startsWith('status none'))).toEqual([
          'export 4',
          'status building',
          'status ready',
          'download',
          'clear',
        ]);
      } finally {
        vi.useRealTimers();
        click.mockRestore();
        URL.createObjectURL = create;
        URL.revokeObjectURL = revoke;
      }
    },
  );
});
