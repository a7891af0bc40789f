import { runHarness } from '../../../tests/support/harness/run-harness';

// Every route of /api/v1/schema/, split over three files so that they run in parallel.
await runHarness({ shard: 2, of: 3 });
