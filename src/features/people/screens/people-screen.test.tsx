import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PeopleImportRow } from '@contract/people/imports.schema';
import { peopleData, peopleHandlers, person } from '@tests/msw/handlers/people';
import { http, HttpResponse } from 'msw';
import { invitesPaths } from '@contract/people/invites';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

function row(
  line: number,
  email: string,
  outcome: PeopleImportRow['outcome'],
  reasons: string[] = [],
) {
  return {
    line,
    email,
    first_name: 'First',
    last_name: `Line ${line}`,
    job_title: '',
    site: '',
    department: 'Finance',
    function: '',
    persona: '',
    manager_email: '',
    role: '',
    people_tags: '',
    outcome,
    reasons,
  } satisfies PeopleImportRow;
}

describe('people: invitations', () => {
  it('parses pasted addresses, refuses a bad one by name and says who was invited or known', async () => {
    const data = peopleData({
      people: [person(), person({ id: 2, email: 'known@demo.changecraft.test' })],
    });
    server.use(...peopleHandlers(data));
    const user = userEvent.setup();
    renderApp('/people/invitations');
    const box = await screen.findByRole('textbox', { name: 'Email addresses' });

    await user.type(box, 'ann@x.org; not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('“not-an-address” is not an email address.')).toBeVisible();
    expect(data.writes).toHaveLength(0);

    await user.clear(box);
    await user.type(box, ' Ann@X.org ,ann@x.org{Enter}known@demo.changecraft.test;bo@y.org');
    expect(screen.getByText(/3 addresses to invite, 1 repeated/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Change manager' }));
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(
      await screen.findByText('Invited 2. Already members: known@demo.changecraft.test.'),
    ).toBeVisible();
    expect(data.writes[0]?.body).toEqual({
      emails: 'ann@x.org\nknown@demo.changecraft.test\nbo@y.org',
      role: 'CHANGE_MANAGER',
    });
    const table = await screen.findByRole('table', { name: 'Invitations' });
    expect(within(table).getByRole('row', { name: /ann@x\.org/ })).toHaveTextContent(
      'Change managerPending',
    );
  });
});

describe('people: the seat limit', () => {
  it('refuses invitations past the seats with the server’s message and a way to billing', async () => {
    // The refusal first: MSW answers with the first handler that matches.
    server.use(
      http.post(apiPath(invitesPaths.bulk()), () =>
        HttpResponse.json(
          {
            emails: [
              'Your organisation has 5 seats and 0 free: 1 more would pass the limit. Add seats on the billing page.',
            ],
          },
          { status: 400 },
        ),
      ),
      ...peopleHandlers(peopleData()),
    );
    const user = userEvent.setup();
    renderApp('/people/invitations');
    await user.type(await screen.findByRole('textbox', { name: 'Email addresses' }), 'a@x.org');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(/5 seats and 0 free/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open billing' })).toHaveAttribute(
      'href',
      '/admin/billing',
    );
  });
});

describe('people: imports', () => {
  it('previews every row with its outcome, opens on the rejected ones, then commits', async () => {
    const data = peopleData({
      previewRows: [
        row(2, 'a@x.org', 'created'),
        row(3, 'b@x.org', 'updated'),
        row(4, 'bad@x.org', 'rejected', ['Unknown department “Astrology”.']),
      ],
    });
    server.use(...peopleHandlers(data));
    const user = userEvent.setup();
    renderApp('/people/imports');
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview import' })).toBeDisabled();
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['email\na@x.org\n'], 'people.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Preview import' }));

    expect(await screen.findByText(/people\.csv: 3 rows/)).toBeInTheDocument();
    expect(screen.getByText(/1 created, 1 updated, 0 unchanged, 1 rejected/)).toBeInTheDocument();
    const rows = screen.getByRole('table', { name: 'Rows of the file' });
    // Only the rejected row shows at first, with its reason in words.
    expect(within(rows).getAllByRole('row')).toHaveLength(2);
    expect(within(rows).getByRole('row', { name: /bad@x\.org/ })).toHaveTextContent(
      'RejectedUnknown department “Astrology”.',
    );

    await user.click(screen.getByRole('button', { name: 'Import 2 people' }));
    const history = await screen.findByRole('table', { name: 'Past imports' });
    expect(within(history).getByRole('row', { name: /people\.csv/ })).toHaveTextContent('Imported');
    expect(data.writes.map((w) => new URL(w.url).pathname)).toEqual([
      '/api/v1/preview-people-csv-upload/',
      '/api/v1/load-users-from-csv/',
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Rows of the file' })).not.toBeInTheDocument(),
    );
  });
});

describe('people: a large import', () => {
  it('follows the background job with a progress bar until it is done', async () => {
    const data = peopleData({
      commitAsJob: true,
      previewRows: [row(2, 'a@x.org', 'created'), row(3, 'b@x.org', 'created')],
    });
    server.use(...peopleHandlers(data));
    const user = userEvent.setup();
    renderApp('/people/imports');
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['email\na@x.org\nb@x.org\n'], 'big.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 people' }));
    const bar = await screen.findByRole('progressbar');
    expect(bar).toBeInTheDocument();
    expect(await screen.findByText(/of 2 rows/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), {
      timeout: 15_000,
    });
    expect(data.imports[0]?.status).toBe('committed');
  });
});

describe('people: the directory', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws only the rows in view, pages through every person, and searches on the server', async () => {
    // jsdom lays nothing out: give the scroller a height for the virtualiser to fill.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
    const many = Array.from({ length: 500 }, (_, i) =>
      person({ id: i + 2, first_name: 'Person', last_name: String(i + 2).padStart(4, '0') }),
    );
    server.use(...peopleHandlers(peopleData({ people: [person(), ...many] })));
    const user = userEvent.setup();
    const { location } = renderApp('/people/directory');
    expect(await screen.findByText(/501 people/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'People' });
    // Virtualised: far fewer rows in the document than people in the list.
    const drawn = within(table).getAllByRole('row').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    expect(within(table).getByRole('row', { name: /Person 0002/ })).toBeInTheDocument();

    // 501 people come 100 a page; the pager goes on past the first hundred.
    const pages = screen.getByRole('navigation', { name: 'People pages' });
    expect(within(pages).getByText('Page 1 of 6')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    expect(
      await within(screen.getByRole('table', { name: 'People' })).findByRole('row', {
        name: /Person 0101/,
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'People pages' })).getByText('Page 2 of 6'),
    ).toBeInTheDocument();

    // A new search starts again at its first page.
    await user.type(screen.getByRole('textbox', { name: 'Search people' }), '0042');
    await waitFor(() => expect(location().search).toBe('?search=0042'));
    expect(await screen.findByText(/^1 person/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'People' })).getByRole('row', {
        name: /Person 0042/,
      }),
    ).toBeInTheDocument();
  });

  it('keeps site, department, role, tag, persona, status and sort in the address', async () => {
    server.use(
      ...peopleHandlers(
        peopleData({
          people: [
            person(),
            person({ id: 2, first_name: 'Lee', last_name: 'Leeds', site: 'Leeds' }),
            person({
              id: 3,
              first_name: 'Lena',
              last_name: 'Lead',
              site: 'Leeds',
              department: 'Finance',
              role: 'LEADER',
              people_tags: ['Night shift'],
            }),
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    const { location } = renderApp('/people/directory?site=Leeds&people_tag=Night+shift');
    expect(await screen.findByText(/^1 person/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveTextContent('Leeds');
    expect(screen.getByRole('combobox', { name: 'People tag' })).toHaveTextContent('Night shift');

    await user.click(screen.getByRole('combobox', { name: 'People tag' }));
    const tags = document.getElementById(
      screen.getByRole('combobox', { name: 'People tag' }).getAttribute('aria-controls') ?? '',
    );
    await user.click(within(tags as HTMLElement).getByRole('option', { name: 'Every tag' }));
    expect(await screen.findByText(/^2 people/)).toBeInTheDocument();

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.click(sort);
    const sorts = document.getElementById(sort.getAttribute('aria-controls') ?? '');
    await user.click(
      within(sorts as HTMLElement).getByRole('option', { name: 'Department, descending' }),
    );
    await waitFor(() =>
      expect(location().search).toBe('?site=Leeds&sort=department&direction=desc'),
    );
  });
});
