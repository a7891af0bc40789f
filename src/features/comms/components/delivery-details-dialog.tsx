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

type Row = DeliveryCounts & {
  key: string;
  name: string;
  reach: number | null;
  acted_people: number | null;
};

const figures: { id: keyof DeliveryCounts; header: string }[] = [
  { id: 'sent', header: 'Sent' },
  { id: 'delivered', header: 'Delivered' },
  { id: 'opened', header: 'Opened' },
  { id: 'acted', header: 'Acted' },
  { id: 'failed', header: 'Failed' },
];

/**
 * The figures, per group or per community (a post goes to places, not people), and for a post
 * the people its communities hold and the people who liked or replied there.
 */
function columnsOf(
  kind: CommsItemKind,
  withReach: boolean,
  withPeopleActed: boolean,
): DataColumn<Row>[] {
  return [
    {
      id: 'name',
      header: kind === 'YAMMER_POST' ? 'Community' : 'Group',
      cell: (r) => r.name,
    },
    ...figures.map(({ id, header }) => ({ id, header, cell: (r: Row) => r[id] })),
    ...(withReach ? [{ id: 'reach', header: 'Reach', cell: (r: Row) => r.reach ?? '' }] : []),
    ...(withPeopleActed
      ? [
          {
            id: 'acted_people',
            header: 'People who liked or replied',
            cell: (r: Row) => r.acted_people ?? '',
          },
        ]
      : []),
  ];
}

/**
 * Each group's (or community's) figures, then the total: they add up to it, one row per person
 * reached (or community posted to).
 */
function rowsOf(summary: DeliverySummary): Row[] {
  return [
    ...summary.by_group.map((g) => ({
      ...g,
      key: `group-${g.group ?? g.group_name}`,
      name: g.group_name,
    })),
    { ...summary, key: 'total', name: summary.item_kind === 'YAMMER_POST' ? 'All' : 'Everyone' },
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
          caption={`Delivery of “${title}” by ${kind === 'YAMMER_POST' ? 'community' : 'group'}`}
          size="small"
          rows={rowsOf(summary)}
          columns={columnsOf(kind, summary.reach !== null, summary.acted_people !== null)}
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
