/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Native builds only: the deployed API's origin (lib/platform.ts apiOrigin). */
  readonly VITE_API_URL?: string;
}
