import { readPublishingConfig } from '../config/publishing.ts';
import { readStorageBase } from '../config/storageBase.ts';
import { getBuildSnapshot } from '../content/loadSnapshot.ts';
import { indexSnapshot, type Site } from './indexSnapshot.ts';

let site: Promise<Site> | undefined;

/** The indexed snapshot every route of this build renders from (read once per build). */
export function getSite(): Promise<Site> {
  site ??= getBuildSnapshot().then((snapshot) => {
    const { preview, timeZone } = readPublishingConfig();
    return indexSnapshot(snapshot, { storageBase: readStorageBase(), now: new Date(), preview, timeZone });
  });
  return site;
}
