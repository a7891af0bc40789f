import { communityHandlers, type CommsCommunityData } from './comms-community';
import { commsFileHandlers, type CommsFileData } from './comms-files';
import { emailHandlers, groupRecord, templateRecord, type CommsEmailData } from './comms-emails';
import { postEventHandlers, type CommsPostEventData } from './comms-posts-events';
import { threadHandlers, type CommsThreadData } from './comms-threads';

/** Communications as a component test's fake server holds them; tests may change them. */
export interface CommsData
  extends CommsFileData, CommsEmailData, CommsThreadData, CommsPostEventData, CommsCommunityData {}

export function commsData(overrides: Partial<CommsData> = {}): CommsData {
  return {
    templates: [templateRecord()],
    groups: [groupRecord(), groupRecord({ id: 5, name: 'Pharmacy' })],
    emails: [],
    threads: [],
    posts: [],
    events: [],
    community: [],
    files: [],
    downloads: [],
    documents: [],
    failed: [],
    summaries: {},
    messages: {},
    writes: [],
    ...overrides,
  };
}

/** The communications API over `data`: reads answer from it, writes are recorded and applied. */
export function commsHandlers(data: CommsData = commsData()) {
  return [
    ...emailHandlers(data),
    ...postEventHandlers(data),
    ...communityHandlers(data),
    ...commsFileHandlers(data),
    ...threadHandlers(data),
  ];
}
