export * from './auction';
export * from './call-billing';
export * from './eligibility';
export * from './loss-reasons';
export * from './bid-forecast';
export * from './competitiveness';
export * from './min-bid-market';
