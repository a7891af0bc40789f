import { toCsv } from '../../../../contract/shared/csv';

/** One person (or community) a communication reached, with each step's time. */
export interface DeliveryLine {
  name: string;
  email: string;
  /** The group's name, or '' when the send was to named people. */
  group: string;
  sent: Date;
  delivered: Date | null;
  opened: Date | null;
  acted: Date | null;
  failed: string | null;
  reach: number | null;
  actedPeople: number | null;
}

/** The deliveries export: a header, then one line per person or community reached. */
export function deliveryLinesCsv(lines: readonly DeliveryLine[]): string {
  return toCsv([
    [
      'name',
      'email',
      'group',
      'sent_at',
      'delivered_at',
      'opened_at',
      'acted_at',
      'failed_reason',
      'reach',
      'acted_people',
    ],
    ...lines.map((r) => [
      r.name,
      r.email,
      r.group,
      r.sent.toISOString(),
      r.delivered?.toISOString() ?? '',
      r.opened?.toISOString() ?? '',
      r.acted?.toISOString() ?? '',
      r.failed,
      r.reach,
      r.actedPeople,
    ]),
  ]);
}
