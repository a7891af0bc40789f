import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { useDeferredValue, type ReactNode } from 'react';
import type { ApiError } from '@/lib/api-client/api-error';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { LoadFailure } from './load-failure';

/** What `ReadState` needs of a read: SWR's answer, or anything shaped like it. */
export interface ReadLike<T> {
  data: T | undefined;
  error?: ApiError | Error | undefined;
  mutate: () => Promise<unknown>;
}

export interface ReadStateProps<T> {
  read: ReadLike<T>;
  /** What is being read, in words that follow "Loading" and "We could not load": "the metrics". */
  what: string;
  /** Whether the data counts as nothing to show (arrays: when empty). */
  isEmpty?: (data: T) => boolean;
  /** What an empty read shows; without it an empty read renders its children. */
  empty?: EmptyStateProps;
  /** How many placeholder rows while loading. */
  rows?: number;
  /**
   * Draw the first answer in a background render that yields to the browser, instead of in the
   * urgent update it arrives as (SWR's store), which React renders in one blocking task. For the
   * lists of a first screen: a page of rows was its longest task on a phone (DESIGN.md §8).
   */
  deferred?: boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One read's four states: loading (placeholder rows), failed (the reason and Try again),
 * empty (why, and the way to start) and loaded. Data already on screen stays while a
 * refetch fails.
 */
export function ReadState<T>({
  read,
  what,
  isEmpty = emptyArray,
  empty,
  rows = 2,
  deferred = false,
  children,
}: ReadStateProps<T>) {
  // Deferred, the urgent render keeps the placeholder until the background one has drawn the
  // first answer; later answers show at once, as without it.
  const background = useDeferredValue(read.data);
  const data = deferred && background === undefined ? undefined : read.data;
  if (read.error && read.data === undefined) {
    return <LoadFailure what={what} error={read.error} retry={() => read.mutate()} />;
  }
  if (data === undefined) {
    return (
      <Skeleton aria-label={`Loading ${what}`}>
        {Array.from({ length: rows }, (_, index) => (
          <SkeletonItem key={index} size={32} />
        ))}
      </Skeleton>
    );
  }
  if (empty && isEmpty(data)) return <EmptyState headingLevel="h3" {...empty} />;
  return <>{children(data)}</>;
}
