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
  children,
}: ReadStateProps<T>) {
  // An answer arrives as an urgent update (SWR's store), which React renders in one blocking
  // task: a list of a page of rows is the longest task of a first screen on a phone. Deferred,
  // the urgent render keeps the placeholder and React draws the rows in a background render
  // that yields to the browser every few milliseconds (DESIGN.md §8: the main thread).
  const data = useDeferredValue(read.data);
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
