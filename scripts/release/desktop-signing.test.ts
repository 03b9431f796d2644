// The signing decision of a release build: which secrets make a signed build, that a half-configured platform
// fails instead of shipping unsigned, and that auto-update is on for signed builds only. The generated
// electron-builder settings are checked against electron-builder's own schema, merged with electron-builder.yml
// by electron-builder's own loader, since packaging itself cannot run on these machines.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MAC_SECRETS, WIN_AZURE, WIN_CERTIFICATE, planDesktopSigning } from './desktop-signing.cjs';

const repositoryDir = resolve(__dirname, '../..');
const script = join(__dirname, 'desktop-signing.cjs');

/** A distinct, recognisable fake value per name, to prove no value ever appears in a message. */
const fake = (names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, `value-of-${name}-${name.length}`]));
const macSecrets = fake(MAC_SECRETS);
const azure: Record<string, string> = {
  ...fake(WIN_AZURE),
  AZURE_TRUSTED_SIGNING_ENDPOINT: 'https://weu.codesigning.azure.net',
  WIN_PUBLISHER_NAME: 'TaxAtlas Ltd',
};
const certificate = fake(WIN_CERTIFICATE);
const repository = { GITHUB_REPOSITORY: 'taxatlas/taxatlas' };

describe('macOS', () => {
  it('is signed, notarised and updates itself when every Apple secret is set', () => {
    const plan = planDesktopSigning('mac', { ...macSecrets, ...repository });
    expect(plan).toMatchObject({ signing: 'developer-id', autoUpdate: 'signed', errors: [] });
    expect(plan.builderConfig).toMatchObject({
      forceCodeSigning: true,
      mac: { notarize: true },
      publish: { provider: 'github', releaseType: 'draft', owner: 'taxatlas', repo: 'taxatlas', publishAutoUpdate: true },
    });
  });

  it('is built unsigned (ad-hoc, for Apple silicon) without auto-update, and says so, when no Apple secret is set', () => {
    const plan = planDesktopSigning('mac', repository);
    expect(plan).toMatchObject({ signing: 'none', autoUpdate: 'off', errors: [] });
    expect(plan.warnings.join()).toMatch(/NOT signed.*auto-update stays off/);
    expect(plan.builderConfig).toMatchObject({
      forceCodeSigning: false,
      mac: { identity: '-', notarize: false },
      publish: { publishAutoUpdate: false },
    });
  });

  it.each(MAC_SECRETS)('fails when only %s is missing, naming it and no secret value', (missing) => {
    const plan = planDesktopSigning('mac', { ...macSecrets, [missing]: '' });
    expect(plan.errors).toHaveLength(1);
    expect(plan.errors[0]).toContain(missing);
    for (const value of Object.values(macSecrets)) expect(plan.errors[0]).not.toContain(value);
  });

  it('counts a secret of only blanks as missing', () => {
    expect(planDesktopSigning('mac', { ...macSecrets, APPLE_TEAM_ID: '  \n' }).errors[0]).toContain('APPLE_TEAM_ID');
  });
});

describe('Windows', () => {
  it('signs with Azure Trusted Signing, from the account named in the variables', () => {
    const plan = planDesktopSigning('win', { ...azure, ...repository });
    expect(plan).toMatchObject({ signing: 'azure-trusted-signing', autoUpdate: 'signed', errors: [] });
    expect(plan.builderConfig).toMatchObject({
      forceCodeSigning: true,
      win: {
        azureSignOptions: {
          endpoint: 'https://weu.codesigning.azure.net',
          codeSigningAccountName: azure.AZURE_TRUSTED_SIGNING_ACCOUNT,
          certificateProfileName: azure.AZURE_TRUSTED_SIGNING_PROFILE,
          publisherName: 'TaxAtlas Ltd',
        },
      },
      publish: { publishAutoUpdate: true },
    });
    // The service principal stays in the environment, for Microsoft's module; it is never written to a file.
    expect(JSON.stringify(plan.builderConfig)).not.toContain(azure.AZURE_CLIENT_SECRET);
  });

  it('signs with a certificate from WIN_CSC_LINK and WIN_CSC_KEY_PASSWORD', () => {
    const plan = planDesktopSigning('win', certificate);
    expect(plan).toMatchObject({ signing: 'certificate', autoUpdate: 'signed', errors: [] });
    expect(plan.builderConfig).toMatchObject({ forceCodeSigning: true, publish: { publishAutoUpdate: true } });
    expect(JSON.stringify(plan.builderConfig)).not.toContain(certificate.WIN_CSC_LINK);
  });

  it('refuses two signing methods at once', () => {
    const plan = planDesktopSigning('win', { ...azure, ...certificate });
    expect(plan.errors.join()).toMatch(/configured twice/);
  });

  it.each([...WIN_AZURE.map((name) => ['Azure', name]), ...WIN_CERTIFICATE.map((name) => ['certificate', name])])(
    'fails a half-configured %s signing without %s',
    (method, missing) => {
      const plan = planDesktopSigning('win', { ...(method === 'Azure' ? azure : certificate), [missing]: undefined });
      expect(plan.errors).toHaveLength(1);
      expect(plan.errors[0]).toContain(missing);
    },
  );

  it('is unsigned without auto-update when nothing is set', () => {
    expect(planDesktopSigning('win', {})).toMatchObject({ signing: 'none', autoUpdate: 'off', errors: [] });
  });
});

describe('Linux', () => {
  it('never turns auto-update on, whatever else is in the environment', () => {
    const plan = planDesktopSigning('linux', { ...macSecrets, ...certificate, RELEASE_REQUIRE_SIGNED: 'true' });
    expect(plan).toMatchObject({ signing: 'none', autoUpdate: 'off', errors: [] });
    expect(plan.builderConfig).toMatchObject({ publish: { publishAutoUpdate: false } });
  });
});

describe('RELEASE_REQUIRE_SIGNED=true', () => {
  it.each(['mac', 'win'] as const)('turns an unsigned %s build into a failure', (platform) => {
    expect(planDesktopSigning(platform, { RELEASE_REQUIRE_SIGNED: 'true' }).errors.join()).toMatch(/RELEASE_REQUIRE_SIGNED/);
  });
});

describe('the electron-builder settings of each choice', () => {
  // electron-builder's config loader and schema check, as `electron-builder --config` runs them.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
    getConfig(projectDir: string, configPath: string): Promise<Record<string, unknown>>;
    validateConfiguration(config: unknown, debugLogger: unknown): Promise<void>;
  };
  const quietLogger = { isEnabled: false, add: () => undefined };
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'taxatlas-signing-'));
    // Its "loaded configuration" lines (written to stdout) would bury the test report.
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterAll(() => {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  async function merged(platform: 'mac' | 'win' | 'linux', env: Record<string, string>) {
    const file = join(dir, `${platform}-${Object.keys(env).length}.json`);
    writeFileSync(file, JSON.stringify(planDesktopSigning(platform, env).builderConfig));
    const config = await getConfig(repositoryDir, file);
    await validateConfiguration(config, quietLogger);
    return config;
  }

  it.each([
    ['mac', 'signed', macSecrets],
    ['mac', 'unsigned', {}],
    ['win', 'Azure-signed', azure],
    ['win', 'certificate-signed', certificate],
    ['win', 'unsigned', {}],
    ['linux', 'unsigned', {}],
  ] as const)('%s, %s: extends electron-builder.yml and passes its schema', async (platform, _label, env) => {
    const config = await merged(platform, { ...env, ...repository });
    expect(config).toMatchObject({
      appId: 'com.taxatlas.desktop',
      mac: { target: ['dmg', 'zip'] },
      win: { target: ['nsis'] },
      linux: { target: ['AppImage', 'deb'] },
      publish: { provider: 'github', releaseType: 'draft', owner: 'taxatlas', repo: 'taxatlas' },
    });
  });

  it('an invalid setting would be caught by that schema check', async () => {
    const config = await merged('linux', {});
    await expect(validateConfiguration({ ...config, win: { azureSignOptions: { endpoint: 'x' } } }, quietLogger)).rejects.toThrow(
      /azureSignOptions/,
    );
  });
});

describe('the command release.yml runs', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'taxatlas-signing-cli-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function runFor(platform: string, env: Record<string, string>) {
    const githubEnv = join(dir, 'github-env');
    writeFileSync(githubEnv, '');
    const config = join(dir, 'config.json');
    // Only what the workflow passes: no secret of this machine's own environment leaks into the check.
    const result = spawnSync(process.execPath, [script, platform, config], {
      env: { PATH: process.env.PATH ?? '', GITHUB_ENV: githubEnv, ...env },
      encoding: 'utf8',
    });
    return { ...result, githubEnv: readFileSync(githubEnv, 'utf8'), config: existsSync(config) ? readFileSync(config, 'utf8') : undefined };
  }

  it('sets TAXATLAS_AUTO_UPDATE=signed for the following steps of a signed build', () => {
    const result = runFor('mac', macSecrets);
    expect(result.status).toBe(0);
    expect(result.githubEnv).toBe('TAXATLAS_AUTO_UPDATE=signed\nMAIN_VITE_TAXATLAS_AUTO_UPDATE=signed\n');
    expect(JSON.parse(result.config ?? '{}')).toMatchObject({ extends: 'electron-builder.yml', mac: { notarize: true } });
    for (const value of Object.values(macSecrets)) expect(result.stdout + result.stderr + result.config).not.toContain(value);
  });

  it('sets it to off, with a warning annotation, for an unsigned build', () => {
    const result = runFor('win', {});
    expect(result.status).toBe(0);
    expect(result.githubEnv).toBe('TAXATLAS_AUTO_UPDATE=off\nMAIN_VITE_TAXATLAS_AUTO_UPDATE=off\n');
    expect(result.stdout).toMatch(/^::warning::Windows installers are NOT signed/m);
  });

  it('stops the job, with an error annotation and nothing set, on a half-configured platform', () => {
    const result = runFor('win', { WIN_CSC_LINK: 'a-certificate' });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^::error::.*WIN_CSC_KEY_PASSWORD missing/m);
    expect(result.githubEnv).toBe('');
    expect(result.config).toBeUndefined();
  });
});
