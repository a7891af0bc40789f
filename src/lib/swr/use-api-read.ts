import { useEffect } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiGet } from '@/lib/api-client/api-client';
import type { ApiError } from '@/lib/api-client/api-error';
import { apiKey } from './api-key';
import { clearSlow } from './slow-loading';

export type ApiRead<T> = SWRResponse<T, ApiError>;

/**
 * A cached read. The key is the URL (relative to /api/v1/); a null key reads nothing. `label`
 * names the call in error messages; `select` reshapes what the server sent (defaults, etc.).
 */
export function useApiRead<T, Raw = T>(
  key: string | null,
  label: string,
  options: SWRConfiguration<T, ApiError> & { select?: (raw: Raw) => T } = {},
): ApiRead<T> {
  const { select, ...config } = options;
  const read = useSWR<T, ApiError>(
    key,
    async (url: string) => {
      const raw = await apiGet<Raw>(url, { label });
      return select ? select(raw) : (raw as unknown as T);
    },
    config,
  );
  // A screen that goes away mid-read takes its "still loading" hint with it.
  useEffect(() => (key ? () => clearSlow(key) : undefined), [key]);
  return read;
}

/**
 * Declares an area's read hook in one line from a contract path builder:
 *
 *   export const useProject = defineRead<[projectId: number], Project>('Project', projectPaths.detail);
 *   const { data } = useProject(projectId); // no fetch while projectId is undefined or -1
 */
export function defineRead<A extends readonly unknown[], T, Raw = T>(
  label: string,
  build: (...args: A) => string,
  select?: (raw: Raw) => T,
) {
  return function useRead(...args: { [K in keyof A]: A[K] | null | undefined }): ApiRead<T> {
    return useApiRead<T, Raw>(apiKey(build, ...args), label, select ? { select } : {});
  };
}
