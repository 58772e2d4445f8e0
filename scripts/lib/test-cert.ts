// A throwaway certificate authority and a server certificate signed by it, made with openssl
// in a temporary directory: what the TLS tests and the Observatory check need to run nginx with
// the shipped HTTPS server block on loopback. Clients trust the test CA explicitly (`ca`, or
// NODE_EXTRA_CA_CERTS for a child process); nothing is installed system-wide.
import {spawnSync} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

function openssl(args: readonly string[], cwd: string): void {
  const run = spawnSync('openssl', args, {cwd, encoding: 'utf8'});
  if (run.error) throw new Error(`Cannot run openssl: ${run.error.message} (apt-get install -y openssl)`);
  if (run.status !== 0) throw new Error(`openssl ${args.join(' ')} failed:\n${run.stderr}`);
}

/** The files makeTestCertificate() writes: paths, and the directory to remove afterwards. */
export interface TestCertificate {
  dir: string;
  /** The test CA's certificate: what clients trust. */
  ca: string;
  /** The server certificate followed by the CA (what nginx sends). */
  certificate: string;
  certificateKey: string;
}

/**
 * Makes ca.pem, cert.pem (the chain: server certificate then CA) and key.pem for `hosts` (the
 * first is the subject; all are subject alternative names). Returns their paths and the directory.
 */
export function makeTestCertificate(hosts: readonly string[]): TestCertificate {
  if (hosts.length === 0) throw new Error('makeTestCertificate: name at least one host');
  const dir = mkdtempSync(join(tmpdir(), 'mnemora-tls-'));
  // nginx workers drop root privileges and must read the certificate and key.
  chmodSync(dir, 0o755);
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  const caExtensions = [
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ];
  const caFiles = ['-keyout', 'ca-key.pem', '-out', 'ca.pem'];
  openssl(['req', '-x509', ...newKey, '-days', '2', '-subj', '/CN=Mnemora test CA', ...caFiles, ...caExtensions], dir);
  openssl(['req', ...newKey, '-subj', `/CN=${hosts[0]}`, '-keyout', 'key.pem', '-out', 'server.csr'], dir);
  writeFileSync(
    join(dir, 'server.ext'),
    `basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}\n`,
  );
  const signed = ['-CA', 'ca.pem', '-CAkey', 'ca-key.pem', '-CAcreateserial', '-days', '2', '-extfile', 'server.ext'];
  openssl(['x509', '-req', '-in', 'server.csr', ...signed, '-out', 'server.pem'], dir);
  // nginx sends the whole file: the server certificate first, then the chain.
  const certificate = join(dir, 'cert.pem');
  writeFileSync(certificate, readFileSync(join(dir, 'server.pem'), 'utf8') + readFileSync(join(dir, 'ca.pem'), 'utf8'));
  for (const file of ['key.pem', 'ca.pem', 'cert.pem']) chmodSync(join(dir, file), 0o644);
  return {dir, ca: join(dir, 'ca.pem'), certificate, certificateKey: join(dir, 'key.pem')};
}
