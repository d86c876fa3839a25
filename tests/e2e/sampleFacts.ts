// Facts of the sample magazine (supabase/seed.sql) the end-to-end specs check against, and
// the works each project keeps to itself so counters can be checked exactly.
import { test } from '@playwright/test';

export const SITE = 'Hormiguero de Poemas';

export const EDITION_1 = {
  id: 1,
  numero: 1,
  nombre: 'Censo de lo diminuto',
  fecha: '15/09/24',
  sintesisStart: 'Un número dedicado a la vida mínima',
  /** Top 3 by hormigueos: poems 6, 13, 2. */
  top: [
    { title: 'La caja de los botones', href: '/poema/la-caja-de-los-botones' },
    { title: 'Grabación de campo', href: '/poema/grabacion-de-campo' },
    { title: 'Lección de la hormiga', href: '/poema/leccion-de-la-hormiga' },
  ],
} as const;

export const EDITION_2 = {
  id: 2,
  numero: 2,
  nombre: 'Lo que la mano recorta',
  fecha: '21/06/25',
  sintesisStart: 'Un número sobre las manos y el papel',
  /** Top 3 by hormigueos: poems 33, 165, 37. */
  top: [
    { title: 'Manual de recortes', href: '/poema/manual-de-recortes' },
    { title: 'Secuencia para dos manos', href: '/poema/secuencia-para-dos-manos' },
    { title: 'Manos de bordadora', href: '/poema/manos-de-bordadora' },
  ],
  authors: [
    'Elena Sotomayor',
    'Ines Avila',
    'Julián Ibarra',
    'Lucía Ferrer',
    'Mariana Quiñones',
    'Renata Olmedo',
    'Rodrigo Alcántara',
    'Ximena Carrión',
  ],
} as const;

/** revista id 2 contribuyentes: the footer's 'Colaboradores'. */
export const FOOTER_COLABORADORES = [
  'Lucía Ferrer',
  'Ines Avila',
  'Mariana Quiñones',
  'Rodrigo Alcántara',
  'Ximena Carrión',
  'Julián Ibarra',
  'Elena Sotomayor',
  'Renata Olmedo',
];

/** One page of every type, for checks that must hold everywhere. */
export const PAGE_TYPES: { name: string; path: string; h1: string | RegExp }[] = [
  { name: 'home', path: '/', h1: EDITION_2.nombre },
  { name: 'edition 1 home', path: '/ediciones/1', h1: EDITION_1.nombre },
  { name: 'editions list', path: '/ediciones', h1: 'TODAS LAS EDICIONES' },
  { name: 'contents 1', path: '/ediciones/1/contenidos', h1: EDITION_1.nombre },
  { name: 'contents 2', path: '/ediciones/2/contenidos', h1: EDITION_2.nombre },
  { name: 'creaciones 1', path: '/ediciones/1/creaciones', h1: 'EL HORMIGUERO' },
  { name: 'critica 2', path: '/ediciones/2/critica', h1: 'OTROS BICHOS' },
  { name: 'gallery', path: '/visuales', h1: 'A OJO DE HORMIGA' },
  { name: 'author', path: '/autor/lucia-ferrer', h1: 'Lucía Ferrer' },
  { name: 'author without works', path: '/autor/renata-olmedo', h1: 'Renata Olmedo' },
  { name: 'poem', path: '/poema/colmenar-de-invierno', h1: 'Colmenar de invierno' },
  { name: 'image poem', path: '/poema/secuencia-para-dos-manos', h1: 'Secuencia para dos manos' },
  {
    name: 'interview',
    path: '/poema/cincuenta-anos-bajo-la-hojarasca-conversacion-con-amparo-villalobos',
    h1: /Cincuenta años bajo la hojarasca/,
  },
  { name: 'essay', path: '/poema/tijera-goma-pagina-el-collage-como-pensamiento-poetico', h1: /Tijera, goma, página/ },
  { name: 'visual work', path: '/visuales/grana', h1: 'Grana' },
  { name: '404', path: '/esta-pagina-no-existe', h1: 'PAGINA NO ENCONTRADA' },
];

/** Stanzas (arrays of lines, indentation kept) of a seed text, without -section- title lines. */
export function seedStanzas(text: string): string[][] {
  const stanzas: string[][] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*-[^-].*-\s*$/.test(line) || line.trim() === '') {
      if (current.length) stanzas.push(current);
      current = [];
      continue;
    }
    current.push(line.replace(/\s+$/, ''));
  }
  if (current.length) stanzas.push(current);
  return stanzas;
}

/** Words as a reader counts them: whitespace-separated pieces with a letter or digit. */
export const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Seed text of poem 3, 'Polilla' (Lucía Ferrer): stanzas and indented lines. */
export const POLILLA = `Entra por la ventana abierta
como quien llega tarde a misa
y no sabe dónde sentarse.

Da vueltas a la lámpara.
    Da vueltas.
        Da vueltas.

Yo también he querido así:
con todo el cuerpo,
sin entender que lo que brilla
no siempre calienta;
    a veces quema.

Apago la luz.
Es lo único que sé hacer por ella.`;

/** Seed text of poem 9, 'Colmenar de invierno' (Inés Ávila): sections, stanzas, indentation. */
export const COLMENAR = `-Enero-

Las abejas se apiñan en el centro de la colmena
y tiemblan.
No es miedo: es calor.
Cada una vibra los músculos del vuelo
sin mover las alas,
y de ese temblor compartido
sale una estufa del tamaño de un puño.

-Febrero-

Mi abuelo les hablaba en voz baja.
Decía que había que contarles las muertes de la casa,
que si se enteraban por otros
se marchaban ofendidas.
Cuando él murió nadie se lo dijo.
Se lo dije yo, en marzo,
    con la boca pegada a la madera,
    como quien se confiesa.

-Marzo-

Se quedaron.
No sé si por mí
o porque ya no tenían adónde ir.`;

/**
 * The origin of absolute URLs in sitemaps, feeds, canonical links and JSON-LD: the build's
 * SITE_URL (http://localhost:4321 by default), not the test server's address.
 */
export const SITE_ORIGIN = new URL(process.env.SITE_URL || 'http://localhost:4321').origin;

interface Work {
  id: number;
  path: string;
  title: string;
}

/**
 * Works that only one project's tests hormiguear (the projects run side by side), so a test
 * can check that a counter rose by exactly one.
 */
const OWN_WORKS: Record<string, { poems: [Work, Work]; piece: Work }> = {
  'mobile-375': {
    poems: [
      { id: 7, path: '/poema/luciernaga', title: 'Luciérnaga' },
      { id: 5, path: '/poema/enjambre', title: 'Enjambre' },
    ],
    piece: { id: 5, path: '/visuales/vuelo-nocturno', title: 'Vuelo nocturno' },
  },
  'desktop-1280': {
    poems: [
      { id: 14, path: '/poema/zancudo', title: 'Zancudo' },
      { id: 15, path: '/poema/chicharra', title: 'Chicharra' },
    ],
    piece: { id: 8, path: '/visuales/geometria-para-una-libelula', title: 'Geometría para una libélula' },
  },
  'cloudflare-1280': {
    poems: [
      { id: 17, path: '/poema/instrucciones-para-una-casa-con-hormigas', title: 'Instrucciones para una casa con hormigas' },
      { id: 18, path: '/poema/obrera', title: 'Obrera' },
    ],
    piece: { id: 4, path: '/visuales/nido-de-avispas-planta-general', title: 'Nido de avispas, planta general' },
  },
  'no-js-375': {
    poems: [
      { id: 10, path: '/poema/elitro', title: 'Élitro' },
      { id: 13, path: '/poema/grabacion-de-campo', title: 'Grabación de campo' },
    ],
    piece: { id: 6, path: '/visuales/ciudad-panal', title: 'Ciudad panal' },
  },
  'no-js-1280': {
    poems: [
      { id: 11, path: '/poema/cera-perdida', title: 'Cera perdida' },
      { id: 12, path: '/poema/hormiga', title: 'Hormiga' },
    ],
    piece: { id: 7, path: '/visuales/cartografia-del-hormiguero', title: 'Cartografía del hormiguero' },
  },
};

export function ownWorks(): { poems: [Work, Work]; piece: Work } {
  const works = OWN_WORKS[test.info().project.name];
  if (!works) throw new Error(`no works reserved for project ${test.info().project.name}`);
  return works;
}

/**
 * Works that only the lost-connection tests hormiguear (actions-network.spec.ts; the no-JS
 * projects' poem in actions.no-js.spec.ts), so they can count exactly while the other action
 * specs run beside them.
 */
const NETWORK_WORKS: Record<string, { poem: Work; piece?: Work }> = {
  'mobile-375': {
    poem: { id: 23, path: '/poema/huella-en-el-vidrio', title: 'Huella en el vidrio' },
    piece: { id: 3, path: '/visuales/paisaje-en-una-una', title: 'Paisaje en una uña' },
  },
  'desktop-1280': {
    poem: { id: 28, path: '/poema/puno', title: 'Puño' },
    piece: { id: 9, path: '/visuales/obreras', title: 'Obreras' },
  },
  'cloudflare-1280': {
    poem: { id: 38, path: '/poema/dedal', title: 'Dedal' },
    piece: { id: 1, path: '/visuales/hormiga-a-escala-de-pliego', title: 'Hormiga a escala de pliego' },
  },
  'no-js-375': { poem: { id: 43, path: '/poema/la-mano-que-traduce', title: 'La mano que traduce' } },
  'no-js-1280': { poem: { id: 20, path: '/poema/traducir-un-zumbido', title: 'Traducir un zumbido' } },
};

export function networkWorks(): { poem: Work; piece?: Work } {
  const works = NETWORK_WORKS[test.info().project.name];
  if (!works) throw new Error(`no network works reserved for project ${test.info().project.name}`);
  return works;
}
