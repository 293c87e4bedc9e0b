import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

const coded = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** drizzle's wrapper around a driver error */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused (pool connect)', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset, wrapped by drizzle', wrapped(coded('read ECONNRESET', 'ECONNRESET'))],
    ['a timeout, wrapped', wrapped(coded('connect ETIMEDOUT', 'ETIMEDOUT'))],
    ['a cut connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a connection timeout', new Error('Connection terminated due to connection timeout')],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['admin shutdown 57P01', wrapped(coded('terminating connection due to administrator command', '57P01'))],
    ['crash shutdown 57P02', coded('terminating connection because of crash of another server process', '57P02')],
    ['cannot connect now 57P03', coded('the database system is starting up', '57P03')],
    ['too many connections 53300', coded('sorry, too many clients already', '53300')],
    ['connection exception class 08', coded('connection failure', '08006')],
    [
      'every address refused (AggregateError)',
      Object.assign(new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {}),
    ],
    ['the embedded database closed', new Error('PGlite is closed')],
    ['the database thread gone', wrapped(new Error('database thread exited'))],
  ])('%s: unavailable', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(coded('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', wrapped(coded('syntax error at or near "x"', '42601'))],
    ['a value too long', coded('value too long for type character varying(20)', '22001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    // fetch's error (a provider's server refused): the socket code sits under 'fetch failed', not the driver
    ['a provider unreachable', new TypeError('fetch failed', { cause: coded('connect ECONNREFUSED 10.0.0.1:443', 'ECONNREFUSED') })],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: not unavailable', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('stops at a cycle of causes', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
