/**
 * The Outlook pane's own places. Its router keeps history in memory (office.js breaks the
 * History API), so these never show in an address bar; they only name the pane's four views.
 */
export const panePaths = {
  work: '/',
  announcements: '/announcements',
  shareEmail: '/share-email',
  leaderTasks: '/leader-tasks',
} as const;
