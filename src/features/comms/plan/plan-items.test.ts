import { describe, expect, it } from 'vitest';
import { emailRecord } from '@tests/msw/handlers/comms-emails';
import { threadRecord } from '@tests/msw/handlers/comms-threads';
import { byDay, planItems } from './plan-items';

describe('the communications plan', () => {
  it('puts every kind on one timeline, dated first, undated drafts last, marked by status', () => {
    const items = planItems({
      threads: [
        threadRecord({ id: 1, title: 'Sent', sent_at: '2030-03-02T12:00:00.000Z' }),
        threadRecord({
          id: 2,
          title: 'Later',
          status: 'SCHEDULED',
          sent_at: null,
          send_date: '2030-03-05T12:00:00.000Z',
        }),
      ],
      emails: [
        emailRecord({ id: 3, subject: 'Undated draft' }),
        emailRecord({
          id: 4,
          subject: 'Local',
          status: 'SCHEDULED',
          send_local: '2030-03-01T09:00',
        }),
      ],
      posts: [],
      events: [],
      files: [],
    });
    expect(items.map((i) => [i.title, i.kind, i.status])).toEqual([
      ['Local', 'Email', 'SCHEDULED'],
      ['Sent', 'Announcement', 'SENT'],
      ['Later', 'Announcement', 'SCHEDULED'],
      ['Undated draft', 'Email', 'DRAFT'],
    ]);
    expect(items[0]?.atNote).toBe("each recipient's local time");
    const days = byDay(items);
    expect(days.map(([day, list]) => [day, list.length])).toEqual([
      ['2030-03-01', 1],
      ['2030-03-02', 1],
      ['2030-03-05', 1],
      [null, 1],
    ]);
  });
});
