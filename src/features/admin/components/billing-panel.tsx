import { Button, Field, SpinButton, Text } from '@fluentui/react-components';
import { plans, type PriceCode } from '@contract/billing/plans';
import type { SubscriptionDetails } from '@contract/billing/subscription.schema';
import { useState } from 'react';
import { ReadState } from '@/components/read-state';
import { useFormat } from '@/lib/format/use-format';
import { ApiError } from '@/lib/api-client/api-error';
import {
  useCancelOrRenew,
  useChangeBillingPeriod,
  useProducts,
  useStartCheckout,
  useSubscription,
  useUpdateSeats,
} from '../hooks';
import { BillingStanding } from './billing-standing';

function failure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Try again.';
  return Object.values(error.fieldErrors ?? {})[0]?.[0] ?? error.detail ?? error.reason;
}

/** Plan, seats, period, invoices; change plan, cancel or renew. */
export function BillingPanel() {
  const format = useFormat();
  const subscription = useSubscription();
  const products = useProducts();
  const checkout = useStartCheckout();
  const seats = useUpdateSeats();
  const period = useChangeBillingPeriod();
  const cancel = useCancelOrRenew();
  // Until the admin types a number, the seats field shows the plan's seats, or the people active
  // and invited when there are more of them (a checkout must cover everyone).
  const [typed, setTyped] = useState<number>();
  const current = subscription.data;
  const quantity =
    typed ?? (current ? Math.max(current.seats, current.seats_used + current.seats_pending) : 1);
  const [error, setError] = useState<string>();

  const run = async (action: () => Promise<unknown>) => {
    try {
      const result = await action();
      setError(undefined);
      const url = (result as { url?: string; completed?: boolean } | undefined)?.url;
      if (url && !(result as { completed?: boolean }).completed) window.location.assign(url);
    } catch (e) {
      setError(failure(e));
    }
  };

  return (
    <section aria-labelledby="billing-heading">
      <h2 id="billing-heading">Billing</h2>
      {error ? (
        <Text role="alert" as="p">
          {error}
        </Text>
      ) : null}
      <ReadState read={subscription} what="your subscription">
        {(s: SubscriptionDetails) => (
          <>
            <BillingStanding s={s} />
            <Field label="Seats">
              <SpinButton
                value={quantity}
                min={1}
                onChange={(_, data) => setTyped(Number(data.value ?? data.displayValue))}
              />
            </Field>
            {s.plan !== 'CHANGE_STARTER' ? (
              <>
                <Button onClick={() => void run(() => seats(quantity))}>Update seats</Button>
                <Button
                  onClick={() =>
                    void run(() => period(s.billing_period === 'yearly' ? 'monthly' : 'yearly'))
                  }
                >
                  Switch to {s.billing_period === 'yearly' ? 'monthly' : 'yearly'}
                </Button>
                <Button onClick={() => void run(() => cancel(!s.cancel_at_period_end))}>
                  {s.cancel_at_period_end ? 'Renew' : 'Cancel at period end'}
                </Button>
              </>
            ) : null}
            <h3>Invoices</h3>
            {s.invoices.length === 0 ? (
              <Text as="p">No invoices yet.</Text>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Invoice</th>
                    <th scope="col">Date</th>
                    <th scope="col">Total</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {s.invoices.map((invoice) => (
                    <tr key={invoice.id}>
                      <td>{invoice.number}</td>
                      <td>{format.timestampDate(invoice.created_at)}</td>
                      <td>{format.currency(invoice.total_minor, invoice.currency)}</td>
                      <td>{invoice.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </ReadState>
      <h3>Plans</h3>
      <ReadState read={products} what="the plans">
        {(list) => (
          <ul>
            {list.map((product) => (
              <li key={product.plan}>
                <Text weight="semibold">{product.name}</Text> — {product.description}{' '}
                {product.prices.map((price) => (
                  <Button
                    key={price.price_code}
                    onClick={() =>
                      void run(() => checkout(price.price_code as PriceCode, quantity))
                    }
                  >
                    {`Choose ${plans[product.plan].name} ${price.billing_period} (${format.currency(price.unit_amount_minor, price.currency)} a seat)`}
                  </Button>
                ))}
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </section>
  );
}
