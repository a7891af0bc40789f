import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * How narrative text looks, the same while it is written and when it is read: a larger body
 * size, spaced headings, quotes set off by a brand rule.
 */
export const useNarrativeProse = makeStyles({
  prose: {
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    overflowWrap: 'anywhere',
    '& h1, & h2, & h3, & h4': {
      marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}`,
    },
    '& blockquote': {
      marginInline: 0,
      paddingInlineStart: tokens.spacingHorizontalL,
      borderInlineStartWidth: '3px',
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: tokens.colorBrandStroke2,
      color: tokens.colorNeutralForeground2,
    },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
});
