export * from './app-document';
export * from './cookies';
export * from './inline-script';
export * from './paint-session';
export * from './web-build';
