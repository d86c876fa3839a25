import type { Site } from './indexSnapshot.ts';
import { editionSummary, picture, type EditionSummary, type Picture } from './describe.ts';
import type { PageMeta } from './meta.ts';
import { paths } from './paths.ts';
import { periodical, publicationIssue } from './structuredData.ts';

export interface EditionsModel {
  editions: (EditionSummary & { cover: Picture | null; sintesis: string | null })[];
  meta: PageMeta;
}

/** The crawlable list of every edition, newest first: the nav dropdown without JavaScript. */
export function getEditionsModel(site: Site): EditionsModel {
  const editions = site.editions.map((row) => {
    const summary = editionSummary(site, row);
    return {
      ...summary,
      cover: picture(site, row.portada, `Portada de la ${summary.label.toLowerCase()}: ${summary.nombre}`),
      sintesis: row.sintesis?.trim() || null,
    };
  });
  return {
    editions,
    meta: {
      title: 'Ediciones | Hormiguero de Poemas',
      description: `Todas las ediciones de Hormiguero de Poemas, revista de literatura especializada en poesía.`,
      image: null,
      canonical: paths.editions(),
      type: 'website',
      structuredData: periodical(editions.map((e) => publicationIssue(e, { image: e.cover?.src }))),
    },
  };
}

/** /ediciones.json: what the nav dropdown reads (id, numero, label, canonical path), newest first. */
/** One entry of /ediciones.json, the list the nav's EDICIONES dropdown reads. */
export interface EditionsJsonEntry {
  id: number;
  numero: number | null;
  label: string;
  href: string;
}

export function getEditionsJson(site: Site): EditionsJsonEntry[] {
  return site.editions.map((row) => {
    const { id, numero, label, href } = editionSummary(site, row);
    return { id, numero, label, href };
  });
}
