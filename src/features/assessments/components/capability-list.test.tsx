import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { analysesPatterns } from '@contract/assessments/analyses';
import type {
  Capability,
  CapabilityItemGroups,
  CreateCapabilityInput,
  UpdateCapabilityInput,
} from '@contract/assessments/analyses.schema';
import { sentimentRecord } from '@tests/msw/handlers/assessments';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { dialogTitled } from '@tests/support/dialog-titled';
import { renderComponent } from '@tests/support/render-component';
import { CapabilityList } from './capability-list';

const STAMP = '2030-01-01T09:00:00.000Z';
const analysis = sentimentRecord({ kind: 'TRAINING_NEEDS', status: 'IN_PROGRESS' });
const groupName = (id: number) => analysis.impacted_groups.find((g) => g.id === id)?.name ?? '';
const changeName = (id: number) => analysis.changes.find((c) => c.id === id)?.name ?? '';

/** A fake server holding the project's capabilities, and what each group needs from them. */
function capabilityServer() {
  const rows: Capability[] = [];
  const writes: { method: string; body: unknown }[] = [];
  const withGroups = (c: Capability, groups: number[] | undefined) => ({
    ...c,
    impacted_groups: (groups ?? []).map((id) => ({ id, name: groupName(id) })),
  });
  server.use(
    http.get(apiPath(analysesPatterns.capabilities), () =>
      HttpResponse.json(
        analysis.changes
          .map((c) => ({
            change: c.id,
            change_name: c.name,
            capabilities: rows.filter((r) => r.change === c.id),
          }))
          .filter((g) => g.capabilities.length > 0),
      ),
    ),
    http.get(apiPath(analysesPatterns.capabilityItems), () =>
      HttpResponse.json<CapabilityItemGroups>(
        analysis.changes.map((c) => ({
          key: String(c.id),
          label: c.name,
          items: rows
            .filter((r) => r.change === c.id)
            .flatMap((r) =>
              r.impacted_groups.map((g) => ({
                capability: r.id,
                capability_name: r.name,
                change: c.id,
                change_name: c.name,
                impacted_group: g.id,
                impacted_group_name: g.name,
                competency_level: r.competency_level,
                training_activity_type: r.training_activity_type,
                training_need: null,
              })),
            ),
        })),
      ),
    ),
    http.post(apiPath(analysesPatterns.capabilities), async ({ request }) => {
      const body = (await request.json()) as CreateCapabilityInput;
      writes.push({ method: 'POST', body });
      const made = withGroups(
        {
          id: 500 + rows.length,
          project: body.project,
          change: body.change,
          change_name: changeName(body.change),
          name: body.name,
          description: body.description ?? '',
          competency_level: body.competency_level,
          training_activity_type: body.training_activity_type ?? '',
          impacted_groups: [],
          created_at: STAMP,
          updated_at: STAMP,
        },
        body.impacted_groups,
      );
      rows.push(made);
      return HttpResponse.json(made, { status: 201 });
    }),
    http.patch(apiPath(analysesPatterns.capability), async ({ request, params }) => {
      const body = (await request.json()) as UpdateCapabilityInput;
      writes.push({ method: 'PATCH', body });
      const at = rows.findIndex((r) => r.id === Number(params.id));
      const current = rows[at];
      if (!current) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      const { impacted_groups: groups, ...rest } = body;
      const saved = withGroups({ ...current, ...rest }, groups);
      rows[at] = saved;
      return HttpResponse.json(saved);
    }),
    http.delete(apiPath(analysesPatterns.capability), ({ params }) => {
      writes.push({ method: 'DELETE', body: null });
      rows.splice(
        rows.findIndex((r) => r.id === Number(params.id)),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { writes };
}

describe('capabilities of a training needs analysis', () => {
  let unbind: () => void = () => undefined;
  afterEach(() => unbind());

  it('adds a capability for the groups chosen, edits them, and deletes it', async () => {
    const fake = capabilityServer();
    const user = userEvent.setup();
    ({ unbind } = renderComponent(<CapabilityList projectId={4} canEdit analysis={analysis} />));
    expect(await screen.findByText('No capabilities yet')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add capability' }));
    let dialog = await dialogTitled('New capability');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Capability/, hidden: true }),
      'Swap shifts in the app',
    );
    // Every impacted group is chosen at first; this capability is for the ward nurses only.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pharmacy', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add capability', hidden: true }));
    expect(await screen.findByText(/New rota system: Swap shifts in the app/)).toBeVisible();
    expect(fake.writes[0]?.body).toMatchObject({
      project: 4,
      change: 11,
      name: 'Swap shifts in the app',
      competency_level: 'KNOWLEDGEABLE',
      impacted_groups: [22],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // What each group needs: the nurses get the capability, the pharmacy does not.
    const items = await screen.findByRole('table', { name: 'New rota system', hidden: true });
    expect(await within(items).findByText('Ward nurses')).toBeInTheDocument();
    expect(within(items).queryByText('Pharmacy')).toBeNull();

    await user.click(
      screen.getByRole('button', { name: /Actions for Swap shifts in the app/, hidden: true }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    dialog = await dialogTitled('Edit the capability');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pharmacy', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(fake.writes).toHaveLength(2));
    expect((fake.writes[1]?.body as UpdateCapabilityInput).impacted_groups?.sort()).toEqual([
      21, 22,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      screen.getByRole('button', { name: /Actions for Swap shifts in the app/, hidden: true }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      await screen.findByRole('button', { name: 'Delete capability', hidden: true }),
    );
    expect(await screen.findByText('No capabilities yet')).toBeVisible();
    expect(fake.writes.map((w) => w.method)).toEqual(['POST', 'PATCH', 'DELETE']);
  });
});
