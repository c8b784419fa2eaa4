export * from './common';
export * from './errors';
export * from './plans';
export * from './settings';
export * from './storage';
export * from './users';
export * from './website';
