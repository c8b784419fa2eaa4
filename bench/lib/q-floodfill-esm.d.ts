// The package's main entry is a UMD bundle that needs `window`; its ESM build runs in Node.
declare module 'q-floodfill/dist/index.bundle.esm.js' {
  export { default } from 'q-floodfill';
}
