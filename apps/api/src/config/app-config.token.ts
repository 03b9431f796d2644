/** Injection token for the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
