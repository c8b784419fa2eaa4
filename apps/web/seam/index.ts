export * from './app-document';
export * from './inline-script';
export * from './web-build';
