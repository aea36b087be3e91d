import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A target the guard will not connect to (a private, loopback or link-local address, or plain HTTP). */
export class TargetRefusedError extends Error {
  override name = 'TargetRefusedError';
}

/** An address on the public internet: not private, loopback, link-local, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function refuseUnlessPublic(host: string, address: string): void {
  if (!isPublicAddress(address))
    throw new TargetRefusedError(`${host} resolves to ${address}, which is not a public address`);
}

/**
 * The socket's `lookup`: resolves the name, refuses it when any of its addresses is not public,
 * and hands the connection exactly the addresses it checked, so a name that answers differently
 * a second time (DNS rebinding) cannot slip a private address in between check and connect.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { all: true, family: options.family ?? 0 })
    .then((addresses) => {
      if (addresses.length === 0) throw new TargetRefusedError(`${hostname} does not resolve`);
      for (const each of addresses) refuseUnlessPublic(hostname, each.address);
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    })
    .catch((error: NodeJS.ErrnoException) => callback(error, '', 4));
};

/** What may be asked of a URL before any connection: HTTPS, and a literal IP that is public. */
export function checkTarget(url: URL, allowLocal: boolean): void {
  if (allowLocal) return;
  if (url.protocol !== 'https:') throw new TargetRefusedError('Only https:// addresses are allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) refuseUnlessPublic(host, host);
  if (host === 'localhost' || host.endsWith('.localhost'))
    throw new TargetRefusedError(`${host} is not a public address`);
}
