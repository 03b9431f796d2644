// One version for the whole product: the root and every workspace package.json carry it (it is what
// /api/health and the desktop app report, and electron-builder publishes to the release tagged v<version>), and
// the workspaces depend on each other at exactly that version.
//
//   npm run release:version -- 1.2.3    sets it everywhere, refreshes package-lock.json, commits, tags v1.2.3
//                                       (add --no-git to only edit the files)
//   node scripts/release/release-version.cjs check v1.2.3
//                                       fails unless every manifest says 1.2.3 (release.yml, before anything else)
//
// `npm version` cannot do this here: with --workspaces it tags the root alone and then fails to install,
// because the workspaces' exact dependencies on each other still name the old version.
'use strict';

const { execFileSync } = require('node:child_process');
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;
const INTERNAL_SCOPE = '@taxatlas/';
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The root manifest and each workspace's, relative to rootDir.
 * @param {string} rootDir
 * @returns {string[]}
 */
function manifestPaths(rootDir) {
  /** @type {string[]} */
  const workspaces = readJson(path.join(rootDir, 'package.json')).workspaces ?? [];
  for (const workspace of workspaces) {
    // Globs would need expanding; the repository lists its workspaces one by one.
    if (/[*?{[]/.test(workspace)) throw new Error(`workspace pattern ${workspace} is not supported: list workspaces by path`);
  }
  return ['package.json', ...workspaces.map((workspace) => path.posix.join(workspace, 'package.json'))];
}

/**
 * What disagrees with the version: every manifest's own version, and every dependency on another
 * @taxatlas/ package.
 * @param {string} rootDir
 * @param {string} version
 * @returns {string[]}
 */
function versionMismatches(rootDir, version) {
  const problems = [];
  for (const file of manifestPaths(rootDir)) {
    const manifest = readJson(path.join(rootDir, file));
    if (manifest.version !== version) problems.push(`${file}: version is ${manifest.version}`);
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
        if (name.startsWith(INTERNAL_SCOPE) && spec !== version) problems.push(`${file}: ${field}.${name} is ${spec}`);
      }
    }
  }
  return problems;
}

/**
 * The version a release tag stands for, or an error message.
 * @param {string} tag
 * @returns {{ version: string } | { error: string }}
 */
function versionOfTag(tag) {
  const version = tag.startsWith('v') ? tag.slice(1) : '';
  return SEMVER.test(version) ? { version } : { error: `${tag} is not a release tag: expected v<major>.<minor>.<patch>, e.g. v1.2.3` };
}

/**
 * Writes the version into every manifest and into the internal dependencies (npm's own JSON layout, as
 * `npm version` writes it).
 * @param {string} rootDir
 * @param {string} version
 */
function writeVersion(rootDir, version) {
  for (const file of manifestPaths(rootDir)) {
    const full = path.join(rootDir, file);
    const manifest = readJson(full);
    manifest.version = version;
    for (const field of DEPENDENCY_FIELDS) {
      for (const name of Object.keys(manifest[field] ?? {})) {
        if (name.startsWith(INTERNAL_SCOPE)) manifest[field][name] = version;
      }
    }
    writeFileSync(full, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(command, args, cwd) {
  // npm is npm.cmd on Windows, which only a shell finds (its arguments here need no quoting).
  const shell = command === 'npm' && process.platform === 'win32';
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], shell });
}

/**
 * @param {string} rootDir
 * @param {string} version
 * @param {{ git: boolean }} options
 */
function setVersion(rootDir, version, { git }) {
  if (!SEMVER.test(version)) throw new Error(`${version} is not a version: expected <major>.<minor>.<patch>, e.g. 1.2.3`);
  const tag = `v${version}`;
  if (git) {
    if (run('git', ['status', '--porcelain'], rootDir).trim() !== '')
      throw new Error('the working tree has changes: commit or stash them first');
    if (run('git', ['tag', '--list', tag], rootDir).trim() !== '') throw new Error(`tag ${tag} exists already`);
  }
  writeVersion(rootDir, version);
  // The lockfile repeats each workspace's version and dependencies; npm rewrites it without touching node_modules.
  run('npm', ['install', '--package-lock-only', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], rootDir);
  const leftOver = versionMismatches(rootDir, version);
  if (leftOver.length > 0) throw new Error(`still not ${version}:\n  ${leftOver.join('\n  ')}`);
  if (git) {
    run('git', ['add', '--', 'package-lock.json', ...manifestPaths(rootDir)], rootDir);
    run('git', ['commit', '--quiet', '-m', `chore(release): ${tag}`], rootDir);
    run('git', ['tag', '--annotate', tag, '-m', `TaxAtlas ${tag}`], rootDir);
  }
  return tag;
}

function main() {
  const [command, argument, ...flags] = process.argv.slice(2);
  const rootDir = process.cwd();
  if (command === 'check' && argument) {
    const parsed = versionOfTag(argument);
    const problems = 'error' in parsed ? [parsed.error] : versionMismatches(rootDir, parsed.version);
    if (problems.length > 0) {
      console.error(`The tag ${argument} does not match the package versions (run npm run release:version -- <version>):`);
      for (const problem of problems) console.error(`  ${problem}`);
      process.exit(1);
    }
    console.log(`${argument}: every package.json says ${argument.slice(1)}`);
  } else if (command === 'set' && argument) {
    const git = !flags.includes('--no-git');
    const tag = setVersion(rootDir, argument, { git });
    console.log(
      git
        ? `Committed and tagged ${tag}. Start the release with:  git push --atomic origin HEAD ${tag}`
        : `Version ${argument} written; commit it and tag the commit ${tag}.`,
    );
  } else {
    console.error('usage: release-version.cjs set <version> [--no-git] | check <tag>');
    process.exit(2);
  }
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

module.exports = { manifestPaths, versionMismatches, versionOfTag, writeVersion, setVersion };
