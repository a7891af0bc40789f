import { beforeAll, describe } from 'vitest';
import {
  callMatrix,
  itCoversTheArea,
  itRefusesWritingNothing,
  itSucceedsInOrder,
} from '@tests/support/call-matrix';
import { useTestServer } from '@tests/support/test-server';
import { emailCalls } from './email-calls';
import { documentCalls, fileCalls } from './file-calls';
import { makeCommsFixture, type CommsFixture } from './fixture';
import { postEventCalls } from './post-event-calls';
import { threadCalls } from './thread-calls';

/** The 51 comms calls and the 6 document store calls of the catalogue. */
const calls = [...threadCalls, ...emailCalls, ...postEventCalls, ...fileCalls, ...documentCalls];

/** The first segment of every path of the catalogue's comms and integrations calls. */
const prefixes = [
  'threads',
  'image-preview',
  'engagement-email',
  'email-templates',
  'yammer-post',
  'outlook-event',
  'suggested-time-slots',
  'allocated-time-results',
  'comms-files',
  'training-materials',
  'custom-tools',
  'get-sites-for-user',
  'get-drive-items-in-document-library',
  'get-drive-items-from-folder',
  'search-sharepoint-drive-items',
  'get-sharepoint-drive-item-web-url',
  'download-sharepoint-drive-item',
];

/**
 * Routes under those paths the catalogue does not name: each kind of file is read like the
 * others, and the local Viva Engage's community view (`post-reactions.test`).
 */
const beyondTheCatalogue = [
  'GET training-materials/',
  'GET training-materials/{id}/',
  'GET custom-tools/{id}/',
  'GET yammer-post/community-feed/',
  'POST yammer-post/community-feed/{id}/like/',
  'POST yammer-post/community-feed/{id}/reply/',
];

/**
 * Every comms and document store call of the catalogue, each with a valid request: it succeeds
 * for the one who may send it, is refused to someone who may not (a change manager off the
 * project's team, an employee, or an employee the project does not target), writing nothing,
 * and answers 400 naming the field when malformed. One database, one app, one set of rows.
 */
describe('comms and integrations call matrix', () => {
  const server = useTestServer();
  let f: CommsFixture;
  const matrix = callMatrix(server, calls, () => f);
  beforeAll(async () => {
    f = await makeCommsFixture(server);
  });

  itCoversTheArea(
    server,
    'comms and document store',
    calls,
    57,
    ({ method, path }) =>
      prefixes.includes(path.split('/')[0] ?? '') &&
      !beyondTheCatalogue.includes(`${method} ${path}`),
  );
  itRefusesWritingNothing(matrix, () => f.org.id);
  itSucceedsInOrder(matrix);
});
