export * from './common';
export * from './errors';
export * from './settings';
export * from './website';
