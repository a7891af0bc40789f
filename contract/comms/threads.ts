/** Feedback kinds (SPEC 4): a thread is feedback, an issue, or an announcement. */
export const feedbackKinds = ['FEEDBACK', 'ISSUE', 'ANNOUNCEMENT'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];

export const feedbackKindLabels: Record<FeedbackKind, string> = {
  FEEDBACK: 'Feedback',
  ISSUE: 'Issue',
  ANNOUNCEMENT: 'Announcement',
};

/** Draft, waiting for its send date, or sent. */
export const threadStatuses = ['DRAFT', 'SCHEDULED', 'SENT'] as const;
export type ThreadStatus = (typeof threadStatuses)[number];

export const receiverKinds = ['group', 'person'] as const;
export type ReceiverKind = (typeof receiverKinds)[number];

const query = (params: Record<string, string | number | boolean | undefined>) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined);
  return entries.length
    ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`
    : '';
};

/** The most threads one list answers (a project's feed; Home asks for a few). */
export const THREAD_LIST_MAX = 500;
/** Announcements Home shows: the newest sent, before "open in its project". */
export const HOME_ANNOUNCEMENTS = 3;

export const threadsPaths = {
  list: (
    filters: {
      project?: number;
      isInTeams?: boolean;
      announcementsOnly?: boolean;
      sentOnly?: boolean;
      limit?: number;
    } = {},
  ) => `threads/${query(filters)}`,
  /** Home's latest announcements: the few newest sent, not the whole feed. */
  homeAnnouncements: () =>
    `threads/${query({ announcementsOnly: true, sentOnly: true, limit: HOME_ANNOUNCEMENTS })}`,
  detail: (id: number) => `threads/${id}/`,
  create: (options: { isSend?: boolean; onBehalf?: boolean } = {}) =>
    `threads/${query({ isSend: options.isSend, on_behalf: options.onBehalf })}`,
  update: (id: number, isSend?: boolean) => `threads/${id}/${query({ isSend })}`,
  createAnnouncement: (isSend: boolean, uploadImage: boolean) =>
    `threads/create_announcement/${query({ isSend, uploadImage })}`,
  updateAnnouncement: (id: number, isSend: boolean, uploadImage: boolean) =>
    `threads/${id}/update_announcement/${query({ isSend, uploadImage })}`,
  removeImage: (id: number) => `threads/${id}/remove_image/`,
  addMessage: (id: number) => `threads/${id}/add_message/`,
  toggleLike: (id: number) => `threads/${id}/toggle_like/`,
  image: (id: number) => `image-preview/?itemId=${id}&itemType=announcement`,
} as const;

/** Tags allowed in announcement, email and template rich text (the editor's own set). */
export const commsAllowedTags = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'hr',
] as const;
