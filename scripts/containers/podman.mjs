// The podman side of `npm run test:containers`: the machine's podman settings, commands with their output, the
// containers of a compose project, and requests made from inside a container (to reach one replica, not the proxy).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Sources the support folder's podman-env.sh (these machines: no Docker, podman with runc and cgroupfs) and returns
 * the environment it exports. On a normal podman host there is no folder (undefined) and the environment is kept as it is.
 */
export function podmanEnvironment(supportDir) {
  const script = supportDir === undefined ? undefined : path.join(supportDir, 'podman-env.sh');
  if (script === undefined || !existsSync(script)) return { ...process.env };
  const result = spawnSync('bash', ['-c', `. "${script}" >&2 && env -0`], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script} failed (exit ${result.status})`);
  return Object.fromEntries(
    result.stdout
      .split('\0')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Runs a command to its end; rejects on a non-zero exit unless allowFailure. `show` streams its output. */
export function run(command, args, { env, show = false, allowFailure = false, input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: [input === undefined ? 'ignore' : 'pipe', show ? 'inherit' : 'pipe', show ? 'inherit' : 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    if (input !== undefined) child.stdin.end(input);
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0 && !allowFailure) {
        reject(new Error(`${command} ${args.join(' ')} exited with ${status}${stderr ? `:\n${stderr.trim()}` : ''}`));
      } else resolve({ status, stdout, stderr });
    });
  });
}

/** podman with the machine's settings, and the compose project's containers by service name. */
export function podmanOf(env, project) {
  const podman = (args, options = {}) => run('podman', args, { env, ...options });
  const containerOf = async (service) => {
    const { stdout } = await podman([
      'ps',
      '-a',
      '--filter',
      `label=com.docker.compose.project=${project}`,
      '--filter',
      `label=com.docker.compose.service=${service}`,
      '--format',
      '{{.Names}}',
    ]);
    const [name] = stdout.split('\n').filter(Boolean);
    if (!name) throw new Error(`no container for the service ${service} in ${project}`);
    return name;
  };
  const inspect = async (container, format) => (await podman(['inspect', '--format', format, container])).stdout.trim();
  return { podman, containerOf, inspect };
}

// Node's fetch inside the container: the image has no curl. Prints status, content type and the body in base64.
const fetchProgram = `const [url, init] = JSON.parse(process.argv[1]);
fetch(url, init).then(async (response) => {
  const body = Buffer.from(await response.arrayBuffer()).toString('base64');
  process.stdout.write(JSON.stringify({ status: response.status, type: response.headers.get('content-type'), body }));
}, (error) => { console.error(error.message); process.exit(1); });`;

/** A request made inside `container` to the server on its own 127.0.0.1:3000: that replica alone answers it. */
export async function fetchInside(podman, container, urlPath, init = {}) {
  const { stdout } = await podman([
    'exec',
    container,
    'node',
    '-e',
    fetchProgram,
    JSON.stringify([`http://127.0.0.1:3000${urlPath}`, init]),
  ]);
  const { status, type, body } = JSON.parse(stdout);
  const bytes = Buffer.from(body, 'base64');
  return { status, type, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}
