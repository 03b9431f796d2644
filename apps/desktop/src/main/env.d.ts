// Build-time values electron-vite replaces in the main process (MAIN_VITE_* variables).
interface ImportMetaEnv {
  /** 'signed' only in a release build that was signed (scripts/release/desktop-signing.cjs); otherwise absent. */
  readonly MAIN_VITE_TAXATLAS_AUTO_UPDATE?: 'signed' | 'off';
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
