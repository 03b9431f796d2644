import fc from 'fast-check';

// The engine compiles without Node's types (it also runs in the browser), so read the environment loosely.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

// Locally every run explores new random inputs; CI uses a fixed seed so a rare counterexample shows up on a
// developer's machine first instead of failing an unrelated change. FC_SEED replays a reported failure.
const seed = env.FC_SEED ? Number(env.FC_SEED) : env.CI ? 20_261_122 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });
