import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    // A field never grows past its column: inputs shrink to it rather than overlap the next.
    '& > *': { minWidth: 0 },
    '& .fui-Input, & .fui-Select, & .fui-Combobox': { minWidth: 0, width: '100%' },
  },
});

/** Short fields side by side while they fit, one under another when they do not. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={useStyles().row}>{children}</div>;
}
