import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

const useStyles = makeStyles({
  root: {
    overflowX: 'auto',
    // Shadows at an edge with more tabs beyond it, so a strip cut off on a phone says it
    // scrolls: the covers travel with the content, the shadows stay at the edges.
    backgroundImage: [
      `linear-gradient(to right, ${tokens.colorNeutralBackground1} 30%, transparent)`,
      `linear-gradient(to left, ${tokens.colorNeutralBackground1} 30%, transparent)`,
      `radial-gradient(farthest-side at 0 50%, ${tokens.colorNeutralShadowAmbient}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${tokens.colorNeutralShadowAmbient}, transparent)`,
    ].join(', '),
    backgroundPosition: '0 0, 100% 0, 0 0, 100% 0',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 16px 100%, 16px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
    flexShrink: 0,
  },
  list: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  link: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase300,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': {
      color: tokens.colorNeutralForeground1,
      backgroundColor: tokens.colorSubtleBackgroundHover,
    },
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: '-2px',
    },
  },
  current: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    '::after': {
      content: '""',
      position: 'absolute',
      insetInline: tokens.spacingHorizontalM,
      insetBlockEnd: 0,
      height: '3px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandStroke,
    },
  },
});

export interface SectionNavItem {
  key: string;
  label: string;
  to: string;
}

/**
 * The sections of a screen that each have their own address, as tabs to look at and links to
 * use: the current one says so (aria-current), and every one opens in a new tab too.
 */
export function SectionNav({
  label,
  items,
  current,
}: {
  label: string;
  items: readonly SectionNavItem[];
  current: string | undefined;
}) {
  const styles = useStyles();
  const strip = useRef<HTMLElement>(null);
  // The current tab is always in view, also when it sits beyond the edge of a narrow strip.
  useEffect(() => {
    strip.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav ref={strip} className={styles.root} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={mergeClasses(styles.link, item.key === current && styles.current)}
              aria-current={item.key === current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
