import { SearchBox, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { featureFlagEffects, featureFlagGroups } from '@contract/admin/feature-flag-effects';
import type { FeatureFlag } from '@contract/admin/feature-flags.schema';
import { useState } from 'react';
import { ReadState } from '@/components/read-state';
import { announceAction } from '@/components/action-toasts';
import { ApiError } from '@/lib/api-client/api-error';
import { useFeatureFlags } from '@/lib/session/session-reads';
import { useSetFeatureFlag } from '../hooks';

const useStyles = makeStyles({
  search: { maxWidth: '24rem', marginBlockEnd: tokens.spacingVerticalL },
  group: { marginBlockEnd: tokens.spacingVerticalXL },
  list: { listStyle: 'none', padding: 0, margin: 0 },
  item: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: tokens.spacingVerticalS,
    borderBottomWidth: tokens.strokeWidthThin,
    borderBottomStyle: 'solid',
    borderBottomColor: tokens.colorNeutralStroke2,
  },
  description: { color: tokens.colorNeutralForeground3, paddingInlineStart: '2.75rem' },
});

function matches(flag: FeatureFlag, query: string) {
  if (!query) return true;
  const text = `${flag.label} ${featureFlagEffects[flag.name].description}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

function FlagList({ flags }: { flags: FeatureFlag[] }) {
  const styles = useStyles();
  const setFlag = useSetFeatureFlag();
  const [query, setQuery] = useState('');
  const toggle = async (flag: FeatureFlag, enabled: boolean) => {
    try {
      await setFlag(flag.id, enabled);
      announceAction({
        title: `${flag.label} turned ${enabled ? 'on' : 'off'}`,
        undo: { label: 'Undo', run: () => setFlag(flag.id, !enabled) },
      });
    } catch (error) {
      announceAction({
        title: `${flag.label} was not changed`,
        ...(error instanceof ApiError ? { body: error.reason } : {}),
        intent: 'error',
      });
    }
  };
  const shown = flags.filter((flag) => matches(flag, query));
  return (
    <>
      <SearchBox
        className={styles.search}
        aria-label="Search features"
        placeholder="Search features"
        value={query}
        onChange={(_event, data) => setQuery(data.value)}
      />
      <Text role="status" aria-live="polite">
        {query ? `${shown.length} of ${flags.length} features` : `${flags.length} features`}
      </Text>
      {featureFlagGroups.map((group) => {
        const inGroup = shown.filter((flag) => featureFlagEffects[flag.name].group === group);
        if (inGroup.length === 0) return null;
        const headingId = `features-${group.replaceAll(' ', '-').toLowerCase()}`;
        return (
          <section key={group} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId}>{group}</h2>
            <ul className={styles.list}>
              {inGroup.map((flag) => {
                const descriptionId = `flag-${flag.name}-description`;
                return (
                  <li key={flag.id} className={styles.item}>
                    <Switch
                      label={flag.label}
                      checked={flag.enabled}
                      aria-describedby={descriptionId}
                      onChange={(_event, data) => void toggle(flag, data.checked)}
                    />
                    <Text id={descriptionId} size={200} className={styles.description}>
                      {featureFlagEffects[flag.name].description}
                    </Text>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/**
 * Every feature flag, grouped and searchable, each with what turning it off hides. A change
 * applies to everyone in the organisation: the server refuses the calls of a feature that is
 * off, and every open app picks the change up within half a minute.
 */
export function FeaturesPanel() {
  const flags = useFeatureFlags();
  return (
    <ReadState
      read={flags}
      what="the features"
      rows={6}
      empty={{ title: 'No features', message: 'This organisation has no feature flags yet.' }}
    >
      {(data) => <FlagList flags={data} />}
    </ReadState>
  );
}
