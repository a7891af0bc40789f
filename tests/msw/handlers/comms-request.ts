import type { Receiver } from '@contract/comms/receivers.schema';
import type { ImpactedGroup } from '@contract/groups/impacted-groups.schema';

/** The instant every fake communication was written or sent at. */
export const STAMP = '2030-01-01T09:00:00.000Z';

export const noDeliveries = {
  recipients: 0,
  sent: 0,
  delivered: 0,
  opened: 0,
  acted: 0,
  failed: 0,
};

/** What every part of the communications fake server shares: its groups and the writes it took. */
export interface CommsWrites {
  groups: ImpactedGroup[];
  /** Every write the fake server took: method, path with query, body (JSON or the form's payload). */
  writes: { method: string; url: string; body: unknown }[];
}

/**
 * A write's body: JSON, or a multipart form's JSON `payload` part plus the image's or file's name.
 * The form is read from its text: undici's own parser refuses the files jsdom makes.
 */
async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }
  const payload = /name="payload"\r\n\r\n([\s\S]*?)\r\n--/.exec(text)?.[1];
  const image = /name="image"; filename="([^"]*)"/.exec(text)?.[1];
  const file = /name="file"; filename="([^"]*)"/.exec(text)?.[1];
  return {
    ...(payload ? (JSON.parse(payload) as Record<string, unknown>) : {}),
    ...(image ? { image } : {}),
    ...(file ? { file } : {}),
  };
}

/** Records a write in `data.writes` and answers its body and query. */
export function recorder(data: CommsWrites) {
  return async (request: Request) => {
    const body = await bodyOf(request);
    const url = new URL(request.url);
    data.writes.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
    return { body, query: url.searchParams };
  };
}

/** Receivers as written, named as the server would name them. */
export function named(receivers: unknown, groups: ImpactedGroup[]): Receiver[] {
  return ((receivers ?? []) as { type: 'group' | 'person'; id: number }[]).map((r) => ({
    ...r,
    name: groups.find((g) => g.id === r.id)?.name ?? 'Someone',
  }));
}
