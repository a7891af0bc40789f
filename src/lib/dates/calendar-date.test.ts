import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, todayIn } from './calendar-date';

describe('calendar dates', () => {
  it('knows today in the organisation’s time zone, not the browser’s', () => {
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(todayIn('Europe/London', lateEvening)).toBe('2026-03-01');
    expect(todayIn('Asia/Tokyo', lateEvening)).toBe('2026-03-02');
    expect(todayIn('America/Chicago', lateEvening)).toBe('2026-03-01');
  });

  it('moves by days and months across month and year ends', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-01');
    expect(daysBetween('2026-03-01', '2026-02-25')).toBe(-4);
  });
});
