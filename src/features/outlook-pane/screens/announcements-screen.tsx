import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MegaphoneRegular } from '@fluentui/react-icons';
import { usePageTitle } from '@/lib/page-title';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
  },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
});

/**
 * Announcements for the user. Nothing sends them yet: the Communications area (announcements and
 * threads) is where change teams will write them, and until it does there are none to show.
 */
export function AnnouncementsScreen() {
  const styles = useStyles();
  usePageTitle('Announcements');
  return (
    <section className={styles.root} aria-labelledby="announcements-heading">
      <Subtitle2 as="h1" id="announcements-heading" className={styles.heading}>
        Announcements
      </Subtitle2>
      <div className={styles.empty}>
        <MegaphoneRegular className={styles.icon} aria-hidden="true" />
        <Body1 as="p">No announcements for you.</Body1>
        <Body1 as="p">
          When a change team sends an announcement from a project&apos;s Communications area, it
          appears here, beside your email, as well as in Teams.
        </Body1>
      </div>
    </section>
  );
}
