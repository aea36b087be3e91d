export * from './common';
export * from './endpoint';
export * from './endpoints/auth';
export * from './endpoints/company';
export * from './endpoints/settings';
export * from './envelope';
export * from './errors';
export * from './socket-events';
