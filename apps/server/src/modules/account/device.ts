// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types; this file declares them for every tsconfig that reaches here
/// <reference path="./ua-parser-js.d.ts" />
import { BlockList, isIP } from 'node:net';
import UAParser from 'ua-parser-js';
import { MSG } from '@xcb/shared';

/** What a person can recognise of a device from its User-Agent: "Chrome 131", "Windows 10". */
export function describeUserAgent(ua: string | null | undefined): { browser: string; os: string } {
  const r = UAParser(ua ?? '');
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  return {
    browser: join(r.browser.name, r.browser.major) || MSG.qrPlaceUnknown,
    os: join(r.os.name, r.os.version) || MSG.qrPlaceUnknown,
  };
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
const lan = new BlockList();
for (const [net, bits] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  lan.addSubnet(net, bits, 'ipv4');
lan.addSubnet('fc00::', 7, 'ipv6');
lan.addSubnet('fe80::', 10, 'ipv6');

/**
 * Roughly where an address is. No offline geo-IP database ships with the server (the maintained ones are
 * tens of megabytes or need a licence key), so a public address shows masked: enough to tell "not my
 * network" without publishing the requester's full address to whoever confirms.
 */
export function describePlace(address: string | null | undefined): string {
  let ip = (address ?? '').trim();
  if (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  const family = isIP(ip);
  if (family === 0) return MSG.qrPlaceUnknown;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(ip, type)) return MSG.qrPlaceLocal;
  if (lan.check(ip, type)) return MSG.qrPlaceLan;
  if (family === 4) return `${ip.split('.').slice(0, 3).join('.')}.*`;
  return `${ip.split(':').slice(0, 3).join(':')}:*`;
}

const shanghai = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 2026-11-25 21:13:05, Beijing time, whatever the server's own zone. */
export function shanghaiTime(at: Date): string {
  return shanghai.format(at);
}
