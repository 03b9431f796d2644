// Decides, for one desktop platform of a release build, whether its installers will be signed, and so
// whether they may update themselves: electron-updater installs whatever the release feed offers, so only a
// signed build (whose updates the OS and electron-updater can check against the same publisher) gets it.
//
//   node scripts/release/desktop-signing.cjs <mac|win|linux> <config-out.json>
//
// Reads which signing secrets are present (never prints their values), fails on a half-configured platform,
// writes an electron-builder config that extends electron-builder.yml with the signing choice, and, in GitHub
// Actions, sets TAXATLAS_AUTO_UPDATE (and MAIN_VITE_TAXATLAS_AUTO_UPDATE, which electron-vite bakes into the
// main process) to `signed` or `off` for the following steps. release.yml runs it; docs/releasing.md lists the
// secrets.
'use strict';

const { appendFileSync, writeFileSync } = require('node:fs');

/** Developer ID certificate (p12, base64) and notarisation with an app-specific password. */
const MAC_SECRETS = ['CSC_LINK', 'CSC_KEY_PASSWORD', 'APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'];
/** A code-signing certificate (pfx/p12, base64). */
const WIN_CERTIFICATE = ['WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD'];
/** Azure Trusted Signing: a service principal (secrets) and the account's coordinates (variables). */
const WIN_AZURE = [
  'AZURE_TENANT_ID',
  'AZURE_CLIENT_ID',
  'AZURE_CLIENT_SECRET',
  'AZURE_TRUSTED_SIGNING_ENDPOINT',
  'AZURE_TRUSTED_SIGNING_ACCOUNT',
  'AZURE_TRUSTED_SIGNING_PROFILE',
  'WIN_PUBLISHER_NAME',
];

const PLATFORMS = ['mac', 'win', 'linux'];

/**
 * @typedef {'mac' | 'win' | 'linux'} DesktopPlatform
 * @typedef {Record<string, string | undefined>} Env
 * @typedef {{
 *   platform: DesktopPlatform,
 *   signing: 'developer-id' | 'azure-trusted-signing' | 'certificate' | 'none',
 *   autoUpdate: 'signed' | 'off',
 *   errors: string[],
 *   warnings: string[],
 *   builderConfig: Record<string, unknown>,
 * }} SigningPlan
 */

/**
 * @param {Env} env
 * @param {string[]} names
 */
function presence(env, names) {
  const present = names.filter((name) => (env[name] ?? '').trim() !== '');
  return { present, missing: names.filter((name) => !present.includes(name)) };
}

/**
 * @param {string} what
 * @param {string[]} missing
 */
function incomplete(what, missing) {
  return `${what} is only partly configured: ${missing.join(', ')} missing (docs/releasing.md lists what each one is)`;
}

/**
 * Where electron-builder publishes: the draft release of this repository (GITHUB_REPOSITORY in Actions).
 * Auto-update metadata (latest*.yml) is published only for a signed build, so an unsigned one can never be
 * offered as an update to installs that already exist.
 * @param {Env} env
 * @param {boolean} signed
 */
function publishConfig(env, signed) {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  return {
    provider: 'github',
    releaseType: 'draft',
    ...(owner && repo ? { owner, repo } : {}),
    publishAutoUpdate: signed,
  };
}

/**
 * @param {DesktopPlatform} platform
 * @param {Env} env
 * @returns {SigningPlan}
 */
function planDesktopSigning(platform, env) {
  if (!PLATFORMS.includes(platform)) throw new Error(`unknown platform ${platform}: expected one of ${PLATFORMS.join(', ')}`);
  const requireSigned = env.RELEASE_REQUIRE_SIGNED === 'true';
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const warnings = [];
  /** @type {SigningPlan['signing']} */
  let signing = 'none';
  /** @type {Record<string, unknown>} */
  let platformConfig = {};

  if (platform === 'mac') {
    const mac = presence(env, MAC_SECRETS);
    if (mac.missing.length === 0) {
      signing = 'developer-id';
      platformConfig = { mac: { notarize: true } };
    } else {
      if (mac.present.length > 0) errors.push(incomplete('macOS signing and notarisation', mac.missing));
      // Ad-hoc signed: Apple silicon refuses to start an unsigned app at all. Without a Developer ID the hardened
      // runtime would stop Electron's own frameworks from loading.
      platformConfig = { mac: { identity: '-', hardenedRuntime: false, notarize: false } };
    }
  } else if (platform === 'win') {
    const azure = presence(env, WIN_AZURE);
    const certificate = presence(env, WIN_CERTIFICATE);
    if (azure.present.length > 0 && certificate.present.length > 0) {
      errors.push(
        `Windows signing is configured twice: Azure Trusted Signing (${azure.present.join(', ')}) and a certificate (${certificate.present.join(', ')}); keep one`,
      );
    } else if (azure.present.length > 0) {
      if (azure.missing.length > 0) errors.push(incomplete('Azure Trusted Signing', azure.missing));
      else {
        signing = 'azure-trusted-signing';
        platformConfig = {
          win: {
            // electron-builder signs through Microsoft's TrustedSigning PowerShell module; the module reads the
            // service principal from AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET.
            azureSignOptions: {
              endpoint: env.AZURE_TRUSTED_SIGNING_ENDPOINT,
              codeSigningAccountName: env.AZURE_TRUSTED_SIGNING_ACCOUNT,
              certificateProfileName: env.AZURE_TRUSTED_SIGNING_PROFILE,
              publisherName: env.WIN_PUBLISHER_NAME,
            },
          },
        };
      }
    } else if (certificate.present.length > 0) {
      if (certificate.missing.length > 0) errors.push(incomplete('Windows certificate signing', certificate.missing));
      // electron-builder reads WIN_CSC_LINK and WIN_CSC_KEY_PASSWORD itself.
      else signing = 'certificate';
    }
  }

  const signed = signing !== 'none';
  if (!signed && errors.length === 0) {
    if (platform === 'linux') {
      warnings.push('Linux AppImage and deb packages are not code-signed: auto-update stays off for them');
    } else if (requireSigned) {
      errors.push(`RELEASE_REQUIRE_SIGNED is true but no ${platform === 'mac' ? 'macOS' : 'Windows'} signing secrets are set`);
    } else {
      warnings.push(`${platform === 'mac' ? 'macOS' : 'Windows'} installers are NOT signed (no signing secrets): auto-update stays off`);
    }
  }

  return {
    platform,
    signing,
    autoUpdate: signed ? 'signed' : 'off',
    errors,
    warnings,
    builderConfig: {
      // Resolved against electron-builder's project directory, the repository root.
      extends: 'electron-builder.yml',
      // A signed build that fails to sign must fail, not ship unsigned.
      forceCodeSigning: signed,
      ...platformConfig,
      publish: publishConfig(env, signed),
    },
  };
}

function main() {
  const [platform, configOut] = process.argv.slice(2);
  if (!platform || !configOut) {
    console.error('usage: desktop-signing.cjs <mac|win|linux> <config-out.json>');
    process.exit(2);
  }
  const plan = planDesktopSigning(/** @type {DesktopPlatform} */ (platform), process.env);
  for (const warning of plan.warnings) console.log(`::warning::${warning}`);
  for (const error of plan.errors) console.log(`::error::${error}`);
  if (plan.errors.length > 0) process.exit(1);

  writeFileSync(configOut, `${JSON.stringify(plan.builderConfig, null, 2)}\n`);
  const summary = `Desktop ${platform}: signing ${plan.signing}, auto-update ${plan.autoUpdate}`;
  console.log(summary);
  if (process.env.GITHUB_ENV) {
    appendFileSync(process.env.GITHUB_ENV, `TAXATLAS_AUTO_UPDATE=${plan.autoUpdate}\nMAIN_VITE_TAXATLAS_AUTO_UPDATE=${plan.autoUpdate}\n`);
  }
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${summary}\n`);
}

if (require.main === module) main();

module.exports = { MAC_SECRETS, WIN_CERTIFICATE, WIN_AZURE, planDesktopSigning };
