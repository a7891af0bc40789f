import { afterAll, beforeEach, expect } from 'vitest';
import { startEventLoopWatchdog } from './event-loop-watchdog';

// Every project's first setup file: a test file that blocks its event loop fails on its own
// instead of stalling the run (see event-loop-watchdog.ts).
const watchdog = startEventLoopWatchdog(expect.getState().testPath ?? 'a test file');
beforeEach(() => watchdog.running(expect.getState().currentTestName ?? ''));
afterAll(() => watchdog.stop());
