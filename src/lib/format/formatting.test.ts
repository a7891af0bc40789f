import { describe, expect, it } from 'vitest';
import { formatSettingsFor, formatterFor } from '@contract/shared/formatting';

const london = formatterFor({ locale: 'en-GB', timeZone: 'Europe/London' });

describe('the one formatter', () => {
  it('writes calendar dates the same way everywhere, whatever the zone', () => {
    expect(london.date('2026-11-28')).toBe('28 Nov 2026');
    expect(
      formatterFor({ locale: 'en-GB', timeZone: 'Pacific/Kiritimati' }).date('2026-11-28'),
    ).toBe('28 Nov 2026');
    expect(formatterFor({ locale: 'en-US', timeZone: 'Europe/London' }).date('2026-11-28')).toBe(
      'Nov 28, 2026',
    );
    expect(london.dayAndMonth('2026-03-03')).toEqual({ day: '3', month: 'Mar' });
    expect(london.month('2026-03-03')).toBe('March 2026');
    expect(london.dateRange('2026-03-03', null)).toBe('From 3 Mar 2026');
    expect(london.dateRange(null, null)).toBe('No dates yet');
  });

  it('shows instants in the reader’s zone', () => {
    const lateEvening = '2026-11-28T23:30:00Z';
    expect(london.timestamp(lateEvening)).toBe('28 Nov 2026, 23:30');
    const tokyo = formatterFor({ locale: 'en-GB', timeZone: 'Asia/Tokyo' });
    expect(tokyo.timestamp(lateEvening)).toBe('29 Nov 2026, 08:30');
    expect(tokyo.timestampDate(lateEvening)).toBe('29 Nov 2026');
    expect(tokyo.time(lateEvening)).toBe('08:30');
    expect(formatterFor({ locale: 'en-US', timeZone: 'UTC' }).time(lateEvening)).toMatch(
      /^11:30\sPM$/,
    );
  });

  it('says relative days in words', () => {
    expect(london.relativeDays('2026-12-19', '2026-11-28')).toBe('in 21 days');
    expect(london.relativeDays('2026-11-29', '2026-11-28')).toBe('tomorrow');
    expect(london.relativeDays('2026-11-28', '2026-11-28')).toBe('today');
    expect(london.relativeDays('2026-11-25', '2026-11-28')).toBe('3 days ago');
  });

  it('counts with the language’s plural rules and the locale’s digits', () => {
    const people = { one: 'person', other: 'people' };
    expect(london.count(1, people)).toBe('1 person');
    expect(london.count(0, people)).toBe('0 people');
    expect(london.count(2400, people)).toBe('2,400 people');
    expect(formatterFor({ locale: 'en-IN', timeZone: 'UTC' }).count(240000, people)).toBe(
      '2,40,000 people',
    );
    expect(london.currency(1250, 'GBP')).toBe('£12.50');
  });

  it('lets a person’s settings override the organisation’s, field by field', () => {
    const organisation = { locale: 'en-GB', time_zone: 'Europe/London' };
    expect(formatSettingsFor(organisation, { locale: null, time_zone: 'Asia/Tokyo' })).toEqual({
      locale: 'en-GB',
      timeZone: 'Asia/Tokyo',
    });
    expect(formatSettingsFor(organisation, { locale: 'en-US', time_zone: null })).toEqual({
      locale: 'en-US',
      timeZone: 'Europe/London',
    });
  });

  it('survives a zone Intl does not know', () => {
    expect(
      formatterFor({ locale: 'en-GB', timeZone: 'Mars/Olympus' }).timestamp('2026-11-28T12:00:00Z'),
    ).toBe('28 Nov 2026, 12:00');
  });
});
