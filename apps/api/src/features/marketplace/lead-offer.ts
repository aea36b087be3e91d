import type { EasternMoment } from '../../platform/clock/eastern-moment';
import type { SaleTime } from '../../platform/clock/sale-time';
import type { MarketSnapshot } from './market-snapshot';

/** A lead as the engine sells it: the publisher's fields, the phone formatted, the distance known. */
export interface LeadOffer {
  publisherId: number;
  externalId: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  fromZip: string;
  toZip: string;
  moveDate: string;
  moveSize: string;
  distance: 'local' | 'long';
  consent: Record<string, unknown>;
}

export interface LeadSaleResult {
  offerId: number;
  buyers: number;
  unsoldReason: string | null;
  replayed: boolean;
  /** Auto-recharge requests the sale wrote (balances that fell under their threshold). */
  rechargeRequestIds: number[];
  /** Deliveries of the lead to its buyers' destinations, sent by the job queue once the sale commits. */
  deliveryIds: number[];
}

export interface LeadSaleOptions {
  maxBuyers: number;
  moment: EasternMoment;
  /** When the lead arrived: now for live traffic, a past moment for the demo's history. */
  at?: SaleTime;
  /** The market's settings kept between sales; without one, the process's (`processMarket`). */
  market?: MarketSnapshot;
  /**
   * Set: the sale's deliveries are leased for this many seconds to this process's delivery
   * thread, which is handed them after the commit (`handOffDeliveries`): no other process claims
   * them until the lease runs out.
   */
  deliveryLeaseSeconds?: number;
}
