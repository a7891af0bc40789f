import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { billingEvents, subscriptions } from '../../db/schema/billing';
import { withTenant } from '../../db/tenant';
import { mirrorStripeInvoice, mirrorStripeSubscription } from './stripe-mirror';
import { currentSubscription } from './subscription-store';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

interface EventObject {
  metadata?: Record<string, string> | null;
  client_reference_id?: string | null;
  customer?: string | { id: string } | null;
}

/**
 * Which organisation an event is about: our id in its metadata, else the Stripe customer we
 * recorded. This one look-up runs with owner rights (no tenant is known yet).
 */
async function organisationOf(db: Database, object: EventObject): Promise<number | null> {
  const fromMetadata = Number(object.metadata?.organisation_id ?? object.client_reference_id);
  if (Number.isSafeInteger(fromMetadata) && fromMetadata > 0) return fromMetadata;
  const customer = typeof object.customer === 'string' ? object.customer : object.customer?.id;
  if (!customer) return null;
  const [row] = await db
    .select({ organisationId: subscriptions.organisationId })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customer))
    .limit(1);
  return row?.organisationId ?? null;
}

const handled = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.finalized',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.voided',
]);

/**
 * Applies a verified Stripe event once: its id is recorded in the same transaction as its
 * effect, so a replayed or retried event finds it and changes nothing.
 */
export async function applyStripeEvent(
  db: Database,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  if (!handled.has(event.type)) return 'ignored';
  const object = event.data.object as EventObject;
  const organisationId = await organisationOf(db, object);
  if (!organisationId) return 'ignored';
  return withTenant(db, organisationId, async (tx) => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return 'duplicate';
    const row = await currentSubscription(tx, 'stripe');
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const id =
          typeof session.subscription === 'string'
            ? session.subscription
            : session.subscription?.id;
        if (id) await mirrorStripeSubscription(tx, row, await stripe.subscriptions.retrieve(id));
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await mirrorStripeSubscription(tx, row, event.data.object);
        break;
      default:
        await mirrorStripeInvoice(tx, organisationId, event.data.object as Stripe.Invoice);
    }
    return 'applied';
  });
}
