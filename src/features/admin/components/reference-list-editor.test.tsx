import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminData, adminHandlers } from '@tests/msw/handlers/admin';
import {
  fakeEntry,
  referenceListHandlers,
  type ReferenceData,
} from '@tests/msw/handlers/admin-reference-lists';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

function setUp(data: Omit<ReferenceData, 'writes'>) {
  const reference: ReferenceData = { ...data, writes: [] };
  server.use(...adminHandlers(adminData()), ...referenceListHandlers(reference));
  return reference;
}

async function openList(label: RegExp) {
  renderApp('/admin/reference-data');
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'List' }),
    screen.getByRole('option', { name: label }),
  );
}

/** The one reference-list editor, on a flat list and on a child list. */
describe('the reference-list editor', () => {
  it('reorders by keyboard and by the arrow buttons, sending the whole new order', async () => {
    const [a, b, c] = [fakeEntry('Alpha'), fakeEntry('Bravo'), fakeEntry('Charlie')];
    const data = setUp({ project_tags: [a, b, c] });
    renderApp('/admin/reference-data');
    const charlie = await screen.findByRole('textbox', { name: 'Rename Charlie' });
    charlie.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    const list = await screen.findByRole('list', { name: 'Project tags' });
    await within(list).findByRole('textbox', { name: 'Rename Charlie' });
    expect(data.writes[0]).toEqual({
      method: 'POST',
      url: '/api/v1/project-tags/reorder/',
      body: { ids: [a.id, c.id, b.id] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Alpha down' }));
    expect(data.writes[1]?.body).toEqual({ ids: [c.id, a.id, b.id] });
    // The first entry cannot move up; the last cannot move down.
    expect(await screen.findByRole('button', { name: 'Move Charlie up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Bravo down' })).toBeDisabled();
  });

  it('shows the server’s messages inline: an empty name, a duplicate, a value still in use', async () => {
    setUp({ project_tags: [fakeEntry('Finance', { usedBy: '3 projects' })] });
    renderApp('/admin/reference-data');
    const add = await screen.findByRole('button', { name: 'Add' });
    await userEvent.click(add);
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'New project tag' }), 'finance');
    await userEvent.click(add);
    expect(
      await screen.findByText('A project tag called “finance” already exists.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Finance' }));
    expect(
      await screen.findByText(/“Finance” is still used by 3 projects\. Archive it instead/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rename Finance' })).toBeInTheDocument();
  });

  it('adds a child entry under the parent chosen in the picker, and lists only its children', async () => {
    const finance = fakeEntry('Finance');
    const hr = fakeEntry('HR');
    const data = setUp({
      function_labels: [finance, hr],
      sub_functions: [fakeEntry('Payroll', { function_label_id: hr.id })],
    });
    await openList(/Sub-functions/);
    const add = await screen.findByRole('button', { name: 'Add' });
    await userEvent.type(screen.getByRole('textbox', { name: 'New sub-function' }), 'Accounts');
    await userEvent.click(add);
    expect(await screen.findByText('Choose a function first.')).toBeInTheDocument();
    expect(data.writes).toEqual([]);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Function' }),
      screen.getByRole('option', { name: 'Finance' }),
    );
    expect(await screen.findByText('No sub-functions yet')).toBeInTheDocument();
    await userEvent.click(add);
    expect(await screen.findByRole('textbox', { name: 'Rename Accounts' })).toBeInTheDocument();
    expect(data.writes[0]).toEqual({
      method: 'POST',
      url: '/api/v1/sub-functions/',
      body: { name: 'Accounts', function_label_id: finance.id },
    });
    expect(screen.queryByRole('textbox', { name: 'Rename Payroll' })).not.toBeInTheDocument();
  });

  it('adds a tool template as a link or as a file, and opens each from its row', async () => {
    const data = setUp({ custom_tool_templates: [] });
    await openList(/Custom tool templates/);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'New tool template' }),
      'Stakeholder map',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Link' }), 'https://example.com/map');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByRole('textbox', { name: 'Rename Stakeholder map' }),
    ).toBeInTheDocument();
    expect(data.writes[0]?.body).toEqual({
      name: 'Stakeholder map',
      url: 'https://example.com/map',
    });
    expect(screen.getByRole('link', { name: 'Open Stakeholder map' })).toHaveAttribute(
      'href',
      'https://example.com/map',
    );

    // Or a file instead of a link: uploaded with the name, then downloadable from its row.
    await userEvent.type(screen.getByRole('textbox', { name: 'New tool template' }), 'RACI');
    await userEvent.upload(
      screen.getByLabelText('Or a file'),
      new File(['Task,Responsible\n'], 'raci.csv', { type: 'text/csv' }),
    );
    expect(screen.getByRole('textbox', { name: 'Link' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    // jsdom names every uploaded file "blob"; a browser sends the file's own name.
    const download = await screen.findByRole('button', { name: /^Download / });
    expect(data.writes[1]?.body).toEqual({ name: 'RACI', file_name: expect.any(String) });
    const create = URL.createObjectURL;
    const revoke = URL.revokeObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    try {
      await userEvent.click(download);
      await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledOnce());
    } finally {
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
    }
  });

  it('bulk deletes with undo: nothing is deleted until the undo passes, used entries come back', async () => {
    const [alpha, bravo] = [fakeEntry('Alpha'), fakeEntry('Bravo')];
    const charlie = fakeEntry('Charlie', { usedBy: '2 projects' });
    const data = setUp({ project_tags: [alpha, bravo, charlie], people_tags: [] });
    renderApp('/admin/reference-data');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Alpha' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bravo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    expect(await screen.findByText('Deleted 2 entries')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Rename Alpha' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('textbox', { name: 'Rename Alpha' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rename Bravo' })).toBeInTheDocument();
    expect(data.writes).toEqual([]);

    // A second bulk delete settles the first: the used entry is refused and comes back.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Charlie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Alpha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(await screen.findByText(/“Charlie” is still used by 2 projects/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Rename Charlie' })).toBeInTheDocument();

    // Leaving the list ends the undo window: Alpha is deleted on the server.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'List' }),
      screen.getByRole('option', { name: /People tags/ }),
    );
    await screen.findByText('No people tags yet');
    expect(data.writes.map((w) => `${w.method} ${w.url}`)).toEqual([
      `DELETE /api/v1/project-tags/${charlie.id}/`,
      `DELETE /api/v1/project-tags/${alpha.id}/`,
    ]);
    expect(data.project_tags?.map((e) => e.name)).toEqual(['Bravo', 'Charlie']);
  });
});
