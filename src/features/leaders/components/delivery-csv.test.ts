import { describe, expect, it } from 'vitest';
import { deliveryCsv } from './delivery-csv';

describe('the delivery CSV', () => {
  it('has a line per cycle, group and kind, the totals, and defuses formulas', () => {
    const csv = deliveryCsv({
      rows: [
        {
          activation_cycle: 7,
          cycle_name: 'Wave 1, pilot',
          impacted_group: { id: 10, name: '=HYPERLINK("x")' },
          item_kind: 'NUDGE',
          sent: 9,
          delivered: 8,
          opened: 5,
          acted: 2,
        },
        {
          activation_cycle: 7,
          cycle_name: 'Wave 1, pilot',
          impacted_group: { id: 10, name: 'Ward staff' },
          item_kind: 'TASK',
          sent: 3,
          delivered: 3,
          opened: 3,
          acted: 1,
        },
      ],
      totals: { sent: 12, delivered: 11, opened: 8, acted: 3 },
    });
    expect(csv.split('\r\n')).toEqual([
      'Cycle,Impacted group,Kind,Sent,Delivered,Opened,Acted',
      '"Wave 1, pilot","\'=HYPERLINK(""x"")",Nudge,9,8,5,2',
      '"Wave 1, pilot",Ward staff,Task notification,3,3,3,1',
      'Total,,,12,11,8,3',
      '',
    ]);
  });
});
