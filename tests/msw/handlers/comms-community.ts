import { http, HttpResponse } from 'msw';
import { communityFeedPatterns } from '@contract/comms/yammer-posts';
import type { CommunityPost } from '@contract/comms/yammer-posts.schema';
import { apiPath } from '../api-path';
import { recorder, STAMP, type CommsWrites } from './comms-request';

/** The posts the viewer's communities hold in the app's local Viva Engage view. */
export interface CommsCommunityData extends CommsWrites {
  community: CommunityPost[];
}

export function communityPostRecord(overrides: Partial<CommunityPost> = {}): CommunityPost {
  return {
    id: 90,
    post: 70,
    subject: 'Rota questions',
    body: 'Ask us anything about the new rota.',
    community: 'All staff',
    posted_at: STAMP,
    likes: 0,
    liked: false,
    replies: [],
    ...overrides,
  };
}

/** The community view over `data`: likes and replies change the post they name. */
export function communityHandlers(data: CommsCommunityData) {
  const record = recorder(data);
  const change = (id: number, edit: (post: CommunityPost) => CommunityPost) => {
    const post = data.community.find((p) => p.id === id);
    if (!post) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    const changed = edit(post);
    data.community = data.community.map((p) => (p.id === id ? changed : p));
    return HttpResponse.json(changed);
  };
  return [
    http.get(apiPath(communityFeedPatterns.list), () => HttpResponse.json(data.community)),
    http.post(apiPath(communityFeedPatterns.like), async ({ request, params }) => {
      const { body } = await record(request);
      const liked = body.liked === true;
      return change(Number(params.id), (p) => ({
        ...p,
        liked,
        likes: p.likes + (liked === p.liked ? 0 : liked ? 1 : -1),
      }));
    }),
    http.post(apiPath(communityFeedPatterns.reply), async ({ request, params }) => {
      const { body } = await record(request);
      const text = String(body.body ?? '').trim();
      if (!text) return HttpResponse.json({ body: ['Write a reply.'] }, { status: 400 });
      return change(Number(params.id), (p) => ({
        ...p,
        replies: [...p.replies, { author: 'Ada Lovelace', body: text, at: STAMP, mine: true }],
      }));
    }),
  ];
}
