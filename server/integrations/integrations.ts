import path from 'node:path';
import type { Database } from '../db/client';
import type { BillingPort } from './billing/billing-port';
import { PlanLedger } from './billing/plan-ledger';
import { StripeBilling, stripeClient, type StripeSettings } from './billing/stripe-billing';
import type Stripe from 'stripe';
import type { DirectoryPort } from './directory/directory-port';
import { GraphDirectory } from './directory/graph-directory';
import { localDirectory } from './directory/local-directory';
import type { DocumentLibraryPort } from './documents/document-library-port';
import { GraphDocumentLibrary } from './documents/graph-document-library';
import { LocalDocumentLibrary } from './documents/local-document-library';
import { AzureBlobFileStore, LocalFileStore, type FileStore } from './files/file-store';
import { GraphCalendar, LocalCalendar, type CalendarPort } from './graph/calendar';
import { clientCredentialsTokens, graphClient } from './graph/graph-client';
import {
  GraphTeamsNotifier,
  LocalTeamsNotifier,
  type TeamsNotificationPort,
} from './graph/teams-notifications';
import { LocalVivaEngage } from './graph/local-viva-engage';
import { GraphVivaEngage, type VivaEngagePort } from './graph/viva-engage';
import { GraphMail } from './mail/graph-mail';
import { LocalMail } from './mail/local-mail';
import type { MailPort } from './mail/mail-port';
import { SmtpMail } from './mail/smtp-mail';
import { OutboxStore } from './outbox-store';

/** Everything the product sends or stores outside its database, one port each. */
export interface Integrations {
  mail: MailPort;
  teams: TeamsNotificationPort;
  calendar: CalendarPort;
  vivaEngage: VivaEngagePort;
  documents: DocumentLibraryPort;
  files: FileStore;
  /** The directory's groups and people (group sync). */
  directory: DirectoryPort;
  /** The local defaults' sent items (present even when providers are configured). */
  outbox: OutboxStore;
  /** Paying for the product: Stripe, or the local plan ledger. */
  billing: BillingPort;
  /** Stripe's client and webhook secret when Stripe is configured (webhook verification). */
  stripe: { client: Stripe; webhookSecret: string } | null;
  /** The app's own address, for links in what is sent. */
  publicUrl: string;
}

/** Which adapters to use; every field absent means the local default. */
export interface IntegrationSettings {
  dataDir: string;
  publicUrl: string;
  mailFrom: string;
  /** `smtp` needs `smtpUrl`; `graph` needs `graph` credentials and `mailFrom` as a mailbox. */
  mailTransport?: 'local' | 'smtp' | 'graph';
  smtpUrl?: string;
  /** Microsoft 365 app registration: Teams, Outlook, Viva Engage, SharePoint through Graph. */
  graph?: { tenantId: string; clientId: string; clientSecret: string };
  azureBlob?: { connectionString: string; container: string };
  stripe?: StripeSettings;
}

/**
 * Builds the ports from the settings: production adapters where configured, local otherwise. A
 * provider's SDK is loaded here only when it is configured.
 */
export async function createIntegrations(
  db: Database,
  s: IntegrationSettings,
): Promise<Integrations> {
  const outbox = new OutboxStore(db, s.dataDir);
  const tokens = s.graph ? clientCredentialsTokens(s.graph) : null;
  const graph = tokens ? await graphClient(tokens) : null;
  let mail: MailPort = new LocalMail(outbox, s.mailFrom);
  if (s.mailTransport === 'smtp') {
    if (!s.smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL.');
    mail = new SmtpMail(s.smtpUrl, s.mailFrom);
  } else if (s.mailTransport === 'graph') {
    if (!graph) throw new Error('MAIL_TRANSPORT=graph needs the GRAPH_* settings.');
    mail = new GraphMail(graph, s.mailFrom);
  }
  const stripe = s.stripe
    ? { client: await stripeClient(s.stripe.secretKey), webhookSecret: s.stripe.webhookSecret }
    : null;
  return {
    mail,
    outbox,
    billing: stripe ? new StripeBilling(stripe.client) : new PlanLedger(),
    stripe,
    publicUrl: s.publicUrl,
    teams: graph ? new GraphTeamsNotifier(graph) : new LocalTeamsNotifier(outbox),
    calendar: graph ? new GraphCalendar(graph) : new LocalCalendar(db, outbox),
    vivaEngage:
      graph && tokens ? new GraphVivaEngage(graph, tokens) : new LocalVivaEngage(db, outbox),
    documents: graph
      ? new GraphDocumentLibrary(graph)
      : new LocalDocumentLibrary(path.join(s.dataDir, 'documents'), s.publicUrl),
    directory: graph ? new GraphDirectory(graph) : localDirectory,
    files: s.azureBlob
      ? await AzureBlobFileStore.connect(s.azureBlob.connectionString, s.azureBlob.container)
      : new LocalFileStore(path.join(s.dataDir, 'files')),
  };
}
