/**
 * The accounts the end-to-end harness starts the server with (playwright.config.ts passes these as ADMIN_EMAIL and
 * ADMIN_PASSWORD, with NODE_ENV=test). Test-only: the API refuses this password in production (app-config.ts,
 * knownAdminPasswords; app-config.spec.ts checks it).
 */
export const e2eAdmin = {
  email: 'e2e-admin@taxatlas.example',
  password: 'e2e-only admin password, never for production',
} as const;

/** Registrations the harness may make per hour from its one address (REGISTER_PER_IP_PER_HOUR); the default is 10. */
export const e2eRegisterLimitPerHour = 1000;
