import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LogConfig } from '../log-config';
import { type LogView, readLogView, writeLogView } from '../log-view';

/** The log's filters, read from and written to the URL's search string. */
export function useLogView(config: LogConfig) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readLogView(params, config), [params, config]);
  /** Changes filters; any change but the page's goes back to page 1. */
  const update = useCallback(
    (change: Partial<LogView>) => setParams(writeLogView({ ...view, page: 1, ...change }), { replace: true }),
    [view, setParams],
  );
  return { view, update };
}
