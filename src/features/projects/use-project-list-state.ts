import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  projectListParams,
  readProjectListState,
  type ProjectListState,
} from './project-list-query';

/**
 * A projects list's search, filters, order and page, kept in the address so back, forward and
 * reload keep them. A new search replaces the history entry it refines; every other choice is
 * a step that Back can undo.
 */
export function useProjectListState(): [
  ProjectListState,
  (next: Partial<ProjectListState>) => void,
] {
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  const update = useCallback(
    (next: Partial<ProjectListState>) => {
      const current = readProjectListState(new URLSearchParams(paramsText));
      setParams(projectListParams({ ...current, ...next }), {
        replace: Object.keys(next).includes('search'),
      });
    },
    [paramsText, setParams],
  );
  // The same state until the address changes, so what it is handed to can skip re-rendering.
  const state = useMemo(() => readProjectListState(new URLSearchParams(paramsText)), [paramsText]);
  return [state, update];
}
