import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Source in jest (.ts, compiled on require), the SWC build anywhere else (.js); never tests, maps or type files. */
const declarationFile = /^(?!.*\.(?:test|spec|d)\.[jt]s$).*\.[jt]s$/;

/**
 * The modules of every declaration file in a folder, in file-name order. Each calculator is one file in such a folder
 * (docs/architecture.md, "How to add a calculator"), so no list names them: the folder is the list. `require` (not
 * `import()`) because the server, jest and the desktop app all run this code as CommonJS, and jest compiles a
 * required .ts file on the way.
 */
export function loadDeclarationModules(folder: string): unknown[] {
  return (
    readdirSync(folder)
      .filter((name) => declarationFile.test(name))
      .sort()
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file found at run time, see above
      .map((name) => require(join(folder, name)) as unknown)
  );
}
