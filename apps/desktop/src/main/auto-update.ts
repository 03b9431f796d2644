/**
 * Whether this build checks for updates. Only a signed release does (the release workflow sets
 * TAXATLAS_AUTO_UPDATE=signed when it signs, see scripts/release/desktop-signing.cjs): electron-updater installs what it
 * downloads, and on an unsigned build nothing would prove that the download came from us. Never when run from the
 * repository.
 */
export function autoUpdateEnabled({ isPackaged, buildFlag }: { isPackaged: boolean; buildFlag: string | undefined }): boolean {
  return isPackaged && buildFlag === 'signed';
}

/** The part of electron-updater's `autoUpdater` the app uses. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdatesAndNotify(): Promise<unknown>;
}

/** Checks once at start, then every few hours; a failed check (offline, say) is logged and retried next time. */
export function scheduleUpdateChecks(
  updater: Updater,
  { everyMs = 6 * 60 * 60 * 1000, log = console.warn }: { everyMs?: number; log?: (message: string, error: unknown) => void } = {},
): () => void {
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  const check = (): void => {
    updater.checkForUpdatesAndNotify().catch((error: unknown) => log('update check failed', error));
  };
  check();
  const timer = setInterval(check, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
