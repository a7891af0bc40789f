// Zod-free on purpose.

/** Paths relative to /api/v1/. */
export const userRolesPaths = {
  /** `POST` with paging and search in the body. */
  list: () => 'get-users-with-roles/',
  /** `PATCH {user_id, role}`. */
  update: () => 'update-role-for-user/',
  /** `PATCH {user_id, is_active}`: deactivates, or reactivates with `is_active: true`. */
  deactivate: () => 'deactivate-user/',
};
