import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { CommsItemKind } from '@contract/comms/deliveries';
import type { DeliveryCounts, DeliverySummary } from '@contract/comms/deliveries.schema';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ReadState } from '@/components/read-state';
import { useReturnFocus } from '@/components/use-return-focus';
import { downloadDeliveries } from '../api';
import { useDeliverySummary } from '../hooks';
import { saveDownload } from '../save-download';

type Row = DeliveryCounts & { key: string; name: string };

const figures: { id: keyof DeliveryCounts; header: string }[] = [
  { id: 'sent', header: 'Sent' },
  { id: 'delivered', header: 'Delivered' },
  { id: 'opened', header: 'Opened' },
  { id: 'acted', header: 'Acted' },
  { id: 'failed', header: 'Failed' },
];

const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Group', cell: (r) => r.name },
  ...figures.map(({ id, header }) => ({ id, header, cell: (r: Row) => r[id] })),
];

/** Each group's figures, then the total: the groups add up to it, one row per person reached. */
function rowsOf(summary: DeliverySummary): Row[] {
  return [
    ...summary.by_group.map((g) => ({
      ...g,
      key: `group-${g.group ?? 'people'}`,
      name: g.group_name,
    })),
    { ...summary, key: 'total', name: 'Everyone' },
  ];
}

function Figures({ kind, id, title }: { kind: CommsItemKind; id: number; title: string }) {
  const read = useDeliverySummary(kind, id);
  return (
    <ReadState
      read={read}
      what="the delivery figures"
      isEmpty={(s) => s.sent === 0}
      empty={{ title: 'Not sent to anyone yet', message: 'Figures appear once it goes out.' }}
    >
      {(summary) => (
        <DataTable
          caption={`Delivery of “${title}” by group`}
          size="small"
          rows={rowsOf(summary)}
          columns={columns}
          rowId={(r) => r.key}
        />
      )}
    </ReadState>
  );
}

/** The delivery dialog, in its own chunk: it loads when someone opens it (DESIGN.md §8). */
export function DeliveryDetailsDialog({
  kind,
  id,
  title,
  onClose,
}: {
  kind: CommsItemKind;
  id: number;
  title: string;
  onClose: () => void;
}) {
  useReturnFocus();
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Delivery of “{title}”</DialogTitle>
          <DialogContent>
            <Figures kind={kind} id={id} title={title} />
          </DialogContent>
          <DialogActions>
            <Button
              icon={<ArrowDownloadRegular />}
              onClick={() => void downloadDeliveries(kind, id).then(saveDownload)}
            >
              Export CSV
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">Close</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
