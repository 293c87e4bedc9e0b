// The part of autocannon's programmatic API bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    body?: string;
    setupRequest?: (req: { body?: string }) => { body?: string };
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
