import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@tests/msw/server';
import { sessionHandlers, userOrganisation, usersProfile } from '@tests/msw/handlers/session';
import { renderComponent } from '@tests/support/render-component';
import { CalendarDate, Timestamp } from './formatted';

describe('the reader’s formats', () => {
  let unbind: () => void = () => undefined;
  afterEach(() => unbind());

  it('follows the organisation’s locale and zone', async () => {
    server.use(
      ...sessionHandlers({ organisation: userOrganisation({ locale: 'en-US', time_zone: 'UTC' }) }),
    );
    ({ unbind } = renderComponent(
      <p>
        <CalendarDate date="2026-11-28" /> | <Timestamp at="2026-11-28T16:05:00Z" />
      </p>,
    ));
    expect(await screen.findByText(/^Nov 28, 2026 \| Nov 28, 2026, 4:05\sPM$/)).toBeInTheDocument();
  });

  it('lets a person’s own choices win over the organisation’s', async () => {
    server.use(
      ...sessionHandlers({
        organisation: userOrganisation({ locale: 'en-US', time_zone: 'UTC' }),
        profile: usersProfile({ locale: 'en-GB', time_zone: 'Asia/Tokyo' }),
      }),
    );
    ({ unbind } = renderComponent(<Timestamp at="2026-11-28T16:05:00Z" />));
    expect(await screen.findByText('29 Nov 2026, 01:05')).toBeInTheDocument();
  });
});
