import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailDelivery, MailTransport, OutgoingMail } from './mail-port';

/**
 * The local default: nothing leaves the machine; every message is written as an .eml file in
 * `DATA_DIR/mail` (open it in any mail client) and recorded in the outbox table.
 */
export function createLocalTransport(mailDir: string, from: string): MailTransport {
  return {
    name: 'local',
    from,
    async deliver(message: OutgoingMail, rfc822: Buffer): Promise<MailDelivery> {
      const day = new Date().toISOString().slice(0, 10);
      const file = path.join(day, `${Date.now()}-${message.kind}-${randomUUID()}.eml`);
      await mkdir(path.join(mailDir, day), { recursive: true });
      await writeFile(path.join(mailDir, file), rfc822);
      return { emlFile: file };
    },
  };
}
