import path from 'node:path';
import { Client } from '@microsoft/microsoft-graph-client';
import { z } from 'zod';
import { createGraphTransport } from './graph-transport';
import { createLocalTransport } from './local-transport';
import { createMailer, type Mailer } from './mailer';
import { createSmtpTransport } from './smtp-transport';

const mailEnvSchema = z.object({
  /** `local` (default: .eml files + outbox), `smtp` or `graph`. */
  MAIL_TRANSPORT: z.enum(['local', 'smtp', 'graph']).default('local'),
  MAIL_FROM: z.string().default('Changecraft <no-reply@changecraft.local>'),
  SMTP_URL: z.string().optional(),
  GRAPH_TENANT_ID: z.string().optional(),
  GRAPH_CLIENT_ID: z.string().optional(),
  GRAPH_CLIENT_SECRET: z.string().optional(),
});

/** Client-credentials token for Graph's application permissions. */
async function graphAppToken(tenant: string, clientId: string, secret: string): Promise<string> {
  const res = await fetch(`https://login.microsoftonline.com/${tenant}/oauth2/v2.0/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
      scope: 'https://graph.microsoft.com/.default',
    }),
  });
  if (!res.ok) throw new Error(`Graph token request failed with ${res.status}.`);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

/** A Graph client with application permissions, or null when Graph is not configured. */
export function graphAppClient(env: NodeJS.ProcessEnv = process.env): Client | null {
  const { GRAPH_TENANT_ID: tenant, GRAPH_CLIENT_ID: id, GRAPH_CLIENT_SECRET: secret } = env;
  if (!tenant || !id || !secret) return null;
  return Client.init({
    authProvider: (done) => {
      graphAppToken(tenant, id, secret).then(
        (token) => done(null, token),
        (err: Error) => done(err, null),
      );
    },
  });
}

/** The mailer the environment asks for; the local transport writes to `dataDir/mail`. */
export function mailerFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Mailer {
  const e = mailEnvSchema.parse(env);
  const mailDir = path.join(dataDir, 'mail');
  if (e.MAIL_TRANSPORT === 'smtp') {
    if (!e.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL.');
    return createMailer(createSmtpTransport(e.SMTP_URL, e.MAIL_FROM), null);
  }
  if (e.MAIL_TRANSPORT === 'graph') {
    const client = graphAppClient(env);
    if (!client) {
      throw new Error(
        'MAIL_TRANSPORT=graph needs GRAPH_TENANT_ID, GRAPH_CLIENT_ID and GRAPH_CLIENT_SECRET.',
      );
    }
    const address = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
    return createMailer(createGraphTransport(client, address), null);
  }
  return createMailer(createLocalTransport(mailDir, e.MAIL_FROM), mailDir);
}
