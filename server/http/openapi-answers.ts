// The answers every operation can give besides its own (issue 37), declared once for the whole
// document: what the error handler, the sign-in check, the rate limiters and the upload limit
// really send, so client generators and the OWASP lint see them.

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, Json>; security?: unknown[]; requestBody?: unknown };

/** The longest message an error answer carries. */
const MAX_MESSAGE = 2_000;

const detailBody = {
  'application/json': {
    schema: {
      type: 'object',
      properties: { detail: { type: 'string', maxLength: MAX_MESSAGE } },
      required: ['detail'],
      additionalProperties: false,
    },
  },
};

/** 400: each invalid field with its messages, `non_field_errors` for the rest. */
const fieldErrorsBody = {
  'application/json': {
    schema: {
      type: 'object',
      maxProperties: 200,
      additionalProperties: {
        type: 'array',
        maxItems: 50,
        items: { type: 'string', maxLength: MAX_MESSAGE },
      },
    },
  },
};

const integerHeader = (description: string) => ({
  description,
  schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 2_147_483_647 },
});

/** What @fastify/rate-limit sends on every answer of a route that needs no sign-in. */
const rateLimitHeaders = {
  'X-RateLimit-Limit': integerHeader('Requests allowed per window (per client address).'),
  'X-RateLimit-Remaining': integerHeader('Requests left in the current window.'),
  'X-RateLimit-Reset': integerHeader('Seconds until the window starts again.'),
};

const retryAfter = { 'Retry-After': integerHeader('Seconds to wait before trying again.') };

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

function answer(description: string, content: Json = detailBody, headers?: Json): Json {
  return { description, content, ...(headers ? { headers } : {}) };
}

/** Adds the shared answers an operation can give and does not declare itself. */
function declareAnswers(path: string, method: string, operation: Operation): void {
  const responses = (operation.responses ??= {});
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  const add = (status: string, value: Json) => {
    responses[status] ??= value;
  };
  add('400', answer('The request is not valid: each field with what is wrong.', fieldErrorsBody));
  if (!isPublic) {
    add('401', answer('No valid sign-in: the token is missing, expired or not for this API.'));
    add('403', answer('Signed in, but this role or account may not do this.'));
  }
  if (path.includes('{')) add('404', answer('Not found in the caller’s organisation.'));
  if (WRITES.has(method)) add('409', answer('The write conflicts with the current state.'));
  if (operation.requestBody) add('413', answer('The body or the uploaded file is too large.'));
  add('429', answer('Too many requests: wait as Retry-After says.', detailBody, retryAfter));
  add('500', answer('An unexpected error; it is logged and nothing was changed.'));
  if (!isPublic) return;
  for (const [status, value] of Object.entries(responses)) {
    if (!/^[24]/.test(status)) continue;
    value.headers = { ...rateLimitHeaders, ...(value.headers as Json | undefined) };
  }
}

/** Declares the shared answers on every operation of the document's paths. */
export function declareStandardAnswers(paths: Record<string, Record<string, unknown>>): void {
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation && typeof operation === 'object' && 'responses' in operation) {
        declareAnswers(path, method, operation as Operation);
      }
    }
  }
}
