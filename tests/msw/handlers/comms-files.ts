import { http, HttpResponse } from 'msw';
import type { CommsFile } from '@contract/comms/comms-files.schema';
import type { DeliverySummary, FailedDelivery } from '@contract/comms/deliveries.schema';
import type { DriveItem } from '@contract/integrations/document-library.schema';
import { apiPath } from '../api-path';
import { noDeliveries, recorder, STAMP, type CommsWrites } from './comms-request';

/** The files and delivery part of the communications a component test's fake server holds. */
export interface CommsFileData extends CommsWrites {
  /** Comms files, training materials and custom tools (filtered by kind on reading). */
  files: CommsFile[];
  /** Downloads the fake server answered: file ids, and item ids of delivery CSVs. */
  downloads: number[];
  /** Document store files fetched, by item id. */
  documents: string[];
  /** Sends a channel refused; a retry removes one and answers its item's summary. */
  failed: FailedDelivery[];
  /** Delivery summaries by `KIND:id`. */
  summaries: Record<string, DeliverySummary>;
}

export function commsFileRecord(overrides: Partial<CommsFile> = {}): CommsFile {
  return {
    id: 70,
    kind: 'COMMS_FILE',
    project: 4,
    phase: null,
    title: 'Rota guide',
    description: 'Who works which shift from Monday.',
    is_draft: false,
    tool_type: 'file',
    file_name: 'rota guide.pdf',
    file_size: 1200,
    content_type: 'application/pdf',
    link: null,
    planned_date: null,
    associated_changes: [],
    shared_groups: [{ id: 3, name: 'Ward nurses', category: 'Impacted' }],
    archived: false,
    created_by: null,
    created_at: STAMP,
    delivery: null,
    ...overrides,
  };
}

export function driveItem(overrides: Partial<DriveItem> = {}): DriveItem {
  return {
    id: 'item-1',
    drive_id: 'drive-1',
    name: 'File.docx',
    kind: 'word document',
    size: 18320,
    web_url: 'https://sp/change/File.docx',
    last_modified: STAMP,
    ...overrides,
  };
}

/** Files, their downloads, the document store, and delivery figures and retries over `data`. */
export function commsFileHandlers(data: CommsFileData) {
  const record = recorder(data);
  return [
    http.get(apiPath('comms-files/'), ({ request }) => {
      const archived = new URL(request.url).searchParams.get('archived') === 'true';
      return HttpResponse.json(
        data.files.filter((f) => f.kind === 'COMMS_FILE' && f.archived === archived),
      );
    }),
    http.get(apiPath('comms-files/:id/download/'), ({ params }) => {
      const file = data.files.find((f) => f.id === Number(params.id));
      if (!file?.file_name) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      data.downloads.push(file.id);
      return new HttpResponse('%PDF-1.4', {
        headers: {
          'content-type': file.content_type ?? 'application/octet-stream',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        },
      });
    }),
    http.post(apiPath('comms-files/'), async ({ request }) => {
      const { body } = await record(request);
      const file = commsFileRecord({
        id: 100 + data.writes.length,
        title: String(body.title),
        file_name: typeof body.file === 'string' ? body.file : null,
      });
      data.files = [...data.files, file];
      return HttpResponse.json(file, { status: 201 });
    }),
    // The document store: one site whose library holds a folder and a file.
    http.get(apiPath('get-sites-for-user/'), () =>
      HttpResponse.json([{ id: 'site-1', name: 'Change Office', web_url: 'https://sp/change' }]),
    ),
    http.get(apiPath('get-drive-items-in-document-library/'), () =>
      HttpResponse.json([
        driveItem({ id: 'plans', name: 'Plans', kind: 'folder', size: null }),
        driveItem({ id: 'budget', name: 'Budget.xlsx', kind: 'spreadsheet' }),
      ]),
    ),
    http.get(apiPath('get-drive-items-from-folder/'), () =>
      HttpResponse.json([driveItem({ id: 'rota', name: 'Ward rota.docx' })]),
    ),
    http.get(apiPath('search-sharepoint-drive-items/'), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      return HttpResponse.json(
        [driveItem({ id: 'rota', name: 'Ward rota.docx' })].filter((i) =>
          i.name.toLowerCase().includes(search.toLowerCase()),
        ),
      );
    }),
    http.get(apiPath('download-sharepoint-drive-item/'), ({ request }) => {
      data.documents.push(new URL(request.url).searchParams.get('itemId') ?? '');
      return new HttpResponse('docx-bytes', {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Ward rota.docx')}`,
        },
      });
    }),
    http.get(apiPath('comms-deliveries/failed/'), () => HttpResponse.json(data.failed)),
    http.post(apiPath('comms-deliveries/:id/retry/'), async ({ request, params }) => {
      data.writes.push({ method: 'POST', url: new URL(request.url).pathname, body: {} });
      const failed = data.failed.find((f) => f.id === Number(params.id));
      if (!failed) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      data.failed = data.failed.filter((f) => f !== failed);
      const summary = data.summaries[`${failed.item_kind}:${failed.item_id}`];
      return HttpResponse.json(
        summary ?? {
          ...noDeliveries,
          item_kind: failed.item_kind,
          item_id: failed.item_id,
          recipients: 1,
          sent: 1,
          delivered: 1,
          reach: null,
          acted_people: null,
          by_group: [],
        },
      );
    }),
    http.get(apiPath('comms-deliveries/summary/'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const summary = data.summaries[`${q.get('item_kind')}:${q.get('item_id')}`];
      if (!summary) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      return HttpResponse.json(summary);
    }),
    http.get(apiPath('comms-deliveries/export/'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      data.downloads.push(Number(q.get('item_id')));
      return new HttpResponse('name,email\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': `attachment; filename="deliveries-${q.get('item_id')}.csv"`,
        },
      });
    }),
  ];
}
