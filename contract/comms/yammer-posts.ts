export const yammerPostPaths = {
  list: (project: number) => `yammer-post/?project=${project}`,
  detail: (id: number) => `yammer-post/${id}/`,
  create: 'yammer-post/',
  communities: 'yammer-post/get_yammer_communities/',
  image: (id: number) => `image-preview/?itemId=${id}&itemType=yammer_post`,
} as const;
