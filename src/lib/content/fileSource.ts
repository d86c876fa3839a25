import { readFile, writeFile } from 'node:fs/promises';
import { normaliseRows, TABLE_NAMES } from './tables.ts';
import type { ContentSource, Snapshot } from './types.ts';

/** A snapshot saved as JSON: how the local server hands the database it holds to a rebuild. */
export function createFileSource(file: string): ContentSource {
  return {
    kind: 'file',
    async snapshot() {
      const raw = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, unknown>[]>;
      const snapshot: Partial<Snapshot> = {};
      for (const table of TABLE_NAMES) {
        if (!Array.isArray(raw[table])) throw new Error(`${file}: no rows for table ${table}`);
        (snapshot as Record<string, unknown>)[table] = normaliseRows(table, raw[table]);
      }
      return snapshot as Snapshot;
    },
    close: async () => {},
  };
}

export async function writeSnapshotFile(file: string, snapshot: Snapshot): Promise<void> {
  await writeFile(file, JSON.stringify(snapshot));
}
