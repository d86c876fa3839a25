// The privacy notice (/privacidad) as data: the sections a reader sees, in Spanish, with every
// period taken from retention.ts and the other settings the site already has, so the page
// cannot drift from what the code does. It is written for Mexico's data protection law
// (the 2025 LFPDPPP: an "aviso de privacidad integral") and for the GDPR's article 13.
import { DATE_LOCALE, SITE_TITLE } from '../../consts.ts';
import { PENDING_MAX_AGE_MS } from '../actions/retryPolicy.ts';
import { CACHE_BOUNDS } from '../offline/cachePlan.ts';
import type { PageMeta } from '../site/meta.ts';
import { paths } from '../site/paths.ts';
import { PRIVACY_LINK_LABEL } from './formNotices.ts';
import { MESSAGE_KEPT_DAYS_AFTER_DELIVERY, PRIVACY_NOTICE_VERSION, RATE_LIMIT_KEPT_HOURS, SEND_KEY_KEPT_DAYS } from './retention.ts';

/** A run of text, or a link within it. */
export type Inline = string | { text: string; href: string };
/** A paragraph, or a bulleted list whose items are runs of text. */
export type NoticeBlock = { kind: 'p'; content: Inline[] } | { kind: 'list'; items: Inline[][] };

export interface NoticeSection {
  /** The section's fragment id (/privacidad#derechos). */
  id: string;
  heading: string;
  blocks: NoticeBlock[];
}

export interface PrivacyNoticeModel {
  title: string;
  /** PRIVACY_NOTICE_VERSION, and the same date in words ('27 de noviembre de 2026'). */
  version: string;
  date: string;
  contactEmail: string;
  /** The short version, first on the page. */
  summary: NoticeSection;
  sections: NoticeSection[];
  meta: PageMeta;
}

export interface PrivacyNoticeOptions {
  /** Where readers write about their data (readPrivacyContact). */
  contactEmail: string;
  version?: string;
  /** The periods; retention.ts's unless a test passes others. */
  retention?: { messageDays: number; sendKeyDays: number; rateLimitHours: number };
}

/** Every heading a reader sees, in order (the tests look for each). */
export const NOTICE_HEADINGS = {
  resumen: 'En resumen',
  responsable: 'Quién es responsable de tus datos',
  datos: 'Qué datos recogemos',
  finalidades: 'Para qué los usamos',
  destinatarios: 'Quién los recibe y dónde',
  conservacion: 'Cuánto tiempo los conservamos',
  derechos: 'Tus derechos y cómo ejercerlos',
  dispositivo: 'Cookies y almacenamiento en tu dispositivo',
  cambios: 'Cambios a este aviso',
} as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const days = (n: number) => count(n, 'día', 'días');
export const hours = (n: number) => count(n, 'hora', 'horas');

/** '2026-11-27' as '27 de noviembre de 2026' (the date itself, whatever the build machine's zone). */
export function noticeDate(version: string): string {
  const date = new Date(`${version}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`PRIVACY_NOTICE_VERSION must be a date (YYYY-MM-DD), not "${version}".`);
  return new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

const p = (...content: Inline[]): NoticeBlock => ({ kind: 'p', content });
const list = (...items: (Inline | Inline[])[]): NoticeBlock => ({ kind: 'list', items: items.map((i) => (Array.isArray(i) ? i : [i])) });

/** The whole notice. Pure: the page renders it, the unit test reads it. */
export function getPrivacyNoticeModel(options: PrivacyNoticeOptions): PrivacyNoticeModel {
  const version = options.version ?? PRIVACY_NOTICE_VERSION;
  const date = noticeDate(version);
  const kept = options.retention ?? {
    messageDays: MESSAGE_KEPT_DAYS_AFTER_DELIVERY,
    sendKeyDays: SEND_KEY_KEPT_DAYS,
    rateLimitHours: RATE_LIMIT_KEPT_HOURS,
  };
  const messageKept = days(kept.messageDays);
  const email: Inline = { text: options.contactEmail, href: `mailto:${options.contactEmail}` };
  const unsubscribe: Inline = { text: 'la página para darte de baja', href: paths.unsubscribe() };
  const pendingDays = days(Math.round(PENDING_MAX_AGE_MS / 86_400_000));
  const section = (id: keyof typeof NOTICE_HEADINGS, ...blocks: NoticeBlock[]): NoticeSection => ({
    id,
    heading: NOTICE_HEADINGS[id],
    blocks,
  });

  const summary = section(
    'resumen',
    list(
      'Solo pedimos lo necesario: tu correo, si te suscribes al boletín, y tu mensaje y tu nombre, si hormigueas una obra.',
      'No usamos cookies, no seguimos tus visitas y no vendemos tus datos ni los usamos para publicidad.',
      `Borramos el nombre y el mensaje de un hormigueo ${messageKept} después de entregarlo, y tu correo en cuanto te das de baja.`,
      ['Puedes pedirnos ver, corregir o borrar tus datos escribiendo a ', email, '.'],
    ),
  );

  const sections = [
    section(
      'responsable',
      p(
        `${SITE_TITLE}, revista de literatura especializada en poesía, es responsable de los datos personales que se recogen en este sitio y de protegerlos. Para cualquier asunto sobre tus datos, escríbenos a `,
        email,
        '.',
      ),
    ),
    section(
      'datos',
      list(
        'Si te suscribes al boletín: tu correo electrónico, la fecha en que te suscribiste y la versión de este aviso que se te mostró.',
        'Si hormigueas un poema: tu mensaje, que es obligatorio, y tu nombre, que es opcional. Si hormigueas una obra visual: tu nombre, que es obligatorio, y un mensaje, que es opcional. Con ellos guardamos la obra y la fecha, y sumamos uno a su contador.',
        'Cuando envías cualquiera de estos formularios: una huella de tu dirección IP, un código calculado a partir de ella con una clave secreta. Tu dirección IP no se guarda.',
      ),
      p('No pedimos datos sensibles (salud, creencias, origen, vida sexual…); te pedimos que no los incluyas en tus mensajes.'),
      p(
        'Darnos estos datos es voluntario, pero sin ellos no podemos hacer lo que pides: sin tu correo no podemos enviarte el boletín, y sin el mensaje o el nombre que pide cada formulario no podemos llevar tu hormigueo.',
      ),
    ),
    section(
      'finalidades',
      p('Usamos tus datos solo para lo que tú nos pides; todas estas finalidades son necesarias (finalidades primarias):'),
      list(
        'Enviarte el boletín de la revista, si te suscribiste. Lo hacemos con tu consentimiento, que das al suscribirte y puedes retirar cuando quieras.',
        'Llevar tu hormigueo a quien lo recibe: el autor del poema y la revista, o el artista de la obra visual. Lo hacemos porque nos lo pides al enviarlo.',
        'Evitar abusos (envíos masivos o repetidos) y no contar dos veces un mismo envío: para eso sirve la huella de tu dirección IP. Es nuestro interés legítimo en mantener el sitio seguro y sus contadores exactos.',
      ),
      p(
        'No tenemos finalidades secundarias: no usamos tus datos para publicidad, mercadotecnia, perfiles ni estadísticas, y no tomamos decisiones automatizadas sobre ti.',
      ),
    ),
    section(
      'destinatarios',
      list(
        'El autor del poema y la revista, o el artista de la obra visual, reciben tu hormigueo (tu nombre, tu mensaje, la obra y la fecha) por correo electrónico, a través de Formspree, un servicio de reenvío de formularios con sede en Estados Unidos. Esa copia queda en sus buzones.',
        'Supabase, empresa de Estados Unidos, guarda la base de datos de la revista en la región de centros de datos que la revista eligió al configurar su proyecto (Supabase funciona sobre la infraestructura de Amazon Web Services).',
        'Cloudflare, empresa de Estados Unidos, aloja el sitio y ejecuta las funciones que reciben los formularios en su red mundial: tu petición puede atenderse en el centro de datos más cercano a ti, dentro o fuera de tu país. Para entregarte las páginas y proteger el sitio, Cloudflare trata tu dirección IP.',
      ),
      p(
        'Estos proveedores tratan los datos por cuenta de la revista y solo para prestarle su servicio. Como sus servidores pueden estar fuera de México y de la Unión Europea, en particular en Estados Unidos, tus datos pueden transferirse a otros países, con las garantías contractuales que estos proveedores ofrecen para ello (como las cláusulas contractuales tipo de la Comisión Europea).',
      ),
      p(
        'Entregar tu hormigueo a quien va dirigido es justamente lo que pides al enviarlo. No hacemos ninguna otra transferencia, no vendemos tus datos ni los cedemos a nadie más, salvo que una autoridad competente lo exija conforme a la ley.',
      ),
    ),
    section(
      'conservacion',
      list(
        'Tu correo y la fecha de suscripción: hasta que te des de baja o nos pidas borrarlos.',
        `El nombre y el mensaje de un hormigueo: ${messageKept} después de que llegan a todos sus destinatarios; si la entrega se retrasa, hasta que llegue y ${messageKept} más; si la obra no tiene a quién entregarlo, ${messageKept} desde que lo enviaste. Después se borran y solo queda la cuenta de hormigueos de la obra, que no identifica a nadie.`,
        `Las claves que reconocen un envío repetido: ${days(kept.sendKeyDays)}.`,
        `La huella de tu dirección IP que limita los envíos: ${hours(kept.rateLimitHours)} como máximo.`,
      ),
      p(
        'La copia que el autor, el artista o la revista reciben por correo queda en sus buzones. Si nos pides borrarla, borraremos la de la revista y se lo pediremos a quien la recibió.',
      ),
    ),
    section(
      'derechos',
      list(
        ['Darte de baja del boletín cuando quieras: con el enlace que trae cada boletín o en ', unsubscribe, '.'],
        'Acceder a tus datos, rectificarlos, cancelarlos (borrarlos) u oponerte a su uso: los derechos ARCO. Si vives en la Unión Europea, también puedes pedir que limitemos su uso o recibirlos en un formato que puedas llevarte.',
        'Revocar tu consentimiento o limitar el uso de tus datos en cualquier momento; lo que hicimos antes con ellos sigue siendo válido.',
      ),
      p(
        'Para ejercer cualquiera de estos derechos, escríbenos a ',
        email,
        ' e indica: tu nombre; el correo con el que te suscribiste o el nombre con el que firmaste tu hormigueo (y, si puedes, la obra y la fecha aproximada); qué derecho quieres ejercer y qué nos pides; y, si actúas en nombre de otra persona, un documento que lo acredite. Podemos pedirte que confirmes que eres tú respondiendo desde ese correo. Un hormigueo enviado sin nombre no puede atribuirse a nadie, así que no podemos encontrarlo.',
      ),
      p(
        'Es gratuito. Te responderemos en un plazo máximo de 20 días hábiles desde que recibamos tu solicitud y, si procede, la atenderemos sin demora.',
      ),
      p('Si crees que no atendimos bien tu solicitud o que tratamos mal tus datos, puedes acudir a la autoridad de protección de datos:'),
      list(
        'En México, la Secretaría Anticorrupción y Buen Gobierno, que protege los datos personales en manos de particulares desde la ley de marzo de 2025 (antes lo hacía el INAI, hoy extinto).',
        'En España, la Agencia Española de Protección de Datos (AEPD).',
        'En otro país de la Unión Europea, la autoridad de protección de datos de tu país.',
      ),
    ),
    section(
      'dispositivo',
      p('Este sitio no usa cookies ni herramientas de analítica, publicidad o seguimiento.'),
      p('Sí guarda algunas cosas en tu navegador, solo para funcionar; no nos las envía ni sirven para seguirte:'),
      list(
        `Un envío pendiente: si pierdes la conexión al hormiguear o suscribirte, tu mensaje o tu correo esperan en el almacenamiento local del navegador hasta que se envían (${pendingDays} como máximo).`,
        `Las páginas que abres (las ${CACHE_BOUNDS.pages} más recientes) y las ediciones que guardas para leer sin conexión, en la caché del navegador.`,
        'La página de la que venías, para que el enlace «Regresar» te lleve a ella, mientras la pestaña siga abierta.',
      ),
      p('Puedes borrarlo cuando quieras desde la configuración de tu navegador (datos de los sitios).'),
    ),
    section(
      'cambios',
      p(
        `Esta es la versión ${version} del aviso, del ${date}. Si lo cambiamos, publicaremos aquí la nueva versión con su fecha. Al suscribirte guardamos la versión que se te mostró.`,
      ),
    ),
  ];

  return {
    title: PRIVACY_LINK_LABEL,
    version,
    date,
    contactEmail: options.contactEmail,
    summary,
    sections,
    meta: {
      title: `${PRIVACY_LINK_LABEL} | ${SITE_TITLE}`,
      description: `Qué datos guarda ${SITE_TITLE}, para qué, durante cuánto tiempo, quién los recibe y cómo ejercer tus derechos.`,
      image: null,
      canonical: paths.privacy(),
      type: 'website',
    },
  };
}
