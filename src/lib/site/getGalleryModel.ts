import { MAGAZINE_ID, META } from '../../consts.ts';
import type { AutorRow, VisualRow } from '../content/types.ts';
import { truncate } from '../text/truncate.ts';
import type { Site } from './indexSnapshot.ts';
import { authorName, picture, sectionKind, type Picture } from './describe.ts';
import type { PageMeta } from './meta.ts';
import { paths } from './paths.ts';

export interface GalleryPiece {
  id: number;
  /** The piece's own page (the popup shows this address too); null outside the gallery's magazine. */
  href: string | null;
  anchor: string;
  title: string;
  artist: string;
  description: string | null;
  image: Picture | null;
}

export interface GalleryArtist {
  id: number | null;
  name: string;
  href: string | null;
  bio: string | null;
  pieces: GalleryPiece[];
}

export interface GalleryModel {
  artists: GalleryArtist[];
  insects: boolean;
  meta: PageMeta;
}

export const UNTITLED_PIECE = 'Sin título';

export function galleryPiece(site: Site, piece: VisualRow): GalleryPiece {
  const artist = authorName(piece.id_autor === null ? null : site.author.get(piece.id_autor));
  const title = piece.nombre_pieza?.trim() || UNTITLED_PIECE;
  return {
    id: piece.id,
    href: site.pieceSlug.has(piece.id) ? paths.piece(site.pieceSlug.get(piece.id)!) : null,
    anchor: `obra-${piece.id}`,
    title,
    artist,
    description: piece.descripcion_pieza?.trim() || null,
    image: picture(site, piece.pieza, `${title}, de ${artist}`),
  };
}

/**
 * The visual art of magazine 1, grouped by artist: every author of type
 * 'visuales' in name order (an artist without pieces still appears, with its own
 * message), then any other author with a piece in the magazine.
 */
export function getGalleryModel(site: Site): GalleryModel {
  const pieces = site.snapshot.visuales.filter((v) => v.id_revista === MAGAZINE_ID);
  const byName = (a: AutorRow, b: AutorRow) => authorName(a).localeCompare(authorName(b), 'es');
  const visualArtists = site.snapshot.autor.filter((a) => sectionKind(a.tipo_creacion) === 'visuales').sort(byName);
  const others = [...new Set(pieces.map((p) => p.id_autor))]
    .filter((id): id is number => id !== null && site.author.has(id) && !visualArtists.some((a) => a.id === id))
    .map((id) => site.author.get(id)!)
    .sort(byName);
  const artists: GalleryArtist[] = [...visualArtists, ...others].map((a) => ({
    id: a.id,
    name: authorName(a),
    href: paths.author(site.authorSlug.get(a.id)!),
    bio: a.bio_corta?.trim() || null,
    pieces: pieces.filter((p) => p.id_autor === a.id).map((p) => galleryPiece(site, p)),
  }));
  const orphans = pieces.filter((p) => p.id_autor === null || !site.author.has(p.id_autor));
  if (orphans.length) {
    artists.push({ id: null, name: authorName(null), href: null, bio: null, pieces: orphans.map((p) => galleryPiece(site, p)) });
  }
  const all = artists.flatMap((a) => a.pieces);
  return {
    artists,
    insects: true,
    meta: {
      title: 'A Ojo de Hormiga - Obras Visuales | Hormiguero de Poemas',
      description: truncate(
        `A ojo de hormiga: las obras visuales de Hormiguero de Poemas${
          artists.length ? `, de ${artists.map((a) => a.name).join(', ')}` : ''
        }.`,
        200,
      ),
      image: all.find((p) => p.image)?.image?.src ?? null,
      keywords: ['arte visual', 'Hormiguero de Poemas', ...all.slice(0, META.visualKeywords).map((p) => p.title)],
      canonical: paths.gallery(),
      type: 'website',
    },
  };
}
