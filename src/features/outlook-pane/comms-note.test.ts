import { describe, expect, it } from 'vitest';
import { commsNote, excerpt } from './comms-note';

const email = {
  subject: 'Ward 7 go-live: night shift questions',
  from: 'Sam Ward <sam@example.test>',
  receivedAt: '2026-03-02T09:30:00.000Z',
  body: 'Hello,\r\n\r\n\r\n\r\nWho do we call at night?   \r\nThanks, Sam',
};

describe('commsNote', () => {
  it('titles the note with the email’s subject, then who, when, which project and the body', () => {
    expect(commsNote(email, 'EPR rollout', () => '2 Mar 2026, 09:30')).toBe(
      [
        'Ward 7 go-live: night shift questions',
        '',
        'From: Sam Ward <sam@example.test>',
        'Sent: 2 Mar 2026, 09:30',
        'Project: EPR rollout',
        '',
        'Hello,',
        '',
        'Who do we call at night?',
        'Thanks, Sam',
        '',
        'Shared from Outlook with Changecraft.',
      ].join('\n'),
    );
  });

  it('says so when the email has no subject, and leaves out what Outlook did not give', () => {
    const note = commsNote(
      { subject: '', from: null, receivedAt: null, body: '' },
      'EPR rollout',
      () => 'never',
    );
    expect(note).toBe(
      [
        '(no subject)',
        '',
        'Project: EPR rollout',
        '',
        'Shared from Outlook with Changecraft.',
      ].join('\n'),
    );
  });
});

describe('excerpt', () => {
  it('keeps a short body whole', () => {
    expect(excerpt('Short and sweet.', 100)).toBe('Short and sweet.');
  });

  it('cuts a long body at a word, with an ellipsis', () => {
    const body = 'word '.repeat(60);
    const cut = excerpt(body, 100);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('cuts a body without spaces where it must', () => {
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
