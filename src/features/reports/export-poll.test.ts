import { describe, expect, it } from 'vitest';
import type { ExportStatus } from '@contract/reports/portfolio.schema';
import { exportPollMs } from './hooks';

const status = (over: Partial<ExportStatus>): ExportStatus => ({
  status: 'none',
  export_id: null,
  project: null,
  is_originator: false,
  file_name: null,
  error: null,
  ...over,
});

describe('the PowerPoint export status poll', () => {
  it('asks every 10 s while nothing is pending or a deck builds', () => {
    expect(exportPollMs(undefined)).toBe(10_000);
    expect(exportPollMs(status({}))).toBe(10_000);
    expect(exportPollMs(status({ status: 'building', export_id: 4, is_originator: true }))).toBe(
      10_000,
    );
    expect(exportPollMs(status({ status: 'failed', export_id: 4, is_originator: true }))).toBe(
      10_000,
    );
  });

  it('asks every 2 s once the caller’s own deck is ready, not someone else’s', () => {
    expect(exportPollMs(status({ status: 'ready', export_id: 4, is_originator: true }))).toBe(
      2_000,
    );
    expect(exportPollMs(status({ status: 'ready', export_id: 4, is_originator: false }))).toBe(
      10_000,
    );
  });
});
