import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    marginBlockStart: tokens.spacingVerticalL,
  },
});

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  /** What the pages hold, for the navigation's name: "Projects". */
  label: string;
}

/** Previous and next page of a paged list, with where the user is. */
export function Pager({ page, pageSize, count, onPage, label }: PagerProps) {
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.root} aria-label={`${label} pages`}>
      <Button icon={<ChevronLeftRegular />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text aria-current="page">
        Page {Math.min(page, pages)} of {pages}
      </Text>
      <Button
        icon={<ChevronRightRegular />}
        iconPosition="after"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
