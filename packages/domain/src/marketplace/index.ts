export * from './auction';
export * from './bid-forecast';
export * from './call-billing';
export * from './competitiveness';
export * from './eligibility';
export * from './lead-dates';
export * from './loss-reasons';
export * from './min-bid-market';
