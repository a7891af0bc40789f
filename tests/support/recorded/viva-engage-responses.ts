/**
 * Viva Engage REST API answers in their documented shapes (learn.microsoft.com/rest/api/yammer:
 * `messages/in_thread/{thread_id}.json`, `users/{id}.json`), as the Viva Engage adapter reads
 * them back. The thread is a post (1191513329) with two likes and two replies, one page at a
 * time (20 messages a page; `older_available` says another page remains).
 */
export const recordedVivaEngage = {
  // GET /api/v1/messages/in_thread/1191513329.json (newest first)
  threadNewest: {
    messages: [
      {
        id: 1191600012,
        sender_id: 1555002,
        sender_type: 'user',
        replied_to_id: 1191513329,
        created_at: '2030/01/07 10:42:05 +0000',
        network_id: 99001,
        group_id: 4520423424,
        thread_id: 1191513329,
        privacy: 'public',
        body: { parsed: 'Is parking included?', plain: 'Is parking included?' },
        liked_by: { count: 0, names: [] },
      },
      {
        id: 1191559001,
        sender_id: 1555001,
        sender_type: 'user',
        replied_to_id: 1191513329,
        created_at: '2030/01/07 09:15:30 +0000',
        network_id: 99001,
        group_id: 4520423424,
        thread_id: 1191513329,
        privacy: 'public',
        body: { parsed: 'Does it cover nights?', plain: 'Does it cover nights?' },
        liked_by: {
          count: 1,
          names: [
            {
              permalink: 'maya.fields',
              full_name: 'Maya Fields',
              user_id: 1555000,
              network_id: 99001,
            },
          ],
        },
      },
    ],
    references: [
      {
        type: 'user',
        id: 1555001,
        full_name: 'Nia Nurse',
        email: 'Nia.Nurse@contoso.com',
        web_url: 'https://www.yammer.com/contoso.com/users/1555001',
      },
      {
        type: 'user',
        id: 1555002,
        full_name: 'Pat Porter',
        email: 'pat.porter@contoso.com',
        web_url: 'https://www.yammer.com/contoso.com/users/1555002',
      },
      { type: 'group', id: 4520423424, full_name: 'Change champions' },
    ],
    meta: { older_available: true },
  },
  // GET /api/v1/messages/in_thread/1191513329.json?older_than=1191559001
  threadOldest: {
    messages: [
      {
        id: 1191513329,
        sender_id: 1555000,
        sender_type: 'user',
        replied_to_id: null,
        created_at: '2030/01/07 08:00:00 +0000',
        network_id: 99001,
        group_id: 4520423424,
        thread_id: 1191513329,
        privacy: 'public',
        body: { parsed: 'We go live Monday', plain: 'We go live Monday' },
        liked_by: {
          count: 2,
          names: [
            {
              permalink: 'nia.nurse',
              full_name: 'Nia Nurse',
              user_id: 1555001,
              network_id: 99001,
            },
            {
              permalink: 'sam.shaw',
              full_name: 'Sam Shaw',
              user_id: 1555003,
              network_id: 99001,
            },
          ],
        },
      },
    ],
    references: [{ type: 'user', id: 1555000, full_name: 'Maya Fields' }],
    meta: { older_available: false },
  },
  // GET /api/v1/users/1555003.json (a liker no reference gives an address for)
  user: {
    type: 'user',
    id: 1555003,
    full_name: 'Sam Shaw',
    email: 'sam.shaw@contoso.com',
    state: 'active',
  },
};
