import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_DISABLED_DETAIL } from '@contract/shared/error-details';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { AuthRedirectStartedError } from '@/lib/auth/auth-client';
import {
  apiDelete,
  apiDownload,
  apiGet,
  apiPatch,
  apiPost,
  apiRequest,
  isCanceled,
} from './api-client';
import { ApiError } from './api-error';
import { setApiHandlers, type ApiHandlers } from './api-handlers';
import { connectErrorReporter } from '@/lib/telemetry/report-error';

let handlers: { [K in keyof ApiHandlers]: ReturnType<typeof vi.fn<ApiHandlers[K]>> };
let restore: () => void;

beforeEach(() => {
  handlers = {
    getAccessToken: vi.fn<ApiHandlers['getAccessToken']>(() => Promise.resolve('token-123')),
    onMissingToken: vi.fn<ApiHandlers['onMissingToken']>(),
    onSignInAgain: vi.fn<ApiHandlers['onSignInAgain']>(),
    onOffline: vi.fn<ApiHandlers['onOffline']>(),
    onErrorPage: vi.fn<ApiHandlers['onErrorPage']>(),
    onFailure: vi.fn<ApiHandlers['onFailure']>(),
  };
  restore = setApiHandlers(handlers);
  // Failures are logged by design; keep the test output to what fails.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => restore());

/** Answers `path` with `status` and `body`, counting the requests that reach the server. */
function answer(path: string, status: number, body?: unknown) {
  const received: Request[] = [];
  server.use(
    http.all(apiPath(path), ({ request }) => {
      received.push(request.clone());
      return body === undefined
        ? new HttpResponse(null, { status })
        : HttpResponse.json(body as object, { status });
    }),
  );
  return received;
}

describe('the bearer token', () => {
  it('is attached to every signed-in call', async () => {
    const received = answer('phases/', 200, []);
    await apiGet('phases/', { label: 'Phases' });
    expect(received[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('is not asked for on public calls', async () => {
    const received = answer('send-email-verification/', 200, { detail: 'Sent.' });
    await apiPost('send-email-verification/', { email: 'a@b.c' }, { label: 'Email', public: true });
    expect(handlers.getAccessToken).not.toHaveBeenCalled();
    expect(received[0]?.headers.get('authorization')).toBeNull();
  });

  it.each([undefined, '', 'undefined'])(
    'missing (%j): the request is aborted before it leaves and the user is signed out',
    async (token) => {
      handlers.getAccessToken.mockResolvedValue(token);
      const received = answer('phases/', 200, []);
      const error: unknown = await apiGet('phases/', { label: 'Phases' }).catch((e: unknown) => e);
      expect(isCanceled(error)).toBe(true);
      expect(received).toHaveLength(0);
      expect(handlers.onMissingToken).toHaveBeenCalledTimes(1);
      expect(handlers.onFailure).not.toHaveBeenCalled();
      expect(handlers.onErrorPage).not.toHaveBeenCalled();
    },
  );

  it('a sign-in redirect under way cancels the call quietly', async () => {
    handlers.getAccessToken.mockRejectedValue(new AuthRedirectStartedError('Signing in again.'));
    const received = answer('phases/', 200, []);
    const error: unknown = await apiGet('phases/', { label: 'Phases' }).catch((e: unknown) => e);
    expect(isCanceled(error)).toBe(true);
    expect(received).toHaveLength(0);
    expect(handlers.onMissingToken).not.toHaveBeenCalled();
    expect(handlers.onFailure).not.toHaveBeenCalled();
  });
});

describe('the error pages of SPEC §8', () => {
  it.each([
    [403, { detail: USER_DISABLED_DETAIL }, 'account-deactivated'],
    [401, { detail: USER_DISABLED_DETAIL }, 'account-deactivated'],
    [403, { detail: 'You do not have permission to perform this action.' }, 'unauthorised'],
    [404, { detail: 'Not found.' }, 'not-found'],
    [500, undefined, 'server-error'],
    [501, undefined, 'server-error'],
    [502, undefined, 'server-error'],
    [503, undefined, 'server-error'],
    [504, undefined, 'server-error'],
  ] as const)('%i %j goes to the %s page', async (status, body, page) => {
    answer('organisation/', status, body);
    const error: unknown = await apiGet('organisation/', { label: 'Organisation' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(handlers.onErrorPage).toHaveBeenCalledTimes(1);
    expect(handlers.onErrorPage.mock.calls[0]?.[0]).toBe(page);
    expect(handlers.onFailure).not.toHaveBeenCalled();
  });

  it('401 signs in again instead of opening a page, for calls that opt out of pages too', async () => {
    answer('organisation/', 401, { detail: 'Given token not valid for any token type' });
    const error: unknown = await apiGet('organisation/', {
      label: 'Organisation',
      redirectOnError: false,
    }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(handlers.onSignInAgain).toHaveBeenCalledWith(error);
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
    expect(handlers.onFailure).not.toHaveBeenCalled();
  });

  it.each([
    [400, { title: ['This field is required.'] }, 'title: This field is required.'],
    [409, { detail: 'A project with this name exists.' }, 'A project with this name exists.'],
    [429, undefined, 'The server answered with status 429.'],
    [505, undefined, 'The server answered with status 505.'],
  ] as const)(
    '%i is logged and told to the user with the call’s label',
    async (status, body, reason) => {
      answer('projects/', status, body);
      const error: unknown = await apiPost(
        'projects/',
        { title: 'x' },
        { label: 'New project' },
      ).catch((e: unknown) => e);
      expect(handlers.onErrorPage).not.toHaveBeenCalled();
      expect(handlers.onFailure).toHaveBeenCalledTimes(1);
      const failure = handlers.onFailure.mock.calls[0]?.[0];
      expect(failure).toBe(error);
      expect(failure?.label).toBe('New project');
      expect(failure?.reason).toBe(reason);
      expect(failure?.message).toBe(`New project: ${reason}`);
      // The server failing is an error (and reported); a refusal by design a warning.
      expect(status >= 500 ? console.error : console.warn).toHaveBeenCalledWith(failure, {
        label: 'New project',
      });
    },
  );

  it('keeps the field errors of a 400 for the form that sent it', async () => {
    answer('projects/', 400, { title: ['This field is required.'], non_field_errors: ['Nope.'] });
    const error = (await apiPost('projects/', {}, { label: 'New project' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.fieldErrors).toEqual({
      title: ['This field is required.'],
      non_field_errors: ['Nope.'],
    });
    expect(error.reason).toBe('title: This field is required. Nope.');
  });

  it('no response at all is logged and shown as the offline notice', async () => {
    server.use(http.get(apiPath('phases/'), () => HttpResponse.error()));
    await apiGet('phases/', { label: 'Phases' }).catch(() => undefined);
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
    expect(handlers.onFailure).not.toHaveBeenCalled();
    expect(handlers.onOffline.mock.calls[0]?.[0]?.reason).toBe(
      'No answer from the server. Check your connection and try again.',
    );
  });

  it('a call that opts out never redirects, whatever the status', async () => {
    answer('comms-files/3/', 500);
    await apiGet('comms-files/3/', { label: 'Comms file', redirectOnError: false }).catch(
      () => undefined,
    );
    answer('comms-files/4/', 403, { detail: USER_DISABLED_DETAIL });
    await apiGet('comms-files/4/', { label: 'Comms file', redirectOnError: false }).catch(
      () => undefined,
    );
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
    expect(handlers.onFailure).toHaveBeenCalledTimes(2);
  });

  it('a call that shows its own failure is not toasted', async () => {
    answer('projects/', 409, { detail: 'Taken.' });
    await apiPost('projects/', {}, { label: 'New project', notifyOnError: false }).catch(
      () => undefined,
    );
    expect(handlers.onFailure).not.toHaveBeenCalled();
  });
});

describe('what the server receives', () => {
  it('JSON bodies and query strings cleaned of unsafe markup, except the excluded field', async () => {
    const received = answer('email-templates/7/', 200, {});
    await apiPatch(
      'email-templates/7/',
      {
        name: '<img src=x onerror=alert(1)>Welcome',
        html_layout_content: '<table onclick="x()"><tr><td>{{body}}</td></tr></table>',
        sections: [{ heading: '<script>alert(1)</script>Intro' }],
      },
      {
        label: 'Email template',
        unsanitisedField: 'html_layout_content',
        params: { search: '<svg onload=alert(1)>a' },
      },
    );
    const request = received[0];
    expect(new URL(request?.url ?? '').searchParams.get('search')).toBe('<svg>a</svg>');
    expect(await request?.json()).toEqual({
      name: '<img src="x">Welcome',
      html_layout_content: '<table onclick="x()"><tr><td>{{body}}</td></tr></table>',
      sections: [{ heading: 'Intro' }],
    });
  });

  it('multipart bodies cleaned, with files untouched', async () => {
    // Captured at the transport: jsdom's files do not survive MSW's trip into Node's fetch.
    let sent: unknown;
    vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      sent = init?.body;
      return Promise.resolve(Response.json({ id: 1 }, { status: 201 }));
    });
    const image = new File(['<script>not run, just bytes</script>'], 'banner.png', {
      type: 'image/png',
    });
    const form = new FormData();
    form.append('title', '<b onmouseover="alert(1)">Launch</b>');
    form.append('image', image);
    await apiPost('threads/create_announcement/', form, { label: 'Announcement' });
    expect(sent).toBeInstanceOf(FormData);
    const body = sent as FormData;
    expect(body.get('title')).toBe('<b>Launch</b>');
    const file = body.get('image') as File;
    expect(file.name).toBe('banner.png');
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('<script>not run, just bytes</script>');
  });

  it('optional fields only when present', async () => {
    const received = answer('surveys/4/', 200, {});
    await apiPatch(
      'surveys/4/',
      { archive: true, schedule: undefined, name: undefined },
      { label: 'Survey', params: { isNWOW: undefined, surveyId: 4 } },
    );
    expect(await received[0]?.json()).toEqual({ archive: true });
    expect(new URL(received[0]?.url ?? '').search).toBe('?surveyId=4');
  });

  it('lists in the query string as repeated keys, the way the API reads them', async () => {
    const received = answer('impact-score-ratings/', 200, []);
    await apiGet('impact-score-ratings/', {
      label: 'Impact score ratings',
      params: { dimension: 'people', impacted_groups: [3, 8] },
    });
    expect(new URL(received[0]?.url ?? '').search).toBe(
      '?dimension=people&impacted_groups=3&impacted_groups=8',
    );
  });

  it('DELETE carries the token and resolves with the body', async () => {
    const received = answer('milestones/9/', 204);
    await expect(apiDelete('milestones/9/', { label: 'Milestone' })).resolves.toBe('');
    expect(received[0]?.method).toBe('DELETE');
  });
});

describe('downloads', () => {
  it('take the file name from content-disposition', async () => {
    server.use(
      http.get(apiPath('comms-files/3/download/'), () =>
        HttpResponse.text('a,b\n1,2', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="Impacted groups.csv"',
          },
        }),
      ),
    );
    const file = await apiDownload('comms-files/3/download/', { label: 'Comms file' });
    expect(file.fileName).toBe('Impacted groups.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2');
  });

  it('are named "download" when the server names nothing', async () => {
    server.use(
      http.get(apiPath('image-preview/'), () =>
        HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, {
          headers: { 'content-type': 'image/png' },
        }),
      ),
    );
    const file = await apiDownload('image-preview/', { label: 'Image preview' });
    expect(file.fileName).toBe('download');
  });

  it('never redirect on failure, and read the JSON error inside the blob', async () => {
    answer('comms-files/3/download/', 404, { detail: 'File not found.' });
    const error = (await apiDownload('comms-files/3/download/', { label: 'Comms file' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
    expect(error.reason).toBe('File not found.');
    expect(handlers.onFailure).toHaveBeenCalledWith(error);
  });
});

describe('error reporting', () => {
  it.each([
    [400, { name: ['Give the project a name.'] }, false],
    [404, { detail: 'Not found.' }, false],
    [409, { detail: 'This project is archived: restore it before changing it.' }, false],
    [429, { detail: 'Slow down.' }, false],
    [500, { detail: 'Boom.' }, true],
    [503, undefined, true],
  ] as const)('a %i failure goes to error reporting: %s', async (status, body, reported) => {
    const report = vi.fn();
    connectErrorReporter(null); // drops what earlier tests queued
    connectErrorReporter(report);
    answer('projects/', status, body);
    await apiPost('projects/', { name: '' }, { label: 'New project' }).catch(() => undefined);
    expect(report).toHaveBeenCalledTimes(reported ? 1 : 0);
    connectErrorReporter(null);
  });
});

describe('the transport', () => {
  it('answers the status and headers when the caller needs them', async () => {
    server.use(
      http.post(apiPath('projects/1/metrics/2/reports/'), () =>
        HttpResponse.json({ id: 5 }, { status: 201, headers: { 'x-total': '9' } }),
      ),
    );
    const response = await apiRequest<{ id: number }>('POST', 'projects/1/metrics/2/reports/', {
      label: 'Metric report',
      body: { value: 3 },
    });
    expect(response).toMatchObject({ data: { id: 5 }, status: 201 });
    expect(response.headers.get('x-total')).toBe('9');
  });

  it('sends JSON with its content type, and reads a body that is not JSON as text', async () => {
    const received = answer('projects/', 200);
    server.use(http.get(apiPath('healthz-text/'), () => HttpResponse.text('fine')));
    await apiPost('projects/', { name: 'Launch' }, { label: 'New project' });
    expect(received[0]?.headers.get('content-type')).toBe('application/json');
    expect(received[0]?.headers.get('accept')).toBe('application/json');
    await expect(apiGet('healthz-text/', { label: 'Text' })).resolves.toBe('fine');
  });

  it('a call the caller aborts is cancelled quietly', async () => {
    server.use(http.get(apiPath('phases/'), () => new Promise(() => undefined)));
    const controller = new AbortController();
    const pending = apiGet('phases/', { label: 'Phases', signal: controller.signal });
    controller.abort();
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(isCanceled(error)).toBe(true);
    expect(handlers.onFailure).not.toHaveBeenCalled();
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
  });

  it('a token that cannot be had is a failure told to the user, not a silent stop', async () => {
    handlers.getAccessToken.mockRejectedValue(new Error('network down'));
    const error = (await apiGet('phases/', { label: 'Phases' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.reason).toBe('network down');
    expect(handlers.onFailure).toHaveBeenCalledWith(error);
  });
});
