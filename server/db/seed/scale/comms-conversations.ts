import type { ScaleContext, ScalePart } from './context';
import { coprimeStride } from './spread';

/**
 * The conversation under what was announced: on every sent announcement, zero to eight replies
 * by people of the organisation over the days after it went out, and up to forty likes, each
 * person once. Generated in PostgreSQL from the announcements the comms part wrote (a fixed
 * spread per announcement), so the seed ships no rows and stays the same from run to run.
 */
export const commsConversationsPart: ScalePart = {
  name: 'comms: announcement replies and likes',
  async run(ctx: ScaleContext) {
    const people = ctx.need('people');
    const stride = coprimeStride(people.length, 104_729);
    const messages = await ctx.client.query(
      `INSERT INTO comms_thread_messages (organisation_id, thread_id, author_id, body, created_at)
       SELECT t.organisation_id, t.id,
              ($2::int[])[1 + ((t.id::bigint * 7919 + k * $3::bigint) % cardinality($2::int[]))],
              (ARRAY['Thanks, this is clear.', 'Where do I find the training dates?',
                     'Does this apply to the night shift too?', 'Our team is ready.',
                     'Could we have the slides from the briefing?'])[1 + (t.id + k) % 5],
              t.sent_at + make_interval(hours => (1 + k * 7 + t.id % 5)::int)
         FROM comms_threads t
        CROSS JOIN LATERAL generate_series(0, (t.id * 37) % 9 - 1) AS k
        WHERE t.organisation_id = $1 AND t.sent_at IS NOT NULL
        ORDER BY t.id, k`,
      [ctx.organisationId, people, stride],
    );
    // Distinct people per announcement: a stride prime to the number of people never repeats.
    const likes = await ctx.client.query(
      `INSERT INTO comms_thread_likes (organisation_id, thread_id, user_id, created_at)
       SELECT t.organisation_id, t.id,
              ($2::int[])[1 + ((t.id::bigint * 31 + k * $3::bigint) % cardinality($2::int[]))],
              t.sent_at + make_interval(mins => (5 + k * 11)::int)
         FROM comms_threads t
        CROSS JOIN LATERAL generate_series(0, least((t.id * 53) % 41, cardinality($2::int[])) - 1) AS k
        WHERE t.organisation_id = $1 AND t.sent_at IS NOT NULL
        ORDER BY t.id, k`,
      [ctx.organisationId, people, stride],
    );
    return `${messages.rowCount} replies, ${likes.rowCount} likes`;
  },
};
