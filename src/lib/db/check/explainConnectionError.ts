// Why a connection to the database failed, in the editors' words and with what to do: the
// driver's errors (ECONNREFUSED, 28P01, "Tenant or user not found") mean nothing to them,
// and most have one usual cause on Supabase. Pure: it reads the error and the URL, never the
// password, and answers one paragraph without a stack trace.

interface ErrorFacts {
  codes: string[];
  addresses: string[];
  message: string;
}

/** The codes, addresses and first line of an error, looking inside an AggregateError (Node tries IPv6 and IPv4 in turn). */
function factsOf(error: unknown): ErrorFacts {
  const errors = [error, ...(error instanceof AggregateError ? error.errors : [])];
  const field = (value: unknown, name: string) =>
    value && typeof value === 'object' && typeof (value as Record<string, unknown>)[name] === 'string'
      ? [(value as Record<string, string>)[name]!]
      : [];
  const message =
    errors
      .map((e) => (e instanceof Error ? e.message : typeof e === 'string' ? e : ''))
      .find((m) => m.trim() !== '')
      ?.split('\n')[0]
      ?.trim()
      .replace(/\.$/, '') ?? '';
  return { codes: errors.flatMap((e) => field(e, 'code')), addresses: errors.flatMap((e) => field(e, 'address')), message };
}

interface Target {
  host: string;
  port: string;
  user: string;
  database: string;
  /** The Supabase project's ref, when the host or the pooler user names it. */
  ref: string | null;
}

function targetOf(url: string | undefined): Target | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    const user = decodeURIComponent(parsed.username);
    const ref = /^db\.([a-z0-9]+)\.supabase\.co$/i.exec(parsed.hostname)?.[1] ?? /^postgres\.([a-z0-9]+)$/i.exec(user)?.[1] ?? null;
    return { host: parsed.hostname, port: parsed.port || '5432', user, database: decodeURIComponent(parsed.pathname.slice(1)), ref };
  } catch {
    return null;
  }
}

// Supabase's direct connection string (db.<ref>.supabase.co) resolves to an IPv6 address
// only, unless the project pays for the IPv4 add-on; the shared pooler (Supavisor) is IPv4,
// and in session mode (port 5432) it keeps a connection per client as this command needs.
// Its user is postgres.<ref>. Supabase docs, "Connect to your database":
// https://supabase.com/docs/guides/database/connecting-to-postgres
const isSupabaseDirectHost = (host: string) => /^db\.[a-z0-9]+\.supabase\.co$/i.test(host);
const isIpv6 = (address: string) => address.includes(':');

const SESSION_POOLER = (ref: string | null) =>
  `usa la cadena del Session pooler: en Supabase, botón Connect → Session pooler (puerto 5432, usuario postgres.${ref ?? '<ref>'}), y ponla en DATABASE_URL`;

const PAUSED_OR_FIREWALL =
  'Si es un proyecto de Supabase, puede estar en pausa (el plan Free pausa los proyectos sin actividad): reanúdalo en el panel (Resume project). ' +
  'Si no, revisa el host y el puerto, y que ningún cortafuegos los bloquee; en local, que PostgreSQL esté en marcha.';

/** One paragraph in Spanish: what went wrong connecting to `url` and what to do. */
export function explainConnectionError(error: unknown, url?: string): string {
  const { codes, addresses, message } = factsOf(error);
  const target = targetOf(url);
  const where = target ? `${target.host}:${target.port}` : 'la base de datos';
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code));

  if (has('ERR_INVALID_URL') || (url && !target))
    return 'DATABASE_URL no es una dirección válida de PostgreSQL; tiene la forma postgres://usuario:contraseña@host:puerto/base.';

  const unreachable = has('ENETUNREACH', 'EHOSTUNREACH');
  const unresolved = has('ENOTFOUND', 'EAI_AGAIN');
  if (
    target &&
    ((unreachable && (isSupabaseDirectHost(target.host) || addresses.some(isIpv6))) || (unresolved && isSupabaseDirectHost(target.host)))
  ) {
    return (
      `No se llega a ${target.host}: la conexión directa de Supabase solo tiene dirección IPv6 (salvo que el proyecto compre el complemento IPv4) ` +
      `y esta red no tiene IPv6. ${capitalise(SESSION_POOLER(target.ref))}.` +
      (unresolved ? ` (Si esta red sí tiene IPv6, el identificador del proyecto, ${target.ref}, puede estar mal escrito.)` : '')
    );
  }
  if (unreachable) return `No hay ruta de red hasta ${where}: revisa la conexión a internet y el host de DATABASE_URL.`;
  if (has('ENOTFOUND')) return `No se encuentra el servidor${target ? ` ${target.host}` : ''}: revisa el host de DATABASE_URL.`;
  if (has('EAI_AGAIN')) return `No se pudo buscar el nombre ${target?.host ?? 'del servidor'}: ¿hay conexión a internet?`;

  if (/tenant or user not found/i.test(message)) {
    return (
      `El pooler de Supabase (Supavisor) no reconoce al usuario «${target?.user ?? ''}»: con el pooler el usuario es postgres.<ref>, ` +
      'con el identificador del proyecto, no postgres a secas. Copia la cadena entera de Connect → Session pooler ' +
      '(también el host, aws-0-… o aws-1-…: no se deduce de la región).'
    );
  }
  if (has('28P01')) {
    return (
      `La contraseña de ${target?.user || 'ese usuario'} no es correcta. En Supabase se restablece en Project Settings → Database → ` +
      'Reset database password; después pon la nueva en DATABASE_URL.'
    );
  }

  const ssl =
    /\bssl\b|certificate|tls/i.test(message) ||
    codes.some((code) => /^(ERR_SSL_|ERR_TLS_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_)/.test(code));
  if (ssl) {
    if (/does not support ssl/i.test(message))
      return `${where} no admite conexiones cifradas (SSL): quita sslmode (y ssl=…) de DATABASE_URL.`;
    return (
      `Falló la conexión cifrada (SSL) con ${where}: ${message}. Si el certificado no se puede verificar (Supabase firma con una autoridad propia), ` +
      'descarga el suyo (Project Settings → Database → SSL Configuration) y añade sslrootcert=<ruta del archivo> a DATABASE_URL; ' +
      'si el servidor exige cifrado, añade sslmode=require.'
    );
  }

  if (has('ECONNREFUSED')) return `${where} rechazó la conexión. ${PAUSED_OR_FIREWALL}`;
  if (has('ETIMEDOUT', 'ECONNRESET') || /timeout|timed out|terminated unexpectedly/i.test(message))
    return `${where} no respondió (o cortó la conexión). ${PAUSED_OR_FIREWALL}`;

  if (has('3D000')) return `La base de datos «${target?.database ?? ''}» no existe en ${where}. En Supabase se llama postgres.`;
  if (has('28000')) return `${where} no deja entrar a ${target?.user || 'ese usuario'}: ${message}.`;

  return `No se pudo conectar con ${where}: ${message || codes[0] || String(error)}.`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
