import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useSlowLoading } from '@/lib/swr/slow-loading';

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    insetBlockEnd: tokens.spacingVerticalL,
    insetInlineStart: '50%',
    transform: 'translateX(-50%)',
    zIndex: 10,
  },
  hint: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    boxShadow: tokens.shadow8,
  },
});

/** Says so when a read takes longer than SPEC §9's slow-load threshold. */
export function SlowLoadingHint() {
  const styles = useStyles();
  const slow = useSlowLoading();
  return (
    <div className={styles.region} role="status">
      {slow ? (
        <div className={styles.hint}>
          <Spinner size="extra-tiny" appearance="inverted" aria-hidden="true" />
          Still loading… this is taking longer than usual.
        </div>
      ) : null}
    </div>
  );
}
