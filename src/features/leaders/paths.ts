/** The leaders area's routes; the app's route table takes them from here. */
export const leaderPaths = {
  /** A leader's own tasks, key messages and scores (also the Teams tab). */
  myTasks: { pattern: '/my-leader-tasks', href: () => '/my-leader-tasks' },
} as const;
