import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { commsData, commsHandlers } from '@tests/msw/handlers/comms';
import { server } from '@tests/msw/server';
import { dialogTitled } from '@tests/support/dialog-titled';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import { TemplatesPanel } from './templates-panel';

let unbind: (() => void) | undefined;

function renderPanel() {
  unbind = setApiHandlers({ getAccessToken: () => Promise.resolve('test-token') });
  return render(
    <FluentProvider theme={webLightTheme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <TemplatesPanel projectId={4} canEdit />
      </SWRConfig>
    </FluentProvider>,
  );
}

afterEach(() => unbind?.());

/** What the sandboxed preview frame draws. */
const previewOf = (dialog: HTMLElement) =>
  within(dialog).getByTitle('Live preview').getAttribute('srcdoc') ?? '';

describe('the email template editor', () => {
  it('previews the layout live with a sample message where the content goes, and saves it', async () => {
    const data = commsData();
    server.use(...commsHandlers(data));
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await dialogTitled('New template');

    // A starting layout, already drawn with the sample message in it.
    expect(previewOf(dialog)).toContain('<h1>Project news</h1>');
    expect(previewOf(dialog)).toContain('Your message goes here');

    // The preview follows each keystroke of the layout.
    const layout = within(dialog).getByLabelText(/^Layout \(HTML\)/);
    await user.clear(layout);
    await user.click(layout);
    await user.paste('<h2>Pharmacy bulletin</h2>{{content}}<p>The pharmacy team</p>');
    expect(previewOf(dialog)).toBe(
      '<h2>Pharmacy bulletin</h2><p>Your message goes here: this is how the email will read.</p><p>The pharmacy team</p>',
    );

    // A template needs a name: nothing is written without one.
    await user.click(within(dialog).getByRole('button', { name: 'Add template', hidden: true }));
    expect(await within(dialog).findByText('Name the template.')).toBeTruthy();
    expect(data.writes).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Pharmacy bulletin');
    await user.click(within(dialog).getByRole('button', { name: 'Add template', hidden: true }));
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toEqual({
      method: 'POST',
      url: '/api/v1/email-templates/',
      body: {
        project: 4,
        name: 'Pharmacy bulletin',
        subject: '',
        html_layout_content: '<h2>Pharmacy bulletin</h2>{{content}}<p>The pharmacy team</p>',
      },
    });
    expect(
      await screen.findByRole('cell', { name: 'Pharmacy bulletin', hidden: true }),
    ).toBeTruthy();
  });

  it('edits a template in its own layout and sends a test of it to yourself', async () => {
    const data = commsData();
    server.use(...commsHandlers(data));
    renderPanel();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send me a test of Ward news' }));
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/email-templates/8/send_test_email/',
      body: { email_body: expect.stringContaining('Your message goes here') },
    });

    await user.click(screen.getByRole('button', { name: 'Edit Ward news' }));
    const dialog = await dialogTitled('Edit template');
    expect(previewOf(dialog)).toBe(
      '<h1>Ward news</h1><p>Your message goes here: this is how the email will read.</p><p>The EPR team</p>',
    );
    const subject = within(dialog).getByLabelText(/^Default subject/);
    await user.clear(subject);
    await user.type(subject, 'News from Ward 4');
    await user.click(within(dialog).getByRole('button', { name: 'Save template', hidden: true }));
    await waitFor(() => expect(data.writes).toHaveLength(2));
    expect(data.writes[1]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/email-templates/8/',
      body: { name: 'Ward news', subject: 'News from Ward 4' },
    });
  });
});
