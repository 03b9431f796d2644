/**
 * The most qualifying children or dependents a calculation takes: far above any real household, small enough that
 * every amount stays exact. A module of its own so that request schemas can read it without the credits' code.
 */
export const maxUsDependents = 20;
