export * from './common';
export * from './endpoint';
export * from './envelope';
export * from './errors';
export * from './endpoints/auth';
export * from './endpoints/company';
export * from './endpoints/settings';
export * from './socket-events';
