export * from './accounts';
export * from './campaigns';
export * from './identity-verifications';
export * from './market-signals';
export * from './marketplace';
export * from './money';
export * from './platform';
export * from './records';
