import { X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface TlsFiles {
  key: string;
  cert: string;
  /** The local certificate authority to trust once (README: "Trust the certificate"). */
  caPath: string;
}

const DAY = 24 * 60 * 60 * 1000;

function hostnameEntries(hostnames: string[]) {
  return hostnames.map((h) =>
    /^[\d.]+$|:/.test(h) ? { type: 7 as const, ip: h } : { type: 2 as const, value: h },
  );
}

/** selfsigned with its X.509 stack (about 200 modules): only a start that makes a certificate. */
const certificateMaker = () => import('selfsigned');

/**
 * HTTPS for the local origin (MSAL demands an HTTPS authority). On first start this makes a
 * local certificate authority and a server certificate signed by it in `<dataDir>/certs`; the
 * server certificate is renewed when it nears expiry or the host names change, the authority is
 * kept so it only has to be trusted once.
 */
export async function loadOrCreateCertificate(
  dataDir: string,
  hostnames: string[],
): Promise<TlsFiles> {
  const dir = path.join(dataDir, 'certs');
  await mkdir(dir, { recursive: true });
  const caKeyPath = path.join(dir, 'changecraft-local-ca.key');
  const caPath = path.join(dir, 'changecraft-local-ca.pem');
  const keyPath = path.join(dir, 'server.key');
  const certPath = path.join(dir, 'server.pem');

  if (!existsSync(caPath) || !existsSync(caKeyPath)) {
    const { generate } = await certificateMaker();
    const ca = await generate(
      [
        { name: 'commonName', value: 'Changecraft local CA' },
        { name: 'organizationName', value: 'Changecraft (local)' },
      ],
      {
        keyType: 'ec',
        curve: 'P-256',
        algorithm: 'sha256',
        notAfterDate: new Date(Date.now() + 3650 * DAY),
        extensions: [
          { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
          {
            name: 'keyUsage',
            keyCertSign: true,
            cRLSign: true,
            digitalSignature: true,
            critical: true,
          },
        ],
      },
    );
    await writeFile(caKeyPath, ca.private, { mode: 0o600 });
    await writeFile(caPath, ca.cert);
  }

  if (existsSync(certPath) && existsSync(keyPath)) {
    const cert = await readFile(certPath, 'utf8');
    const x509 = new X509Certificate(cert);
    const fresh = new Date(x509.validTo).getTime() - Date.now() > 30 * DAY;
    const coversHosts = hostnames.every((h) => (x509.subjectAltName ?? '').includes(h));
    if (fresh && coversHosts) return { key: await readFile(keyPath, 'utf8'), cert, caPath };
  }

  const ca = { key: await readFile(caKeyPath, 'utf8'), cert: await readFile(caPath, 'utf8') };
  const { generate } = await certificateMaker();
  const leaf = await generate([{ name: 'commonName', value: hostnames[0] ?? 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 397 * DAY),
    ca,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: hostnameEntries(hostnames) },
    ],
  });
  await writeFile(keyPath, leaf.private, { mode: 0o600 });
  // Serve the chain so clients that trust the local CA can build the path.
  const chain = `${leaf.cert.trim()}\n${ca.cert.trim()}\n`;
  await writeFile(certPath, chain);
  return { key: leaf.private, cert: chain, caPath };
}
