// Each file boots a whole app (and, for PostgreSQL, a database of its own) in its beforeAll and hashes passwords with
// argon2id; on a loaded 2-core CI machine that has taken longer than jest's default 5 s for a hook. `testTimeout` is
// a global option jest ignores inside a project, so the project sets it here.
jest.setTimeout(30_000);
