// The repository explains itself: every document a file cites is in the repository (docs/contributing.md, "Style and
// commits"). A clone holds no product specification, API contract or conventions beside it, and no ticket tracker, so
// a citation of those reaches nothing: code and docs cite docs/<file>.md by section and say what a thing is.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repositoryDir = resolve(__dirname, '..');
const thisFile = 'scripts/repository-citations.test.ts';

const trackedTextFiles = execFileSync('git', ['ls-files', '-z'], { cwd: repositoryDir, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && file !== thisFile && existsSync(join(repositoryDir, file)))
  .map((file) => ({ file, text: readFileSync(join(repositoryDir, file), 'utf8') }))
  .filter(({ text }) => !text.includes('\0'));

interface Finding {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** Every line of a tracked text file that matches, as `file:line: text` for a readable failure. */
function linesMatching(pattern: RegExp): string[] {
  const findings: Finding[] = [];
  for (const { file, text } of trackedTextFiles) {
    text.split('\n').forEach((line, index) => {
      if (pattern.test(line)) findings.push({ file, line: index + 1, text: line.trim() });
    });
  }
  return findings.map(({ file, line, text }) => `${file}:${line}: ${text}`);
}

/** The headings of a document in docs/, without their leading #s; undefined when there is no such document. */
const headingsOf = (() => {
  const cache = new Map<string, readonly string[] | undefined>();
  return (name: string): readonly string[] | undefined => {
    if (!cache.has(name)) {
      const path = join(repositoryDir, 'docs', `${name}.md`);
      cache.set(
        name,
        existsSync(path)
          ? readFileSync(path, 'utf8')
              .split('\n')
              .filter((line) => line.startsWith('#'))
              .map((line) => line.replace(/^#+\s*/, '').trim())
          : undefined,
      );
    }
    return cache.get(name);
  };
})();

describe('repository citations', () => {
  it('cites no document that lives outside the repository', () => {
    expect(linesMatching(/(?<![\w-])(?:product-spec|api-contract|conventions)\.md|\.\.\/shared\//)).toEqual([]);
  });

  it('reaches no folder beside the repository by default, in either spelling (../shared/ or path parts)', () => {
    expect(linesMatching(/(['"])\.\.\1,\s*(['"])shared\2/)).toEqual([]);
  });

  it('names no ticket: no "(issue N)" tags or "issue N" wording', () => {
    expect(linesMatching(/\bissues? #?\d+/i)).toEqual([]);
  });

  it('cites documents in docs/ that exist, by a section they have', () => {
    const dangling: string[] = [];
    for (const { file, text } of trackedTextFiles) {
      text.split('\n').forEach((line, index) => {
        for (const [citation, name, section] of line.matchAll(/(?<![\w./-])docs\/([\w-]+)\.md(?:,? \(?"([^"]+)")?/g)) {
          const headings = headingsOf(name!);
          const found =
            headings !== undefined &&
            (section === undefined || headings.some((heading) => heading === section || heading.startsWith(`${section}:`)));
          if (!found) dangling.push(`${file}:${index + 1}: ${citation}`);
        }
      });
    }
    expect(dangling).toEqual([]);
  });
});
