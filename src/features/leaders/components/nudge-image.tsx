import { makeStyles, tokens } from '@fluentui/react-components';
import { Image20Regular } from '@fluentui/react-icons';
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { apiDownload } from '@/lib/api-client/api-client';

const useStyles = makeStyles({
  thumb: {
    width: '48px',
    height: '48px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    flexShrink: 0,
  },
});

/**
 * A nudge's image as a small thumbnail. Images are served only to signed-in callers (with the
 * bearer token), so it is fetched as a file and shown from memory; an icon stands in meanwhile.
 */
export function NudgeImage({ path, name }: { path: string; name: string }) {
  const styles = useStyles();
  // An array key: leader writes refresh reads by URL prefix, and an image never needs that.
  const file = useSWR(['nudge-image', path, name], () =>
    apiDownload(path, { label: 'Nudge image', notifyOnError: false }),
  );
  const url = useMemo(
    () => (file.data ? URL.createObjectURL(file.data.blob) : undefined),
    [file.data],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return <Image20Regular aria-label={`Image ${name}`} />;
  return <img className={styles.thumb} src={url} alt={`Image ${name}`} />;
}
