import { Button, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { toCsv } from '@contract/shared/csv';
import { saveFile } from '@/lib/api-client/save-file';

/**
 * Printing an assessment prints only its area (`data-print-area`): the app's navigation, the
 * tabs and the buttons (`data-print-hide`) stay off the paper. Scoped with `:has`, so pages
 * without a print area print as they are.
 */
const usePrintStyles = makeStaticStyles(`
  @media print {
    body:has([data-print-area]) * { visibility: hidden; }
    [data-print-area], [data-print-area] * { visibility: visible; }
    [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
    [data-print-area] [data-print-hide] { display: none !important; }
  }
`);

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  printOnly: { display: 'none', '@media print': { display: 'block' } },
});

/** "Export CSV" and "Print" for one assessment; `csv` builds the file when asked. */
export function ExportBar({ fileName, csv }: { fileName: string; csv: () => string }) {
  usePrintStyles();
  const styles = useStyles();
  return (
    <div className={styles.bar} data-print-hide>
      <Button
        icon={<ArrowDownloadRegular />}
        onClick={() =>
          saveFile({
            blob: new Blob([csv()], { type: 'text/csv;charset=utf-8' }),
            fileName: `${fileName}.csv`,
          })
        }
      >
        Export CSV
      </Button>
      <Button icon={<PrintRegular />} onClick={() => window.print()}>
        Print
      </Button>
    </div>
  );
}

/** The printed page's heading: the project and the assessment, shown only on paper. */
export function PrintHeading({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <h2 className={styles.printOnly}>{children}</h2>;
}

/** A change × group grid as CSV: one line per change, one column per group, levels in words. */
export function gridCsv(
  changes: readonly { id: number; name: string }[],
  groups: readonly { id: number; name: string }[],
  label: (change: number, group: number) => string,
): string {
  return toCsv([
    ['Change', ...groups.map((g) => g.name)],
    ...changes.map((c) => [c.name, ...groups.map((g) => label(c.id, g.id))]),
  ]);
}
