// What the database holds about one person (public.datos_de_persona, in
// supabase/migrations/…_personal_data.sql), put in words for an editor answering an
// access, rectification, cancellation or opposition request (`npm run datos:*`).

/** One delivery of a hormigueo to a forwarding address (the address itself is left out). */
export interface PersonalDelivery {
  estado: 'pendiente' | 'enviando' | 'entregado' | 'fallido';
  intentos: number;
  entregado: string | null;
}

export interface PersonalHormigueo {
  id: number;
  fecha: string;
  tipo: 'poema' | 'visual' | null;
  obra: string | null;
  nombre: string | null;
  mensaje: string;
  entregas: PersonalDelivery[];
}

/** public.datos_de_persona's answer. A subscription carries every column of its row but the id. */
export interface PersonalData {
  consulta: string;
  suscripciones: ({ correo: string; fecha: string } & Record<string, unknown>)[];
  claves_de_suscripcion: number;
  hormigueos: PersonalHormigueo[];
}

/** public.borrar_datos_de_persona's answer: how many of each went. */
export interface PersonalDataErased {
  suscripciones: number;
  claves_de_suscripcion: number;
  hormigueos: number;
  entregas_canceladas: number;
}

/** What an erasure would take: the same counts, from what was found. */
export function erasureOf(data: PersonalData): PersonalDataErased {
  return {
    suscripciones: data.suscripciones.length,
    claves_de_suscripcion: data.claves_de_suscripcion,
    hormigueos: data.hormigueos.filter((h) => h.nombre !== null || h.mensaje !== '').length,
    entregas_canceladas: data.hormigueos.reduce((n, h) => n + h.entregas.filter((e) => e.estado !== 'entregado').length, 0),
  };
}

/** Words for a subscription's other columns, where they are known. */
const LABELS: Record<string, string> = { aviso_version: 'privacy notice shown' };

const when = (iso: string | null) => (iso ? `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const indent = (text: string, prefix: string) => text.replace(/\n/g, `\n${prefix}`);

function describeDeliveries(deliveries: PersonalDelivery[]): string {
  if (!deliveries.length) return 'none (no forwarding address)';
  return deliveries
    .map((d) =>
      d.estado === 'entregado' ? `delivered ${when(d.entregado)}` : `${d.estado} (${plural(d.intentos, 'attempt', 'attempts')})`,
    )
    .join('; ');
}

/** The editor's listing of everything held about one person. */
export function describePersonalData(data: PersonalData): string {
  const lines = [`Personal data held for "${data.consulta}"`, ''];
  lines.push(`Newsletter subscriptions with this e-mail address: ${data.suscripciones.length || 'none'}`);
  for (const s of data.suscripciones) {
    const { correo, fecha, ...rest } = s;
    const more = Object.entries(rest)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => `, ${LABELS[key] ?? key} ${String(value)}`)
      .join('');
    lines.push(`  - ${correo}, subscribed ${when(fecha)}${more}`);
  }
  if (data.claves_de_suscripcion) {
    lines.push(`Idempotency keys holding a digest of this address: ${data.claves_de_suscripcion} (pruned by themselves after a week)`);
  }
  lines.push(`Hormigueos signed with this name: ${data.hormigueos.length || 'none'}`);
  for (const h of data.hormigueos) {
    const work = h.tipo === 'visual' ? 'visual work' : 'poem';
    lines.push(`  - #${h.id}, ${when(h.fecha)}, ${work} "${h.obra ?? '(removed)'}"`);
    lines.push(`    name: ${h.nombre ?? '(erased)'}`);
    lines.push(`    message: ${h.mensaje ? indent(h.mensaje, '             ') : '(none)'}`);
    lines.push(`    deliveries: ${describeDeliveries(h.entregas)}`);
  }
  return lines.join('\n');
}

/** One line saying what an erasure took (or would take). */
export function describeErasure(erased: PersonalDataErased): string {
  return [
    plural(erased.suscripciones, 'subscription deleted', 'subscriptions deleted'),
    plural(erased.claves_de_suscripcion, 'subscription key deleted', 'subscription keys deleted'),
    `name and message erased from ${plural(erased.hormigueos, 'hormigueo', 'hormigueos')} (their counts stay)`,
    plural(erased.entregas_canceladas, 'pending delivery cancelled', 'pending deliveries cancelled'),
  ].join(', ');
}
