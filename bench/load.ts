import autocannon from 'autocannon';

// One load run, in its own process so bench/run.ts can pin it to a core of its own (taskset):
// node bench/load.ts '<json>' → prints { rps, p50, p99, errors, non2xx } on stdout.
// `unique` rewrites "$N" in the body with a number unique to the request (payments need fresh trade codes).

interface Spec {
  url: string;
  body: unknown;
  token?: string;
  seconds: number;
  connections: number;
  unique?: boolean;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as Spec;
const body = JSON.stringify(spec.body);
let n = 0;
const stamp = Date.now().toString(36);
const result = await autocannon({
  url: spec.url,
  method: 'POST',
  connections: spec.connections,
  duration: spec.seconds,
  headers: { 'content-type': 'application/json', ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}) },
  requests: [
    {
      method: 'POST',
      body,
      ...(spec.unique ? { setupRequest: (req: { body?: string }) => ({ ...req, body: body.replaceAll('$N', `${stamp}x${++n}`) }) } : {}),
    },
  ],
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  }),
);
