import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

interface LintMessage {
  readonly ruleId: string | null;
  readonly message: string;
}

/**
 * Lints `code` as if it were the file at `filePath` (relative to the repository), with the repository's own
 * eslint.config.mjs. ESLint loads its config as an ES module, which jest's module sandbox cannot, so it runs in Node.
 */
function lintAs(filePath: string, code: string): LintMessage[] {
  const script = `
    import { ESLint } from 'eslint';
    const { filePath, code } = JSON.parse(process.argv[1]);
    const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
    process.stdout.write(JSON.stringify(result?.messages ?? []));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify({ filePath, code })], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`eslint did not run: ${run.stderr}`);
  return JSON.parse(run.stdout) as LintMessage[];
}

const boundaryErrors = (messages: readonly LintMessage[]) =>
  messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);

describe('module boundaries hold by lint', () => {
  it('refuses an API module importing a module listed after it (the articles ↔ categories cycle)', () => {
    const errors = boundaryErrors(
      lintAs(
        'apps/api/src/modules/categories/boundary-fixture.ts',
        "import { ArticlesService } from '../articles/articles.service';\nexport const service = ArticlesService;\n",
      ),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('apiModuleOrder');
  });

  it('lets a module import one listed before it', () => {
    const messages = lintAs(
      'apps/api/src/modules/articles/boundary-fixture.ts',
      "import { CategoriesService } from '../categories/categories.service';\nexport const service = CategoriesService;\n",
    );
    expect(boundaryErrors(messages)).toEqual([]);
  });

  it('keeps common/ free of modules', () => {
    const errors = boundaryErrors(
      lintAs(
        'apps/api/src/common/http/boundary-fixture.ts',
        "import { ArticlesService } from '../../modules/articles/articles.service';\nexport const service = ArticlesService;\n",
      ),
    );
    expect(errors).toHaveLength(1);
  });
  it('refuses a web feature importing src/app (shared code → features → app)', () => {
    const errors = boundaryErrors(
      lintAs(
        'apps/web/src/features/blog/boundary-fixture.ts',
        "import { routes } from '../../app/router';\nexport const table = routes;\n",
      ),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Features never import src/app');
  });

  it('refuses shared web code importing a feature', () => {
    const errors = boundaryErrors(
      lintAs(
        'apps/web/src/components/ui/boundary-fixture.ts',
        "import BlogListPage from '../../features/blog/blog-list-page';\nexport const page = BlogListPage;\n",
      ),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('never imports features or app');
  });
});
