import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../../contract/shared/common.schema';
import { commsYammerPosts } from '../../../db/schema/comms';
import { attachmentDisposition } from '../../../integrations/files/upload-check';
import { notFound } from '../../../http-errors';
import { and, eq } from 'drizzle-orm';
import { findThread } from './queries';
import { requireCommsEditor } from '../shared/comms-access';
import { findCommsFile } from '../files/service';

const imagePreviewQuerySchema = z.object({
  itemId: idSchema,
  itemType: z.enum(
    ['announcement', 'thread', 'yammer_post', 'comms_file', 'training_material', 'custom_tool'],
    {
      error:
        'itemType is announcement, thread, yammer_post, comms_file, training_material or custom_tool.',
    },
  ),
});

/** The files whose images preview: each item type's kind. */
const fileKinds = {
  comms_file: 'COMMS_FILE',
  training_material: 'TRAINING_MATERIAL',
  custom_tool: 'CUSTOM_TOOL',
} as const;

/**
 * `GET image-preview/?itemId&itemType`: an announcement's or a Viva Engage post's image, or an
 * uploaded image file, inline (anything else has no preview).
 */
export const imagePreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/image-preview/',
    { schema: { tags: ['comms'], querystring: imagePreviewQuerySchema } },
    async (request, reply) => {
      const user = request.caller();
      const { itemId, itemType } = request.query;
      const image = await request.tenant(async (tx) => {
        if (itemType === 'yammer_post') {
          const [post] = await tx
            .select()
            .from(commsYammerPosts)
            .where(and(eq(commsYammerPosts.id, itemId)))
            .limit(1);
          if (!post) throw notFound();
          await requireCommsEditor(tx, user, post.projectId);
          return { key: post.fileKey, name: post.fileName, type: post.fileContentType };
        }
        if (itemType in fileKinds) {
          const kind = fileKinds[itemType as keyof typeof fileKinds];
          const { file } = await findCommsFile(tx, user, kind, itemId);
          return { key: file.fileKey, name: file.fileName, type: file.fileContentType };
        }
        const { thread } = await findThread(tx, user, itemId);
        return { key: thread.imageKey, name: thread.imageName, type: thread.imageContentType };
      });
      if (!image.key || !image.type?.startsWith('image/')) throw notFound('No image.');
      const data = await app.integrations.files.get(image.key);
      if (!data) throw notFound('No image.');
      return reply
        .header('content-type', image.type)
        .header('content-disposition', attachmentDisposition(image.name ?? 'image', true))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(data);
    },
  );
};
