// The API is compiled by SWC to CommonJS without declaration files, so the desktop states here the
// contract it relies on (apps/api/src/server.ts). Keep it in step with that file; a mismatch shows up at
// start-up as a thrown error, which main reports in a dialog.
declare module '@taxatlas/api/dist/server' {
  export interface StartServerOptions {
    port: number;
    host: string;
    /** SQLite lives at `<dataDir>/taxatlas.sqlite`. */
    dataDir: string;
    /** Folder of the web build (index.html) that the server serves next to `/api`. */
    webRoot?: string;
    env?: Record<string, string | undefined>;
  }
  export interface RunningServer {
    /** Origin the server listens on, e.g. `http://127.0.0.1:49152`. */
    url: string;
    close(): Promise<void>;
  }
  export function startServer(options: StartServerOptions): Promise<RunningServer>;
}
