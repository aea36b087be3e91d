import type { StatisticsType } from '@vanbid/contract';
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import type { LogRecord } from '../api/records';

/** Where a record opens, and the log page to come back to (router state). */
export interface DetailLink {
  to: To;
  state: { from: string };
}

/** What the records table or cards show, and what the page does on paging and sorting. */
export interface RecordsGridProps {
  type: StatisticsType;
  records: LogRecord[];
  totalItems: number;
  isLoading: boolean;
  page: number;
  pageSize: number;
  sort: string;
  /** What the empty grid says and offers (an empty wallet's Add funds). */
  empty: ReactNode;
  onPageChange: (page: number) => void;
  onSortChange: (sort: string) => void;
  /** The link that opens a record's detail (a row or card opens it too). */
  detailLink: (id: number) => DetailLink;
}
