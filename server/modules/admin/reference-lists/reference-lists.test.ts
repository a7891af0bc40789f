import { describe, expect, it } from 'vitest';
import {
  referenceListNames,
  referenceListPaths,
  type ReferenceListName,
} from '../../../../contract/admin/reference-lists';
import type { Paginated } from '../../../../contract/shared/common.schema';
import { apiClient, seededId } from '../../../../tests/support/api';
import { demo, useTestServer } from '../../../../tests/support/test-server';

interface Entry {
  id: number;
  name: string;
  position: number;
  archived: boolean;
  [field: string]: unknown;
}

describe('reference lists', () => {
  const server = useTestServer();
  const api = apiClient(server);

  /** A parent entry for each child list, made through the API as an admin would. */
  async function bodyFor(list: ReferenceListName, name: string): Promise<Record<string, unknown>> {
    const parentOf = async (parent: ReferenceListName) =>
      (
        await api.post<Entry>(demo.admin, referenceListPaths.list(parent), {
          name: `${name} parent`,
        })
      ).body.id;
    switch (list) {
      case 'sub_functions':
        return { name, function_label_id: await parentOf('function_labels') };
      case 'change_reach_items':
        return { name, label_id: await parentOf('change_reach_labels') };
      case 'change_practice_standard_deliverables':
        return { name, workstream_id: await parentOf('change_practice_standard_workstreams') };
      case 'custom_tool_templates':
        return { name, url: 'https://intranet.example/toolkit' };
      default:
        return { name };
    }
  }

  it.each(referenceListNames)(
    '%s: an admin creates, renames, archives and deletes; everyone reads',
    async (list) => {
      const created = await api.post<Entry>(
        demo.admin,
        referenceListPaths.list(list),
        await bodyFor(list, 'Alpha entry'),
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Alpha entry', archived: false });
      const id = created.body.id;

      const renamed = await api.patch<Entry>(demo.admin, referenceListPaths.detail(list, id), {
        name: 'Beta entry',
      });
      expect(renamed.body.name).toBe('Beta entry');

      const read = await api.get<Entry[]>(demo.employee, referenceListPaths.list(list));
      expect(read.status).toBe(200);
      expect(read.body.map((e) => e.name)).toContain('Beta entry');

      await api.patch(demo.admin, referenceListPaths.detail(list, id), { archived: true });
      const hidden = await api.get<Entry[]>(demo.admin, referenceListPaths.list(list));
      expect(hidden.body.map((e) => e.id)).not.toContain(id);
      const shown = await api.get<Entry[]>(
        demo.admin,
        referenceListPaths.list(list, { include_archived: true }),
      );
      expect(shown.body.find((e) => e.id === id)?.archived).toBe(true);

      expect((await api.delete(demo.admin, referenceListPaths.detail(list, id))).status).toBe(204);
      expect((await api.get(demo.admin, referenceListPaths.detail(list, id))).status).toBe(404);
    },
  );

  it('refuses a duplicate name whatever its case, and an empty one, with field messages', async () => {
    await api.post(demo.admin, referenceListPaths.list('personas'), { name: 'Night nurse' });
    const dup = await api.post(demo.admin, referenceListPaths.list('personas'), {
      name: 'NIGHT NURSE',
    });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ name: ['A persona called “NIGHT NURSE” already exists.'] });
    const empty = await api.post(demo.admin, referenceListPaths.list('personas'), { name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ name: ['Enter a name.'] });
    const link = await api.post(demo.admin, referenceListPaths.list('custom_tool_templates'), {
      name: 'Plan',
      url: 'javascript:alert(1)',
    });
    expect(link.status).toBe(400);
    expect(link.body).toHaveProperty('url');
  });

  it('lets only tool access change a list; another organisation’s entry answers 404', async () => {
    const denied = await api.post(demo.manager, referenceListPaths.list('departments'), {
      name: 'Radiology',
    });
    expect(denied.status).toBe(403);
    const mine = await api.post<Entry>(demo.admin, referenceListPaths.list('departments'), {
      name: 'Radiology',
    });
    const foreign = await api.patch(
      demo.otherAdmin,
      referenceListPaths.detail('departments', mine.body.id),
      { name: 'Taken over' },
    );
    expect(foreign.status).toBe(404);
    const theirs = await api.get<Entry[]>(demo.otherAdmin, referenceListPaths.list('departments'));
    expect(theirs.body.map((d) => d.name)).not.toContain('Radiology');
  });

  it('refuses to delete a tag a project uses, saying where, and offers archive', async () => {
    const tagId = await seededId(server, 'project_tags', 'Digital');
    const res = await api.delete<{ detail: string }>(
      demo.admin,
      referenceListPaths.detail('project_tags', tagId),
    );
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(
      /“Digital” is still used by \d+ projects?\. Archive it instead/,
    );
    const region = await api.post<Entry>(
      demo.admin,
      referenceListPaths.list('reporting_site_regions'),
      {
        name: 'North',
      },
    );
    await api.post(demo.admin, referenceListPaths.list('reporting_sites'), {
      name: 'Harrogate',
      region_id: region.body.id,
    });
    const regionDelete = await api.delete<{ detail: string }>(
      demo.admin,
      referenceListPaths.detail('reporting_site_regions', region.body.id),
    );
    expect(regionDelete.status).toBe(409);
    expect(regionDelete.body.detail).toContain('1 site');
  });

  it('checks a child’s parent belongs to the organisation', async () => {
    const theirs = await api.post<Entry>(
      demo.otherAdmin,
      referenceListPaths.list('reporting_site_regions'),
      { name: 'Their region' },
    );
    const res = await api.post(demo.admin, referenceListPaths.list('reporting_sites'), {
      name: 'Bristol',
      region_id: theirs.body.id,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ region_id: ['Choose a region from the list.'] });
  });

  it('pages and searches reporting sites, and replaces a region with PUT', async () => {
    for (const name of ['Cardiff', 'Carlisle', 'Dover']) {
      await api.post(demo.admin, referenceListPaths.list('reporting_sites'), { name });
    }
    const page = await api.get<Paginated<Entry>>(
      demo.employee,
      referenceListPaths.reportingSitesPage({ page_number: 1, page_size: 1, search: 'car' }),
    );
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(2);
    expect(page.body.results.map((s) => s.name)).toEqual(['Cardiff']);
    expect(page.body.next).toContain('page_number=2');

    const region = await api.post<Entry>(
      demo.admin,
      referenceListPaths.list('reporting_site_regions'),
      {
        name: 'South',
      },
    );
    const put = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/${referenceListPaths.detail('reporting_site_regions', region.body.id)}`,
      headers: await server.authAs(demo.admin),
      payload: { name: 'South West' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'South West' });
  });

  it('reorders a list and nests reach items under their labels on request', async () => {
    const names = ['Market', 'Business line', 'Shift pattern'];
    const ids: number[] = [];
    for (const name of names) {
      ids.push(
        (
          await api.post<Entry>(demo.admin, referenceListPaths.list('change_reach_labels'), {
            name,
          })
        ).body.id,
      );
    }
    await api.post(demo.admin, referenceListPaths.list('change_reach_items'), {
      name: 'Europe',
      label_id: ids[0],
    });
    const reordered = await api.post<Entry[]>(
      demo.admin,
      referenceListPaths.reorder('change_reach_labels'),
      { ids: [ids[2], ids[0], ids[1]] },
    );
    expect(reordered.status).toBe(200);
    // Entries not named keep their order after the named ones.
    expect(reordered.body.map((l) => l.name).slice(0, 3)).toEqual([
      'Shift pattern',
      'Market',
      'Business line',
    ]);
    const nested = await api.get<(Entry & { items?: Entry[] })[]>(
      demo.employee,
      referenceListPaths.reachLabelsWithItems(),
    );
    expect(nested.body.find((l) => l.name === 'Market')?.items?.map((i) => i.name)).toEqual([
      'Europe',
    ]);
    const plain = await api.get<Entry[]>(
      demo.employee,
      referenceListPaths.list('change_reach_labels'),
    );
    expect(plain.body[0]).not.toHaveProperty('items');
    const wrong = await api.post(demo.admin, referenceListPaths.reorder('change_reach_labels'), {
      ids: [ids[0], ids[0]],
    });
    expect(wrong.status).toBe(400);
  });

  it('records each change in the audit log, before and after, exportable as CSV', async () => {
    const made = await api.post<Entry>(demo.admin, referenceListPaths.list('people_tags'), {
      name: 'Night shift',
    });
    await api.patch(demo.admin, referenceListPaths.detail('people_tags', made.body.id), {
      name: '=Night shift',
    });
    const log = await api.get<Paginated<Record<string, unknown>>>(
      demo.admin,
      'admin-audit-log/?page_size=5',
    );
    expect(log.status).toBe(200);
    expect(log.body.results[0]).toMatchObject({
      entity: 'people_tags',
      action: 'update',
      before: { name: 'Night shift' },
      after: { name: '=Night shift' },
      actor: { display_name: expect.any(String) },
    });
    expect((await api.get(demo.manager, 'admin-audit-log/')).status).toBe(403);
    const csv = await server.app.inject({
      method: 'GET',
      url: '/api/v1/admin-audit-log/export/',
      headers: await server.authAs(demo.admin),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('When (UTC),Who,What,Entry,Action,Before,After');
    expect(csv.body).toContain(",'=Night shift,update,");
  });
});
