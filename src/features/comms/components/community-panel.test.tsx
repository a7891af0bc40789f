import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { communityFeedPatterns } from '@contract/comms/yammer-posts';
import { apiPath } from '@tests/msw/api-path';
import { commsData, commsHandlers } from '@tests/msw/handlers/comms';
import { communityPostRecord } from '@tests/msw/handlers/comms-community';
import { server } from '@tests/msw/server';
import { renderComponent } from '@tests/support/render-component';
import { CommunityPanel } from './community-panel';

let unbind: (() => void) | undefined;
afterEach(() => unbind?.());

function renderPanel() {
  const view = renderComponent(<CommunityPanel projectId={4} />);
  unbind = view.unbind;
  return view;
}

describe('the community posts panel', () => {
  it('likes a post, takes the like back and replies, with a message for an empty reply', async () => {
    const data = commsData({
      community: [
        communityPostRecord({
          likes: 2,
          replies: [
            { author: 'Pat Porter', body: 'Nights too?', at: '2030-01-01T10:00:00Z', mine: false },
          ],
        }),
      ],
    });
    server.use(...commsHandlers(data));
    renderPanel();
    const user = userEvent.setup();
    const post = await screen.findByRole('article', { name: 'Rota questions' });
    expect(within(post).getByText('All staff', { exact: false })).toBeTruthy();
    expect(within(post).getByText('2 likes')).toBeTruthy();
    expect(
      within(within(post).getByRole('list', { name: 'Replies to Rota questions' })).getByText(
        'Nights too?',
      ),
    ).toBeTruthy();

    await user.click(within(post).getByRole('button', { name: 'Like', pressed: false }));
    await within(post).findByRole('button', { name: 'Liked', pressed: true });
    expect(within(post).getByText('3 likes')).toBeTruthy();
    await user.click(within(post).getByRole('button', { name: 'Liked' }));
    await within(post).findByText('2 likes');

    await user.click(within(post).getByRole('button', { name: 'Send reply' }));
    expect(await within(post).findByText('Write a reply.')).toBeTruthy();
    await user.type(within(post).getByLabelText('Reply'), 'Who covers weekends?');
    await user.click(within(post).getByRole('button', { name: 'Send reply' }));
    await within(post).findByText('Who covers weekends?');
    expect(within(post).getByText(/^You ·/)).toBeTruthy();
    expect(data.writes.map((w) => [w.url.replace(/^.*\/api\/v1\//, ''), w.body])).toEqual([
      ['yammer-post/community-feed/90/like/', { liked: true }],
      ['yammer-post/community-feed/90/like/', { liked: false }],
      ['yammer-post/community-feed/90/reply/', { body: 'Who covers weekends?' }],
    ]);
  });

  it('says posts are in Viva Engage when Microsoft 365 is connected', async () => {
    server.use(
      http.get(apiPath(communityFeedPatterns.list), () =>
        HttpResponse.json(
          { detail: 'Posts are read and answered in Viva Engage.' },
          { status: 404 },
        ),
      ),
    );
    renderPanel();
    await screen.findByRole('heading', { name: 'Posts are in Viva Engage' });
  });

  it('says when the viewer’s communities hold no posts', async () => {
    server.use(...commsHandlers(commsData()));
    renderPanel();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No posts in your communities' })).toBeTruthy(),
    );
  });
});
