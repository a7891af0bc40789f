import { Button, Field, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { ReportTable } from '@contract/reports/portfolio.schema';
import { DataTable, type DataColumn } from '@/components/data-table';
import { DateInput } from '@/components/form/date-input';
import { whenDate } from '@/components/form/typed-date';
import { PageHeader } from '@/components/page-header';
import { ReadState } from '@/components/read-state';
import { saveFile } from '@/lib/api-client/save-file';
import { usePortfolioFilters } from '../components/filters-in-address';
import { PortfolioFilterBar } from '../components/portfolio-filter-bar';
import { ReportChart } from '../components/report-chart';
import { reportCsv } from '../components/report-csv';
import { enabledFeatures, useFeatureFlags } from '@/lib/session/session-reads';
import {
  reportTableById,
  shownReportTables,
  useFilterOptions,
  useReportTable,
  type ReportAsks,
} from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

type Row = ReportTable['rows'][number];

function ReportView({ table }: { table: ReportTable }) {
  const styles = useStyles();
  const columns: DataColumn<Row & { __index: number }>[] = table.columns.map((c) => ({
    id: c.key,
    header: c.label,
    cell: (row) => (row[c.key] === null ? '—' : String(row[c.key])),
    compare: c.numeric
      ? (a, b) => Number(a[c.key] ?? 0) - Number(b[c.key] ?? 0)
      : (a, b) => String(a[c.key] ?? '').localeCompare(String(b[c.key] ?? '')),
  }));
  const download = () =>
    saveFile({
      blob: new Blob([reportCsv(table)], { type: 'text/csv;charset=utf-8' }),
      fileName: `${table.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`,
    });
  return (
    <section aria-labelledby="report-title">
      <div className={styles.head}>
        <h2 id="report-title">{table.title}</h2>
        <Button icon={<ArrowDownloadRegular />} onClick={download}>
          Download CSV
        </Button>
      </div>
      <ReportChart table={table} />
      <DataTable
        rows={table.rows.map((row, i) => ({ ...row, __index: i }))}
        columns={columns}
        rowId={(row) => row.__index}
        caption={table.title}
      />
    </section>
  );
}

const dayLabels: Record<Exclude<ReportAsks, 'filters'>, string> = {
  month: 'Month of',
  week: 'Week of',
  'month-of': 'Month of',
};

/** `/reports`: the portfolio reports as tables with a chart, each downloadable as CSV. */
export function ReportsScreen() {
  const styles = useStyles();
  const options = useFilterOptions();
  const { filters, params, set } = usePortfolioFilters();
  const flags = useFeatureFlags();
  // The time-commitment and burden reports only once the flags say they are on (off hides them).
  const tables = shownReportTables(flags.data ? enabledFeatures(flags.data) : undefined);
  const report = reportTableById(params.get('report'), tables);
  // The day a month's or a week's report is about (in the address): the filters' start, or today.
  const on = params.get('on') ?? filters.start_date ?? options.data?.today ?? '';
  const table = useReportTable(report, filters, on);
  return (
    <div className={styles.root}>
      <PageHeader
        title="Reports"
        description="Portfolio reports across every project you can see."
      />
      <ReadState read={options} what="the filters">
        {(data) => <PortfolioFilterBar options={data} />}
      </ReadState>
      <TabList
        selectedValue={report.id}
        onTabSelect={(_e, d) => set({ report: String(d.value) })}
        aria-label="Reports"
      >
        {tables.map((t) => (
          <Tab key={t.id} value={t.id}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      {report.asks !== 'filters' ? (
        <Field label={dayLabels[report.asks]}>
          <DateInput value={on} onChange={(v) => set({ on: whenDate(v, on) })} />
        </Field>
      ) : null}
      <ReadState
        read={table}
        what="the report"
        isEmpty={(t) => t.rows.length === 0}
        empty={{
          title: 'Nothing to report',
          message: 'No project in these filters has data for this report.',
        }}
      >
        {(t) => <ReportView table={t} />}
      </ReadState>
    </div>
  );
}
