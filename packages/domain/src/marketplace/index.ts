export * from './auction';
export * from './call-billing';
export * from './eligibility';
export * from './loss-reasons';
