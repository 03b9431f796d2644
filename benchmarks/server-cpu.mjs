// CPU time a running server spends per request, read from /proc around a fixed number of requests: unlike requests
// per second, it does not depend on how much of the machine other jobs take (docs/performance.md, "The open leads
// measured"). Linux only.
//   node benchmarks/server-cpu.mjs <pid> <url> [requests=40000] [warm-up=10000]
// POSTs the HTTP benchmark's body (run.mjs) with 50 connections; prints the requests per second, the CPU per request
// of all the server's threads and of its main thread (schedstat, nanoseconds), and the load average.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [pid, url, requests = '40000', warmUp = '10000'] = process.argv.slice(2);
if (!pid || !url) {
  console.error('usage: node benchmarks/server-cpu.mjs <pid> <url> [requests] [warm-up requests]');
  process.exit(2);
}

const load = (amount) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        method: 'POST',
        connections: 50,
        amount: Number(amount),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grossIncome: 60000 }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

/** Nanoseconds the thread has run on a CPU (the first field of schedstat). */
const ranNs = (thread) => {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0; // a thread that ended meanwhile
  }
};
const allThreadsNs = () => readdirSync(`/proc/${pid}/task`).reduce((total, thread) => total + ranNs(thread), 0);

if (Number(warmUp) > 0) await load(warmUp);
const [allBefore, mainBefore, started] = [allThreadsNs(), ranNs(pid), performance.now()];
const result = await load(requests);
const [allAfter, mainAfter, seconds] = [allThreadsNs(), ranNs(pid), (performance.now() - started) / 1000];
const served = result.requests.total;
const microsPerRequest = (nanoseconds) => Number((nanoseconds / 1000 / served).toFixed(1));
console.log(
  JSON.stringify({
    requests: served,
    non2xx: result.non2xx,
    requestsPerSecond: Math.round(served / seconds),
    cpuMicrosPerRequest: microsPerRequest(allAfter - allBefore),
    mainThreadMicrosPerRequest: microsPerRequest(mainAfter - mainBefore),
    loadAverage: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
  }),
);
