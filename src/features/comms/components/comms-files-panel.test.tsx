import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commsData, commsHandlers } from '@tests/msw/handlers/comms';
import { commsFileRecord } from '@tests/msw/handlers/comms-files';
import { server } from '@tests/msw/server';
import { dialogTitled } from '@tests/support/dialog-titled';
import { renderComponent } from '@tests/support/render-component';
import { connectTracker } from '@/lib/telemetry/track';
import { CommsFilesPanel } from './comms-files-panel';

let events: [string, Record<string, unknown>][] = [];
let unbind: (() => void) | undefined;
const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;

beforeEach(() => {
  events = [];
  connectTracker((event, properties) => events.push([event, properties]));
  // jsdom has no object URLs; the download hands the file to one.
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  // Saving hands a link to the browser; jsdom cannot follow it.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  unbind?.();
  connectTracker(null);
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

function files() {
  return commsData({
    files: [
      commsFileRecord(),
      commsFileRecord({
        id: 71,
        title: 'Parking map',
        tool_type: 'link',
        file_name: null,
        content_type: null,
        link: 'https://intranet.example.com/parking',
      }),
    ],
  });
}

function renderPanel(url: string, canEdit: boolean) {
  const view = renderComponent(
    <MemoryRouter initialEntries={[url]}>
      <CommsFilesPanel projectId={4} canEdit={canEdit} kind="COMMS_FILE" />
    </MemoryRouter>,
  );
  unbind = view.unbind;
  return view;
}

const opened = () => events.filter(([name]) => name === 'Shared file opened').map(([, p]) => p);

describe('the comms files panel', () => {
  it('opens the file a notification linked to, recorded as opened from the notification', async () => {
    const data = files();
    server.use(...commsHandlers(data));
    renderPanel('/projects/4/comms/files?file=70&from=notification', false);
    const user = userEvent.setup();

    const bar = await screen.findByRole('group', { name: 'Shared with you: Rota guide' });
    expect(within(bar).getByText('Who works which shift from Monday.')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Download Rota guide' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledOnce());
    expect(data.downloads).toEqual([70]);
    expect(opened()).toEqual([
      expect.objectContaining({ file_id: 70, project_id: 4, from: 'notification' }),
    ]);

    // Another file opened on the same page was found in the project, not sent.
    const table = screen.getByRole('table', { name: 'Comms files' });
    const link = within(table).getByRole('link', { name: 'Open Parking map' });
    expect(link.getAttribute('href')).toBe('https://intranet.example.com/parking');
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(opened()[1]).toMatchObject({ file_id: 71, from: 'project' });
    // Readers see no delivery figures.
    expect(within(table).queryByRole('columnheader', { name: 'Told · opened' })).toBeNull();
  });

  it('records a download in the project, shows who was told to the team, and says when a linked file is gone', async () => {
    const data = files();
    data.files[0] = commsFileRecord({
      delivery: { recipients: 2, sent: 2, delivered: 2, opened: 1, acted: 0, failed: 0 },
    });
    server.use(...commsHandlers(data));
    renderPanel('/projects/4/comms/files?file=99&from=notification', true);
    const user = userEvent.setup();

    expect(await screen.findByText('File not available')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Comms files' });
    expect(within(table).getByRole('columnheader', { name: 'Told · opened' })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /Rota guide/ });
    expect(within(row).getByText('2 · 1')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Download Rota guide' }));
    await waitFor(() => expect(data.downloads).toEqual([70]));
    expect(opened()).toEqual([expect.objectContaining({ file_id: 70, from: 'project' })]);
  });

  it('adds a file chosen from SharePoint: a folder opened, a search, the file fetched and uploaded as the project’s copy', async () => {
    const data = files();
    server.use(...commsHandlers(data));
    renderPanel('/projects/4/comms/files', true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add comms file' }));
    const dialog = await dialogTitled('Add a comms file');
    await user.click(
      within(dialog).getByRole('button', { name: 'Choose from SharePoint', hidden: true }),
    );
    const store = await within(dialog).findByRole('group', {
      name: 'Choose from SharePoint',
      hidden: true,
    });
    expect(within(store).getByRole('combobox', { name: 'Site', hidden: true })).toHaveValue(
      'site-1',
    );

    // The library: a folder to open, and back.
    await user.click(
      await within(store).findByRole('button', { name: 'Open folder Plans', hidden: true }),
    );
    expect(
      await within(store).findByRole('button', { name: 'Choose Ward rota.docx', hidden: true }),
    ).toBeTruthy();
    await user.click(
      within(store).getByRole('button', { name: 'Back to the library', hidden: true }),
    );
    expect(
      await within(store).findByRole('button', { name: 'Choose Budget.xlsx', hidden: true }),
    ).toBeTruthy();

    // A search across the site finds the file; choosing it fetches it and fills the title.
    await user.type(
      within(store).getByRole('textbox', { name: 'Search the site', hidden: true }),
      'rota',
    );
    await user.click(
      await within(store).findByRole('button', { name: 'Choose Ward rota.docx', hidden: true }),
    );
    expect(await within(dialog).findByText('Chosen from SharePoint: Ward rota.docx')).toBeTruthy();
    expect(data.documents).toEqual(['rota']);
    expect(within(dialog).getByRole('textbox', { name: 'Title', hidden: true })).toHaveValue(
      'Ward rota',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add', hidden: true }));
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/comms-files/',
      // jsdom's multipart names every file "blob"; the name chosen is the one shown above.
      body: { project: 4, title: 'Ward rota', tool_type: 'file', file: expect.any(String) },
    });
  });
});
