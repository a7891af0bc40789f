/**
 * Who liked or replied to a post: the same answer from Viva Engage (its REST API) and from the
 * local default (the in-app community view), so the delivery figures read both alike.
 */
export interface PostReaction {
  /** The person's email address, lower case: how the product knows them. */
  address: string;
  name: string;
  liked: boolean;
  replied: boolean;
  /** When they first acted, where the source says (Viva Engage dates replies, not likes). */
  at: Date | null;
}

/**
 * One page of `GET /api/v1/messages/in_thread/{thread_id}.json`: the thread's messages (the
 * starter, whose id is the thread's, and its replies) with `liked_by` on each, the users they
 * name in `references`, and `meta.older_available` when older messages remain.
 */
export interface VivaEngageThreadPage {
  messages: {
    id: number | string;
    thread_id: number | string;
    sender_id: number | string;
    sender_type?: string;
    created_at: string;
    liked_by?: { count: number; names: { user_id: number | string; full_name: string }[] };
  }[];
  references?: { type: string; id: number | string; full_name?: string; email?: string }[];
  meta?: { older_available?: boolean };
}

/** Viva Engage writes times as `2030/01/07 10:15:00 +0000`. */
export function vivaEngageTime(value: string): Date | null {
  const m = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(value);
  const date = new Date(m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}${m[5]}:${m[6]}` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The people who liked the post (the thread's starter) or replied in its thread, one entry each.
 * `emailOf` names a user the pages' references do not give an address for (null: unknown, left
 * out, since the product cannot tell who they are).
 */
export async function reactionsFromThread(
  threadId: string,
  pages: readonly VivaEngageThreadPage[],
  emailOf: (userId: string) => Promise<string | null>,
): Promise<PostReaction[]> {
  const users = new Map<string, { name: string; email: string | null }>();
  for (const page of pages) {
    for (const ref of page.references ?? []) {
      if (ref.type === 'user') {
        users.set(String(ref.id), { name: ref.full_name ?? '', email: ref.email ?? null });
      }
    }
  }
  const byUser = new Map<
    string,
    { liked: boolean; replied: boolean; at: Date | null; name: string }
  >();
  const touch = (userId: string, name: string) => {
    const seen = byUser.get(userId) ?? { liked: false, replied: false, at: null, name };
    byUser.set(userId, seen);
    return seen;
  };
  for (const message of pages.flatMap((p) => p.messages)) {
    if (String(message.id) === threadId) {
      for (const liker of message.liked_by?.names ?? []) {
        touch(String(liker.user_id), liker.full_name).liked = true;
      }
    } else if ((message.sender_type ?? 'user') === 'user') {
      const userId = String(message.sender_id);
      const entry = touch(userId, users.get(userId)?.name ?? '');
      entry.replied = true;
      const at = vivaEngageTime(message.created_at);
      if (at && (!entry.at || at < entry.at)) entry.at = at;
    }
  }
  const reactions: PostReaction[] = [];
  for (const [userId, entry] of byUser) {
    const email = users.get(userId)?.email ?? (await emailOf(userId));
    if (!email) continue;
    reactions.push({
      address: email.toLowerCase(),
      name: entry.name || users.get(userId)?.name || email,
      liked: entry.liked,
      replied: entry.replied,
      at: entry.at,
    });
  }
  return reactions;
}
