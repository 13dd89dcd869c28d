// A throwaway self-signed certificate made with the openssl command (tests and the topology journey): the TLS
// servers use it, and the clients trust exactly it through their CA option, never by switching verification off.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SelfSigned {
  keyFile: string;
  certFile: string;
  key: string;
  cert: string;
}

/** A P-256 key and a one-day certificate for `names` (DNS names or IPv4 addresses), written into `dir`. */
export function selfSignedCert(dir: string, names: string[]): SelfSigned {
  const keyFile = path.join(dir, 'tls-key.pem');
  const certFile = path.join(dir, 'tls-cert.pem');
  const san = names.map((name) => (/^\d+\.\d+\.\d+\.\d+$/.test(name) ? `IP:${name}` : `DNS:${name}`));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${names[0] ?? 'localhost'}`,
      '-addext',
      `subjectAltName=${san.join(',')}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile, key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}
