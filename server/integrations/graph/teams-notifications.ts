import type { Client } from '@microsoft/microsoft-graph-client';
import type { OutboxStore } from '../outbox-store';

export interface TeamsRecipient {
  name: string;
  email: string;
  /** Directory object id (Entra `oid`). */
  externalId: string;
}

export interface TeamsNotification {
  organisationId: number;
  recipients: TeamsRecipient[];
  /** What the activity feed shows as the topic, and where it opens. */
  topic: string;
  webUrl: string;
  /** Activity type declared in the app manifest (`announcementPosted`, …). */
  activityType: string;
  previewText: string;
  templateParameters?: Record<string, string>;
}

/** Teams activity-feed notifications. */
export interface TeamsNotificationPort {
  notify(notification: TeamsNotification): Promise<{ id: string }>;
}

/** The request body of Graph `POST /teamwork/sendActivityNotificationToRecipients`. */
export function activityNotificationBody(n: TeamsNotification) {
  return {
    topic: { source: 'text', value: n.topic, webUrl: n.webUrl },
    activityType: n.activityType,
    previewText: { content: n.previewText },
    recipients: n.recipients.map((r) => ({
      '@odata.type': 'microsoft.graph.aadUserNotificationRecipient',
      userId: r.externalId,
    })),
    templateParameters: Object.entries(n.templateParameters ?? {}).map(([name, value]) => ({
      name,
      value,
    })),
  };
}

/** Production: Graph sends the notification to each recipient's Teams activity feed. */
export class GraphTeamsNotifier implements TeamsNotificationPort {
  constructor(private readonly graph: Client) {}
  async notify(n: TeamsNotification): Promise<{ id: string }> {
    // Graph answers 202 Accepted with no body; the notification has no id of its own.
    await this.graph
      .api('/teamwork/sendActivityNotificationToRecipients')
      .post(activityNotificationBody(n));
    return { id: `graph:${n.activityType}:${Date.now()}` };
  }
}

/** Local default: the notification, with the request Graph would receive, in the outbox. */
export class LocalTeamsNotifier implements TeamsNotificationPort {
  constructor(private readonly outbox: OutboxStore) {}
  async notify(n: TeamsNotification): Promise<{ id: string }> {
    const id = await this.outbox.record({
      organisationId: n.organisationId,
      channel: 'TEAMS',
      subject: n.topic,
      bodyHtml: `<p>${escapeHtml(n.previewText)}</p><p><a href="${escapeHtml(n.webUrl)}">Open in Changecraft</a></p>`,
      recipients: n.recipients.map((r) => ({ name: r.name, address: r.email })),
      details: { graph_request: activityNotificationBody(n) },
    });
    return { id: `outbox:${id}` };
  }
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
