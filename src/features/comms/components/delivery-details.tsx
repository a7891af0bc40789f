import { Button } from '@fluentui/react-components';
import { DataFunnelRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { CommsItemKind } from '@contract/comms/deliveries';
import { lazyPart } from '@/components/lazy-part';

// The dialog (a table, Fluent's dialog and its motion) loads when first opened: the button sits
// on lists Home shows, where nobody may ever open it.
const DeliveryDetailsDialog = lazyPart(
  'delivery-details',
  () => import('./delivery-details-dialog').then((m) => m.DeliveryDetailsDialog),
  null,
);

/**
 * A communication's delivery by group (sent → delivered → opened → acted, and failures), with
 * the figures per person as CSV; read only when opened.
 */
export function DeliveryDetails({
  kind,
  id,
  title,
}: {
  kind: CommsItemKind;
  id: number;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        icon={<DataFunnelRegular />}
        aria-label={`Delivery of ${title}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {kind === 'YAMMER_POST' ? 'By community' : 'By group'}
      </Button>
      {open ? (
        <DeliveryDetailsDialog kind={kind} id={id} title={title} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
