export interface IcsEvent {
  uid: string;
  subject: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  organiser: { name: string; address: string };
  attendees: { name: string; address: string }[];
  /** Bumped on every update so calendars replace the earlier copy. */
  sequence: number;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const text = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 folds content lines longer than 75 octets. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ' ' + rest.slice(cut);
  }
  out.push(rest);
  return out.join('\r\n');
}

/** A calendar invitation (`METHOD:REQUEST`) any mail client can add to its calendar. */
export function icsInvitation(e: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Changecraft//Outlook events//EN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(e.start)}`,
    `DTEND:${stamp(e.end)}`,
    `SUMMARY:${text(e.subject)}`,
    `DESCRIPTION:${text(e.description)}`,
    `LOCATION:${text(e.location)}`,
    `ORGANIZER;CN=${text(e.organiser.name)}:mailto:${e.organiser.address}`,
    ...e.attendees.map(
      (a) => `ATTENDEE;CN=${text(a.name)};ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:${a.address}`,
    ),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The RFC 5545 helpers, for other calendars the product serves (a subscription feed). */
export { fold as icsFold, stamp as icsStamp, text as icsText };
