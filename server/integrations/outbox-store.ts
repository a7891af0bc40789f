import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { OutboxChannel } from '../../contract/integrations/outbox';
import type { OutboxRecipient } from '../../contract/integrations/outbox.schema';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema/integrations';
import { withTenant } from '../db/tenant';

export interface OutboxEntry {
  organisationId: number;
  channel: OutboxChannel;
  subject: string;
  bodyHtml: string;
  recipients: OutboxRecipient[];
  details: Record<string, unknown>;
  /** The raw message to keep beside the row (`.eml`, `.ics`). */
  raw?: { folder: 'mail' | 'events'; extension: 'eml' | 'ics'; content: Buffer | string };
}

/**
 * Where the local adapters put what they send: a row in `outbox_messages` (in its own tenant
 * transaction, so a scheduled send from a job is recorded like one from a request) and, for
 * mail and events, the raw file under DATA_DIR.
 */
export class OutboxStore {
  constructor(
    private readonly db: Database,
    readonly dataDir: string,
  ) {}

  /** Owner access, for the few public look-ups that find their tenant first (open tracking). */
  get ownerDb(): Database {
    return this.db;
  }

  async record(entry: OutboxEntry): Promise<number> {
    let rawPath: string | null = null;
    if (entry.raw) {
      const relative = path.join(
        entry.raw.folder,
        String(entry.organisationId),
        `${new Date().toISOString().slice(0, 10)}-${randomUUID()}.${entry.raw.extension}`,
      );
      const absolute = path.join(this.dataDir, relative);
      await mkdir(path.dirname(absolute), { recursive: true });
      await writeFile(absolute, entry.raw.content);
      rawPath = relative;
    }
    const [row] = await withTenant(this.db, entry.organisationId, (tx) =>
      tx
        .insert(outboxMessages)
        .values({
          organisationId: entry.organisationId,
          channel: entry.channel,
          subject: entry.subject,
          bodyHtml: entry.bodyHtml,
          recipients: entry.recipients,
          rawPath,
          details: entry.details,
        })
        .returning({ id: outboxMessages.id }),
    );
    if (!row) throw new Error('The outbox did not record the message.');
    return row.id;
  }

  /** The absolute path of a recorded raw file, refusing anything outside DATA_DIR. */
  rawFile(rawPath: string): string {
    const absolute = path.resolve(this.dataDir, rawPath);
    if (!absolute.startsWith(path.resolve(this.dataDir) + path.sep)) {
      throw new Error('Outbox file outside the data folder.');
    }
    return absolute;
  }
}
