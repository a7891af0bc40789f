import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportPatterns } from '@contract/reports/portfolio';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { setApiHandlers, type ApiHandlers } from '@/lib/api-client/api-handlers';
import { postReadKey, startPortfolioReads, takeEarly } from './early-reads';

let handlers: { [K in keyof ApiHandlers]: ReturnType<typeof vi.fn<ApiHandlers[K]>> };
let restore: () => void;
/** Bodies the server received, by path. */
let received: Map<string, unknown[]>;
let failDashboard: boolean;

beforeEach(() => {
  handlers = {
    getAccessToken: vi.fn<ApiHandlers['getAccessToken']>(() => Promise.resolve('token-1')),
    onMissingToken: vi.fn<ApiHandlers['onMissingToken']>(),
    onSignInAgain: vi.fn<ApiHandlers['onSignInAgain']>(),
    onOffline: vi.fn<ApiHandlers['onOffline']>(),
    onErrorPage: vi.fn<ApiHandlers['onErrorPage']>(),
    onFailure: vi.fn<ApiHandlers['onFailure']>(),
  };
  restore = setApiHandlers(handlers);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  received = new Map();
  failDashboard = false;
  const note = (path: string, body: unknown) =>
    received.set(path, [...(received.get(path) ?? []), body]);
  server.use(
    http.get(apiPath(reportPatterns.filterOptions), () => {
      note(reportPatterns.filterOptions, null);
      return HttpResponse.json({ groups: [] });
    }),
    ...[
      reportPatterns.dashboard,
      reportPatterns.goLiveHeatmap,
      reportPatterns.activeCycleLoadHeatmap,
    ].map((path) =>
      http.post(apiPath(path), async ({ request }) => {
        note(path, await request.json());
        if (path === reportPatterns.dashboard && failDashboard)
          return HttpResponse.json({ detail: 'Down' }, { status: 503 });
        return HttpResponse.json({ from: path });
      }),
    ),
  );
});

afterEach(() => restore());

const dashboardKey = (search: string, by = 'week') =>
  postReadKey(reportPatterns.dashboard, {
    filters: { ...(search.includes('g1') ? { groups: ['g1'] } : {}), granularity: by },
  });

// Each test reads at its own moments, 15 s apart at least, as early reads outlive a test.
describe('early reads of the portfolio', () => {
  it("start the address's reads once, and the screen takes their answers", async () => {
    startPortfolioReads('?map=go_live&groups=g1', 1_000);
    startPortfolioReads('?map=go_live&groups=g1', 1_001);
    const read = vi.fn(() => Promise.resolve({ from: 'screen' }));
    await expect(takeEarly(dashboardKey('g1'), read, 1_002)).resolves.toEqual({
      from: reportPatterns.dashboard,
    });
    expect(read).not.toHaveBeenCalled();
    expect(received.get(reportPatterns.dashboard)).toEqual([
      { filters: { groups: ['g1'], granularity: 'week' } },
    ]);
    // The heatmap the address names, not the default one; the filters' choices too.
    expect(received.get(reportPatterns.goLiveHeatmap)).toHaveLength(1);
    expect(received.get(reportPatterns.activeCycleLoadHeatmap)).toBeUndefined();
    // The filter choices are a GET: the boot's GET reads start it, not this.
    expect(received.get(reportPatterns.filterOptions)).toBeUndefined();
    // Taken once: the screen's next read of the same key asks the server.
    await expect(takeEarly(dashboardKey('g1'), read, 1_003)).resolves.toEqual({
      from: 'screen',
    });
  });

  it('leave a failure to the screen’s own read, which shows it', async () => {
    failDashboard = true;
    startPortfolioReads('?by=month', 50_000);
    const read = vi.fn(() => Promise.resolve({ from: 'screen' }));
    await expect(takeEarly(dashboardKey('', 'month'), read, 50_001)).resolves.toEqual({
      from: 'screen',
    });
    expect(read).toHaveBeenCalledTimes(1);
    // The early read itself neither opened an error page nor told the user.
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
    expect(handlers.onFailure).not.toHaveBeenCalled();
  });

  it('are not taken by someone who signed in since they started', async () => {
    startPortfolioReads('?map=time', 150_000);
    restore();
    restore = setApiHandlers({ ...handlers, getAccessToken: () => Promise.resolve('token-2') });
    const read = vi.fn(() => Promise.resolve({ from: 'screen' }));
    await expect(takeEarly(dashboardKey(''), read, 150_001)).resolves.toEqual({ from: 'screen' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('are not started again for what the screen already asked, nor taken once stale', async () => {
    const read = vi.fn(() => Promise.resolve({ from: 'screen' }));
    const key = postReadKey(reportPatterns.dashboard, {
      filters: { statuses: ['Live'], granularity: 'week' },
    });
    await takeEarly(key, read, 300_000);
    startPortfolioReads('?statuses=Live', 300_001);
    await vi.waitFor(() =>
      expect(received.get(reportPatterns.activeCycleLoadHeatmap)).toHaveLength(1),
    );
    expect(received.get(reportPatterns.dashboard)).toBeUndefined();

    startPortfolioReads('?statuses=Live&by=month', 400_000);
    const monthly = postReadKey(reportPatterns.dashboard, {
      filters: { statuses: ['Live'], granularity: 'month' },
    });
    await takeEarly(monthly, read, 400_000 + 60_000);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
