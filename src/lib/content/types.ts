// Row shapes of the content tables (spec section 3), as every ContentSource returns them:
// ids are numbers, dates are 'YYYY-MM-DD' strings, missing values are null.

export interface RevistaRow {
  id: number;
  numero: number | null;
  nombre: string | null;
  portada: string | null;
  general: string | null;
  sintesis: string | null;
  contribuyentes: string | null;
  fecha_publicacion: string | null;
}

export interface AutorRow {
  id: number;
  nombre: string | null;
  semblanza: string | null;
  bio_corta: string | null;
  URL: string | null;
  imagen: string | null;
  tipo_creacion: string | null;
}

export interface PoemarioRow {
  id: number;
  titulo: string | null;
  portada: string | null;
  id_autor: number | null;
}

export interface CreacionRow {
  id: number;
  id_revista: number | null;
  tipo: string | null;
  colaboradores: string | null;
  imagen: string | null;
}

export interface CreacionPoemarioRow {
  id_creacion: number;
  id_poemario: number;
}

export interface PoemaRow {
  id: number;
  titulo: string | null;
  fecha: string | null;
  portada: string | null;
  texto: string | null;
  mencion: string | null;
  hormigueos: number | null;
  id_autor: number | null;
  id_poemario: number | null;
}

export interface RevistaAutorRow {
  id_revista: number;
  autor: number;
}

export interface VisualRow {
  id: number;
  id_revista: number | null;
  id_autor: number | null;
  pieza: string | null;
  nombre_pieza: string | null;
  descripcion_pieza: string | null;
  hormigueos: number | null;
  id_poemario: number | null;
}

export interface ImageRow {
  id: number;
  url: string;
}

/** Everything the site is built from: each content table read once, rows ordered by key. */
export interface Snapshot {
  revista: RevistaRow[];
  autor: AutorRow[];
  poemario: PoemarioRow[];
  creaciones: CreacionRow[];
  creaciones_poemario: CreacionPoemarioRow[];
  poema: PoemaRow[];
  revista_autor: RevistaAutorRow[];
  visuales: VisualRow[];
  manilargos: ImageRow[];
  collages: ImageRow[];
  caras2: ImageRow[];
}

export type TableName = keyof Snapshot;

/** Where the content comes from; one implementation per data source. */
export interface ContentSource {
  readonly kind: 'file' | 'embedded' | 'postgres' | 'supabase';
  snapshot(): Promise<Snapshot>;
  close(): Promise<void>;
}
