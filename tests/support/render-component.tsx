import { FluentProvider } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { bindApi } from '@/app/bind-api';
import { ActionToaster } from '@/components/action-toasts';
import { AuthSession } from '@/lib/auth/auth-session';
import { themes } from '@/lib/theme/themes';
import { demoUser, fakeAuthClient } from './fake-auth-client';

/**
 * One component with what its reads and writes need (the API client signed in as the demo
 * admin, an empty data cache, the theme and the action toasts), without the app's routes and
 * screens around it. Call `unbind` after the test.
 */
export function renderComponent(ui: ReactElement) {
  const unbind = bindApi(new AuthSession(() => Promise.resolve(fakeAuthClient(demoUser))));
  const view = render(
    <FluentProvider theme={themes.light}>
      <SWRConfig value={{ provider: () => new Map() }}>
        {ui}
        <ActionToaster />
      </SWRConfig>
    </FluentProvider>,
  );
  return { ...view, unbind };
}
