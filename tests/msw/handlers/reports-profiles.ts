import { http, HttpResponse } from 'msw';
import { reportPatterns } from '@contract/reports/portfolio';
import type { ReportTable } from '@contract/reports/portfolio.schema';
import { apiPath } from '../api-path';

/**
 * The reports that ask for a day besides the filters: the go-lives of a month (POST with
 * `?month=`), and the activity and engagement profiles of the filters' groups (GET with `date`
 * and `groups`). `asked` records each request's path, query and body.
 */
export function reportProfileHandlers(asked: string[] = []) {
  const answer = (title: string, rows: ReportTable['rows']) =>
    HttpResponse.json<ReportTable>({
      title,
      columns: [
        { key: 'group', label: 'Group', numeric: false },
        { key: 'hours', label: 'Hours per person', numeric: true },
      ],
      rows,
    });
  const record = (request: Request, body = '') => {
    const url = new URL(request.url);
    asked.push(`${url.pathname.replace('/api/v1/', '')}${url.search}${body}`);
  };
  return [
    http.post(apiPath(reportPatterns.goLiveChanges), async ({ request }) => {
      record(request, ` ${JSON.stringify(await request.json())}`);
      const month = new URL(request.url).searchParams.get('month') ?? '';
      return answer(`Go-live changes in ${month}`, [{ group: 'Clinical staff', hours: 2 }]);
    }),
    http.get(apiPath(reportPatterns.activityProfile), ({ request }) => {
      record(request);
      const date = new URL(request.url).searchParams.get('date') ?? '';
      return answer(`Activities in the week of ${date}`, [{ group: 'Clinical staff', hours: 1.5 }]);
    }),
    http.get(apiPath(reportPatterns.engagementProfiles), ({ request }) => {
      record(request);
      return answer('Engagement profile', []);
    }),
  ];
}
