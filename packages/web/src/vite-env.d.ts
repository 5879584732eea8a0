/// <reference types="vite/client" />

/** Short commit hash of the build, injected by vite.config.ts. */
declare const __BUILD_HASH__: string;
