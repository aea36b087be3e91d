import { easternMoment } from '../../platform/clock/eastern-moment';
import type { Database } from '../../platform/db/database';
import type { LeadOffer, LeadSaleResult } from './lead-offer';
import { sellLeads } from './lead-sale';

export type LeadSeller = (lead: LeadOffer) => Promise<LeadSaleResult>;

interface Waiting {
  lead: LeadOffer;
  resolve: (result: LeadSaleResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Sells the leads of this process in batches: while `batchesAtOnce` batches run, the leads that
 * arrive wait, and the next batch takes them all (at most `maxBatch`). A lone lead goes at once;
 * under load, one transaction settles many leads, so the campaigns and wallets every sale wants
 * are locked once per batch instead of once per lead (bench/marketplace). Should a batch fail,
 * its leads are sold one by one, so a lead's error is its own.
 */
export function createLeadBatcher(
  db: Database,
  options: {
    maxBuyers: number;
    maxBatch: number;
    batchesAtOnce: number;
    /** Told, after each batch commits, the deliveries its sales asked for (to send them at once). */
    onDeliveries?: (deliveryIds: number[]) => void;
    /**
     * Asked before each batch: for how many seconds its deliveries are leased to this process
     * (handed to `onDeliveries`); undefined: not leased.
     */
    deliveryLease?: () => number | undefined;
  },
): LeadSeller {
  let queue: Waiting[] = [];
  let running = 0;

  async function sell(batch: Waiting[]): Promise<void> {
    const deliveryLeaseSeconds = options.deliveryLease?.();
    const saleOptions = {
      maxBuyers: options.maxBuyers,
      moment: easternMoment(),
      ...(deliveryLeaseSeconds === undefined ? {} : { deliveryLeaseSeconds }),
    };
    try {
      const results = await sellLeads(
        db,
        batch.map((item) => item.lead),
        saleOptions,
      );
      const deliveryIds = results.flatMap((result) => result.deliveryIds);
      if (deliveryIds.length > 0) options.onDeliveries?.(deliveryIds);
      for (const [index, item] of batch.entries()) item.resolve(results[index]!);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const item of batch)
        await sellLeads(db, [item.lead], saleOptions).then(([result]) => {
          if (result!.deliveryIds.length > 0) options.onDeliveries?.(result!.deliveryIds);
          item.resolve(result!);
        }, item.reject);
    }
  }

  /** Starts batches while fewer than `batchesAtOnce` run: one prepares (reads) while another holds the locks. */
  function startBatches(): void {
    while (running < options.batchesAtOnce && queue.length > 0) {
      const batch = queue.slice(0, options.maxBatch);
      queue = queue.slice(options.maxBatch);
      running += 1;
      void sell(batch).finally(() => {
        running -= 1;
        startBatches();
      });
    }
  }

  return (lead) =>
    new Promise<LeadSaleResult>((resolve, reject) => {
      queue.push({ lead, resolve, reject });
      startBatches();
    });
}
