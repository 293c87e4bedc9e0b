interface ImportMetaEnv {
  /** '1' in builds for the Playwright journeys: test hooks such as the register captcha's code attribute. */
  readonly VITE_E2E?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
