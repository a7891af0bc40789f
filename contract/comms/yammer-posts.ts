import { fillPath } from '../shared/path-pattern';

/**
 * The app's own community view of the local Viva Engage (no Microsoft 365 connected): the posts
 * of a project in the communities the viewer belongs to, where they like and reply. A delivery
 * row (one community a post went to) is what is liked or answered.
 */
export const communityFeedPatterns = {
  list: 'yammer-post/community-feed/',
  like: 'yammer-post/community-feed/:id/like/',
  reply: 'yammer-post/community-feed/:id/reply/',
} as const;

export const communityFeedPaths = {
  list: (project: number) => `${communityFeedPatterns.list}?project=${project}`,
  like: (id: number) => fillPath(communityFeedPatterns.like, { id }),
  reply: (id: number) => fillPath(communityFeedPatterns.reply, { id }),
} as const;

/** Longest reply the community view takes. */
export const communityReplyMaxLength = 2000;

export const yammerPostPaths = {
  list: (project: number) => `yammer-post/?project=${project}`,
  detail: (id: number) => `yammer-post/${id}/`,
  create: 'yammer-post/',
  communities: 'yammer-post/get_yammer_communities/',
  image: (id: number) => `image-preview/?itemId=${id}&itemType=yammer_post`,
} as const;
