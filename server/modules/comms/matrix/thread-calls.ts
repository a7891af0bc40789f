import {
  bad,
  badField,
  badId,
  get,
  receiverCall,
  refused,
  send,
  teamCall,
  type Call,
} from './build';
import { image, type CommsFixture } from './fixture';

const toGroup = (f: CommsFixture) => [{ type: 'group', id: f.group }];
const onlyTheirs = {
  as: (f: CommsFixture) => f.stranger,
  empty: 'an employee reads only what was sent to them or what they wrote',
};
const addMessage = send(
  'PATCH',
  (f) => `threads/${f.announcement}/add_message/`,
  () => ({ body: 'Does it cover nights?' }),
);

/** Announcements and other threads: the feed, one thread, writing, replies and likes. */
export const threadCalls: Call[] = [
  receiverCall(
    'GET threads/',
    get(() => 'threads/'),
    onlyTheirs,
    bad(
      'isInTeams',
      get(() => 'threads/?isInTeams=maybe'),
    ),
  ),
  receiverCall(
    'GET threads/?project&isInTeams&announcementsOnly',
    get((f) => `threads/?project=${f.project}&isInTeams=true&announcementsOnly=true`),
    onlyTheirs,
    bad(
      'project',
      get(() => 'threads/?project=abc&announcementsOnly=true'),
    ),
  ),
  receiverCall(
    'GET threads/{id}/',
    get((f) => `threads/${f.announcement}/`),
    refused.stranger,
    badId((id) => `threads/${id}/`),
  ),
  receiverCall(
    'GET image-preview/?itemId&itemType',
    get((f) => `image-preview/?itemId=${f.announcement}&itemType=announcement`),
    refused.stranger,
    bad(
      'itemId',
      get(() => 'image-preview/?itemId=abc&itemType=announcement'),
    ),
  ),
  teamCall(
    'POST threads/create_announcement/?isSend&uploadImage',
    send(
      'POST',
      () => 'threads/create_announcement/?isSend=false&uploadImage=true',
      (f) => ({ title: 'Canteen hours', project: f.project, receivers: toGroup(f) }),
      image('canteen.png'),
    ),
    201,
    ['title', ''],
  ),
  teamCall(
    'PATCH threads/{id}/update_announcement/?isSend&uploadImage',
    send(
      'PATCH',
      (f) => `threads/${f.draftAnnouncement}/update_announcement/?isSend=false&uploadImage=false`,
      (f) => ({ title: 'Parking changes, updated', project: f.project, receivers: toGroup(f) }),
    ),
    200,
    ['title', ''],
  ),
  teamCall(
    'POST threads/?isSend&on_behalf',
    send(
      'POST',
      () => 'threads/?isSend=false&on_behalf=true',
      (f) => ({ type: 'FEEDBACK', title: 'From the change team', project: f.project }),
    ),
    201,
    ['type', 'NOTICE'],
    // An employee may write feedback on a project they see, but not as the change team.
    refused.employee,
  ),
  teamCall(
    'PATCH threads/{id}/?isSend',
    send(
      'PATCH',
      (f) => `threads/${f.thread}/?isSend=false`,
      (f) => ({ type: 'FEEDBACK', title: 'Rota feedback, edited', project: f.project }),
    ),
    200,
    ['title', ''],
  ),
  teamCall(
    'PATCH threads/{id}/remove_image/',
    send('PATCH', (f) => `threads/${f.draftAnnouncement}/remove_image/`),
    200,
    badId((id) => `threads/${id}/remove_image/`, 'PATCH'),
  ),
  receiverCall(
    'PATCH threads/{id}/add_message/',
    addMessage,
    refused.stranger,
    badField(addMessage, 'body', ' '),
  ),
  receiverCall(
    'PATCH threads/{id}/toggle_like/',
    send('PATCH', (f) => `threads/${f.announcement}/toggle_like/`),
    refused.stranger,
    badId((id) => `threads/${id}/toggle_like/`, 'PATCH'),
  ),
  teamCall(
    'DELETE threads/{id}/',
    send('DELETE', (f) => `threads/${f.spareThread}/`),
    204,
    badId((id) => `threads/${id}/`, 'DELETE'),
  ),
];
