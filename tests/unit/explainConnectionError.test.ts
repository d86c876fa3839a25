// The connection errors the editors meet, as node-postgres and Node's sockets raise them,
// each told in one Spanish paragraph that says what to do, without the driver's stack.
import { describe, expect, it } from 'vitest';
import { explainConnectionError } from '@/lib/db/check/explainConnectionError';

const error = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);
const DIRECT = 'postgres://postgres:s3cret-pass@db.abcdefghijklmnop.supabase.co:5432/postgres';
const POOLER = 'postgres://postgres:s3cret-pass@aws-1-us-east-2.pooler.supabase.com:5432/postgres';

describe('explainConnectionError', () => {
  it("sends an IPv4-only network from Supabase's direct connection to the Session pooler", () => {
    const unreachable = error('connect ENETUNREACH 2a05:d014:1c06:5f0c::1:5432', {
      code: 'ENETUNREACH',
      address: '2a05:d014:1c06:5f0c::1',
    });
    for (const failure of [
      unreachable,
      error('connect EHOSTUNREACH', { code: 'EHOSTUNREACH' }),
      error('getaddrinfo ENOTFOUND db.abcdefghijklmnop.supabase.co', { code: 'ENOTFOUND' }),
      error('getaddrinfo EAI_AGAIN db.abcdefghijklmnop.supabase.co', { code: 'EAI_AGAIN' }),
      // Node tries each address in turn and reports them together.
      new AggregateError([error('connect ENETUNREACH', { code: 'ENETUNREACH', address: '2a05::1' })], 'connect failed'),
    ]) {
      const words = explainConnectionError(failure, DIRECT);
      expect(words).toMatch(/solo tiene dirección IPv6/);
      expect(words).toMatch(/complemento IPv4/);
      expect(words).toMatch(/Connect → Session pooler \(puerto 5432, usuario postgres\.abcdefghijklmnop\)/);
    }
  });

  it('reads an unreachable IPv6 address on any host as the same network limit', () => {
    const words = explainConnectionError(
      error('connect ENETUNREACH', { code: 'ENETUNREACH', address: '2001:db8::1' }),
      'postgres://u@example.org/db',
    );
    expect(words).toMatch(/Session pooler/);
    expect(
      explainConnectionError(error('connect ENETUNREACH', { code: 'ENETUNREACH', address: '10.0.0.1' }), 'postgres://u@10.0.0.1/db'),
    ).toMatch(/No hay ruta de red hasta 10\.0\.0\.1:5432/);
  });

  it('says a wrong password is reset in the database settings', () => {
    const words = explainConnectionError(error('password authentication failed for user "postgres"', { code: '28P01' }), DIRECT);
    expect(words).toMatch(/La contraseña de postgres no es correcta/);
    expect(words).toMatch(/Project Settings → Database → Reset database password/);
  });

  it("says the pooler's user carries the project's ref", () => {
    const words = explainConnectionError(error('Tenant or user not found', { code: 'XX000' }), POOLER);
    expect(words).toMatch(/no reconoce al usuario «postgres»/);
    expect(words).toMatch(/postgres\.<ref>/);
  });

  it('suggests a paused project or a firewall when the server refuses or never answers', () => {
    const refused = explainConnectionError(
      error('connect ECONNREFUSED 127.0.0.1:9', { code: 'ECONNREFUSED' }),
      'postgres://postgres@127.0.0.1:9/x',
    );
    expect(refused).toMatch(/^127\.0\.0\.1:9 rechazó la conexión\./);
    expect(refused).toMatch(/en pausa .*Resume project/);
    expect(refused).toMatch(/cortafuegos/);
    for (const silent of [error('Connection terminated due to connection timeout'), error('connect ETIMEDOUT', { code: 'ETIMEDOUT' })]) {
      expect(explainConnectionError(silent, POOLER)).toMatch(/no respondió .*en pausa/);
    }
  });

  it('explains SSL failures by what the server or the certificate said', () => {
    expect(
      explainConnectionError(error('The server does not support SSL connections'), 'postgres://u@localhost/db?sslmode=require'),
    ).toMatch(/no admite conexiones cifradas \(SSL\): quita sslmode/);
    const certificate = explainConnectionError(
      error('self-signed certificate in certificate chain', { code: 'SELF_SIGNED_CERT_IN_CHAIN' }),
      POOLER,
    );
    expect(certificate).toMatch(
      /Falló la conexión cifrada \(SSL\) con aws-1-us-east-2\.pooler\.supabase\.com:5432: self-signed certificate in certificate chain\./,
    );
    expect(certificate).toMatch(/sslrootcert/);
  });

  it('names a database or host that does not exist, and a malformed URL', () => {
    expect(explainConnectionError(error('database "x" does not exist', { code: '3D000' }), 'postgres://u@localhost:5433/x')).toMatch(
      /La base de datos «x» no existe en localhost:5433/,
    );
    expect(
      explainConnectionError(error('getaddrinfo ENOTFOUND nohost.example', { code: 'ENOTFOUND' }), 'postgres://u@nohost.example/db'),
    ).toBe('No se encuentra el servidor nohost.example: revisa el host de DATABASE_URL.');
    expect(explainConnectionError(new TypeError('Invalid URL'), 'postgres://x:y@[::1')).toMatch(/DATABASE_URL no es una dirección válida/);
  });

  it("otherwise gives the driver's first line, and never the stack or the password", () => {
    const odd = error('something odd happened.\n    at Client.connect (pg/lib/client.js:1:1)');
    const words = explainConnectionError(odd, DIRECT);
    expect(words).toBe('No se pudo conectar con db.abcdefghijklmnop.supabase.co:5432: something odd happened.');
    for (const failure of [odd, error('x', { code: '28P01' }), error('y', { code: 'ECONNREFUSED' })]) {
      expect(explainConnectionError(failure, DIRECT)).not.toMatch(/s3cret-pass|\n\s+at /);
    }
    expect(explainConnectionError('a string thrown', undefined)).toBe('No se pudo conectar con la base de datos: a string thrown.');
  });
});
