import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { StatisticsType } from '@vanbid/contract';
import { useState } from 'react';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { readStoredJson, writeStored } from '../../../lib/storage';
import { DEFAULT_HIDDEN_COLUMNS } from '../components/records-columns';

type StoredChoices = Partial<Record<StatisticsType, GridColumnVisibilityModel>>;

/** The columns the owner chose to show or hide in a log, kept in this browser. */
export function useLogColumns(type: StatisticsType) {
  const [model, setModel] = useState<GridColumnVisibilityModel>(
    () => readStoredJson<StoredChoices>(STORAGE_KEYS.logColumns)?.[type] ?? DEFAULT_HIDDEN_COLUMNS[type],
  );
  const choose = (next: GridColumnVisibilityModel) => {
    setModel(next);
    const stored = readStoredJson<StoredChoices>(STORAGE_KEYS.logColumns) ?? {};
    writeStored(STORAGE_KEYS.logColumns, JSON.stringify({ ...stored, [type]: next }));
  };
  return { model, choose };
}
