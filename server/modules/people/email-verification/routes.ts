import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sendEmailVerificationInputSchema,
  sendEmailVerificationResponseSchema,
} from '../../../../contract/people/email-verification.schema';
import { linkBase } from '../../../app-services';
import { renderMessagePage } from '../../../auth/local-provider/pages';
import { confirmVerification, sendVerification } from './service';

export const VERIFICATION_SENT =
  'If an account uses this address and is not verified yet, we have sent it a verification link.';

/** `send-email-verification/`: public, rate limited, the same answer for every address. */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-email-verification/',
    {
      config: { public: true },
      schema: {
        tags: ['people'],
        security: [],
        body: sendEmailVerificationInputSchema,
        response: { 200: sendEmailVerificationResponseSchema },
      },
    },
    async (request) => {
      await sendVerification(
        app.ownerDb,
        app.integrations.mail,
        request.body.email,
        linkBase(app, request),
      );
      return { detail: VERIFICATION_SENT };
    },
  );
};

/** The page a verification link opens: confirms, then offers the way to sign in. */
export async function registerEmailVerificationPage(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { token: string } }>(
    '/email-verification/:token',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const ok = await confirmVerification(app.ownerDb, request.params.token);
      const home = linkBase(app, request);
      return reply
        .status(ok ? 200 : 410)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderMessagePage({
            title: 'Email verification',
            heading: ok ? 'Your email address is confirmed' : 'This link does not work any more',
            message: ok
              ? 'You can now sign in to Changecraft.'
              : 'Ask for a new verification email from the sign-in page.',
            link: ok
              ? { href: `${home}/`, text: 'Sign in to Changecraft' }
              : { href: `${home}/resend-verification`, text: 'Send a new verification email' },
          }),
        );
    },
  );
}
