import { backFromReferrer, backStorageKey, chooseBackTarget, type BackKind } from '@/lib/navigation/backTarget';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the link keeps its fallback
  }
}

/** Points a 'Regresar' link at the place this reader came from (see lib/navigation/backTarget). */
export function setUpBackLink(link: HTMLAnchorElement): void {
  const kind = link.dataset.back as BackKind;
  const page = location.pathname;
  const storage = session();
  const key = backStorageKey(page);
  const fromReferrer = backFromReferrer(kind, document.referrer, location.origin, link.dataset.authorPath ?? null);
  if (fromReferrer) storage?.setItem(key, fromReferrer);
  link.href = chooseBackTarget({
    remembered: fromReferrer ?? storage?.getItem(key) ?? null,
    search: location.search,
    byEdition: link.dataset.byEdition ? (JSON.parse(link.dataset.byEdition) as Record<string, string>) : undefined,
    fallback: link.getAttribute('href')!,
  });
}
