import { META } from '../../consts.ts';
import type { VisualRow } from '../content/types.ts';
import { truncate } from '../text/truncate.ts';
import type { Site } from './indexSnapshot.ts';
import { galleryPiece, type GalleryPiece } from './getGalleryModel.ts';
import type { PageMeta } from './meta.ts';
import { paths } from './paths.ts';
import { person } from './structuredData.ts';

export interface PieceModel {
  piece: GalleryPiece & { href: string };
  /** The artist's page, when the artist is known. */
  artistHref: string | null;
  /** 'Volver a la galería': the gallery, at this piece. */
  back: string;
  insects: boolean;
  meta: PageMeta;
}

/**
 * A visual work of the gallery on a page of its own: the image large, title, artist,
 * description and the hormiguear form. It is what a reader without JavaScript gets from the
 * gallery, and the address the popup shows, so a piece can be shared.
 */
export function getPieceModel(site: Site, row: VisualRow): PieceModel {
  const piece = galleryPiece(site, row);
  const href = paths.piece(site.pieceSlug.get(row.id)!);
  const artist = row.id_autor === null ? undefined : site.author.get(row.id_autor);
  const artistHref = artist ? paths.author(site.authorSlug.get(artist.id)!) : null;
  const about = piece.description ? `: ${piece.description}` : '';
  return {
    piece: { ...piece, href },
    artistHref,
    back: `${paths.gallery()}#${piece.anchor}`,
    insects: true,
    meta: {
      title: `${piece.title} - ${piece.artist} | Hormiguero de Poemas`,
      description: truncate(`«${piece.title}», obra visual de ${piece.artist} en A ojo de hormiga${about}`, META.authorSocialDescription),
      image: piece.image?.src ?? null,
      canonical: href,
      type: 'article',
      structuredData: {
        '@type': 'VisualArtwork',
        '@id': `${href}#obra`,
        url: href,
        name: piece.title,
        description: piece.description ?? undefined,
        image: piece.image?.src ?? undefined,
        creator: person({ name: piece.artist, href: artistHref }),
      },
    },
  };
}
