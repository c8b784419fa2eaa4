export * from './common';
export * from './errors';
export * from './plans';
export * from './settings';
export * from './website';
