import type { RevistaRow } from '../content/types.ts';
import { truncate } from '../text/truncate.ts';
import type { Site } from './indexSnapshot.ts';
import { SECTION_COPY } from './copy.ts';
import { editionSummary, imageList, picture, type EditionSummary, type Picture } from './describe.ts';
import { hasInsects, hasRotatingBackgrounds } from './editionFeatures.ts';
import { paragraphs } from '../text/paragraphs.ts';
import type { PageMeta } from './meta.ts';
import { paths } from './paths.ts';

export interface MenuItem {
  heading: string;
  subtitle: string;
  href: string;
}

export interface ContentsModel {
  edition: EditionSummary;
  /** The edition's cover, darkened behind the title and menu. */
  cover: Picture | null;
  /** The edition's presentation at #sintesis: the long intro, or the synopsis when there is none. */
  intro: string[];
  menu: MenuItem[];
  insects: boolean;
  /** collages images rotating behind the menu (edition 2 only). */
  backgrounds: string[];
  meta: PageMeta;
}

export function getContentsModel(site: Site, row: RevistaRow): ContentsModel {
  const edition = editionSummary(site, row);
  const item = (kind: keyof typeof SECTION_COPY, href: string): MenuItem => ({
    heading: SECTION_COPY[kind].heading,
    subtitle: SECTION_COPY[kind].subtitle,
    href,
  });
  const menu: MenuItem[] = [
    item('creaciones', paths.section(edition.slug, 'creaciones')),
    item('critica', paths.section(edition.slug, 'critica')),
  ];
  // 'A OJO DE HORMIGA' only for the edition with id 1 or number 1.
  if (hasInsects(row)) menu.push(item('visuales', paths.gallery()));
  const intro = paragraphs(row.general);
  const sintesis = paragraphs(row.sintesis);
  return {
    edition,
    cover: picture(site, row.portada, ''),
    intro: [...sintesis, ...intro.filter((p) => !sintesis.includes(p))],
    menu,
    insects: hasInsects(row),
    backgrounds: hasRotatingBackgrounds(row) ? imageList(site, site.snapshot.collages) : [],
    meta: {
      title: `Contenidos · ${edition.label}: ${edition.nombre} | Hormiguero de Poemas`,
      description: truncate(row.sintesis || row.general || `${edition.label} de Hormiguero de Poemas.`, 200),
      image: picture(site, row.portada, '')?.src ?? null,
      canonical: paths.contents(edition.slug),
      type: 'website',
    },
  };
}
