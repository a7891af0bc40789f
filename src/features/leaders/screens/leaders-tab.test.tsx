import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath } from '@tests/msw/api-path';
import {
  cycleRecord,
  keyMessageRecord,
  leadersData,
  leadersHandlers,
  taskRecord,
} from '@tests/msw/handlers/leaders';
import { server } from '@tests/msw/server';
import { dialogTitled } from '@tests/support/dialog-titled';
import { renderApp } from '@tests/support/render-app';

function withLeaders() {
  const data = leadersData({
    cycles: [cycleRecord()],
    tasks: [taskRecord(), taskRecord({ id: 101, title: 'Walk the ward', due_date: '2030-03-12' })],
    keyMessages: [
      keyMessageRecord(),
      keyMessageRecord({
        id: 201,
        title: 'What changes on the ward',
        position: 2,
        impacted_group: { id: 10, name: 'Ward staff' },
      }),
      keyMessageRecord({ id: 202, title: 'Where to get help', position: 3 }),
    ],
  });
  server.use(
    ...leadersHandlers(data),
    http.get(apiPath('projects/4/groups/'), () => HttpResponse.json([])),
  );
  return data;
}

describe('the Leaders tab', () => {
  it('closes tasks in bulk and undoes it', async () => {
    const data = withLeaders();
    renderApp('/projects/4/leaders');
    const table = await screen.findByRole('table', { name: 'Leader tasks' });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('checkbox', { name: /Brief the night shift/ }));
    await user.click(within(table).getByRole('checkbox', { name: /Walk the ward/ }));
    await user.click(screen.getByRole('button', { name: 'Close selected' }));
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/leader-tasks/4/update_tasks/',
      body: {
        items: [
          { id: 100, closed: true },
          { id: 101, closed: true },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: /Undo/ }));
    await waitFor(() => expect(data.writes).toHaveLength(2));
    expect(data.writes[1]?.body).toMatchObject({
      items: [
        { id: 100, closed: false },
        { id: 101, closed: false },
      ],
    });
  });

  it('reorders a group’s key messages by keyboard', async () => {
    const data = withLeaders();
    renderApp('/projects/4/leaders');
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Plan of' }),
      'Ward staff',
    );
    await user.click(screen.getByRole('tab', { name: 'Key messages' }));
    const first = await screen.findByRole('listitem', { name: '1. Why we change' });
    first.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/projects/4/reorder_messages/?leader_group_change_plan=70',
      body: { ids: [201, 200, 202] },
    });
    expect(
      await screen.findByText('Moved “Why we change” to position 2 of 3.'),
    ).toBeInTheDocument();

    // Dragging the last message onto the first moves it to the top.
    const last = await screen.findByRole('listitem', { name: '3. Where to get help' });
    const top = screen.getByRole('listitem', { name: '1. What changes on the ward' });
    const dataTransfer = { setData: () => undefined, effectAllowed: 'move' };
    fireEvent.dragStart(last, { dataTransfer });
    fireEvent.dragOver(top, { dataTransfer });
    fireEvent.drop(top, { dataTransfer });
    await waitFor(() => expect(data.writes).toHaveLength(2));
    expect(data.writes[1]?.body).toEqual({ ids: [202, 201, 200] });
  });
});

describe('editing on the Leaders tab', () => {
  it('edits a task’s owner among the group’s leaders and reassigns in bulk', async () => {
    const data = withLeaders();
    renderApp('/projects/4/leaders');
    const table = await screen.findByRole('table', { name: 'Leader tasks' });
    const user = userEvent.setup();
    await user.click(
      within(table).getByRole('button', { name: 'Actions for Brief the night shift' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    // jsdom's focus manager may mark the open dialog aria-hidden: find it by its title and
    // query inside it with hidden.
    const dialog = await dialogTitled('Edit leader task');
    // Only the leaders of the task's group (Ward staff) are offered.
    const owner = await within(dialog).findByRole('combobox', { name: /Owner/, hidden: true });
    // The select's own options: the dialog may still be fading in (not yet "accessible").
    expect(Array.from((owner as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'Every leader of the group',
      'Nia Okafor',
      'Sam Reed',
    ]);
    await user.selectOptions(owner, 'Sam Reed');
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(data.writes).toHaveLength(1));
    expect(data.writes[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/leader-tasks/100/',
      body: { title: 'Brief the night shift', owner: 32, impacted_group: 10 },
    });
    // The dialog closes before the table takes input again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // In jsdom Fluent's focus manager can leave the page aria-hidden after a dialog closes
    // (nothing has layout for focus to return to): the queries include hidden elements.
    const afterDialog = { hidden: true } as const;
    await user.click(
      within(table).getByRole('checkbox', { ...afterDialog, name: /Walk the ward/ }),
    );
    await user.click(screen.getByRole('button', { ...afterDialog, name: 'Reassign selected' }));
    await user.click(await screen.findByRole('menuitem', { ...afterDialog, name: 'Nia Okafor' }));
    await waitFor(() => expect(data.writes).toHaveLength(2));
    expect(data.writes[1]).toMatchObject({
      url: '/api/v1/leader-tasks/4/update_tasks/',
      body: { items: [{ id: 101, owner: 31 }] },
    });
  });
});
