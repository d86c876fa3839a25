import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataSourceConfig } from '@/lib/config/dataSource';
import { imageHostPattern, readImageHosts, readImagePatterns, readStorageBase } from '@/lib/config/storageBase';
import { normaliseRows, selectSql } from '@/lib/content/tables';

describe('readDataSourceConfig', () => {
  it('uses the embedded database when nothing is configured', () => {
    expect(readDataSourceConfig({})).toEqual({ kind: 'embedded', dir: path.resolve('.data/pglite') });
    expect(readDataSourceConfig({ EMBEDDED_DB_DIR: '/tmp/x' })).toEqual({ kind: 'embedded', dir: '/tmp/x' });
  });
  it('prefers DATABASE_URL, then Supabase', () => {
    expect(
      readDataSourceConfig({ DATABASE_URL: 'postgres://a/b', SUPABASE_URL: 'https://x.supabase.co', SUPABASE_PUBLISHABLE_KEY: 'k' }),
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://a/b',
    });
    expect(readDataSourceConfig({ SUPABASE_URL: 'https://x.supabase.co/', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_k' })).toEqual({
      kind: 'supabase',
      url: 'https://x.supabase.co',
      publishableKey: 'sb_publishable_k',
    });
  });
  it('reads the publishable key, or the legacy anon key under its old name; the publishable one wins, empty values count as unset', () => {
    const url = 'https://x.supabase.co';
    expect(readDataSourceConfig({ SUPABASE_URL: url, SUPABASE_ANON_KEY: 'legacy' })).toMatchObject({ publishableKey: 'legacy' });
    expect(
      readDataSourceConfig({ SUPABASE_URL: url, SUPABASE_ANON_KEY: 'legacy', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_k' }),
    ).toMatchObject({
      publishableKey: 'sb_publishable_k',
    });
    expect(readDataSourceConfig({ SUPABASE_URL: url, SUPABASE_ANON_KEY: 'legacy', SUPABASE_PUBLISHABLE_KEY: '' })).toMatchObject({
      publishableKey: 'legacy',
    });
  });
  it('refuses half a Supabase configuration', () => {
    expect(() => readDataSourceConfig({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow(/SUPABASE_PUBLISHABLE_KEY/);
  });
});

describe('readStorageBase', () => {
  it.each([
    [{}, ''],
    [{ SUPABASE_URL: 'https://x.supabase.co/' }, 'https://x.supabase.co/storage/v1/object/public'],
    [{ SUPABASE_URL: 'https://x.supabase.co', STORAGE_PUBLIC_URL: 'https://cdn.example/' }, 'https://cdn.example'],
  ])('%j -> %j', (env, expected) => expect(readStorageBase(env)).toBe(expected));
});

describe('readImageHosts (hosts whose images the build resizes)', () => {
  it.each([
    [{}, []],
    [{ SUPABASE_URL: 'https://abc.supabase.co' }, ['abc.supabase.co']],
    [
      { STORAGE_PUBLIC_URL: 'https://cdn.example.org/bucket', IMAGE_HOSTS: ' img.example.org, ,otro.example.org' },
      ['cdn.example.org', 'img.example.org', 'otro.example.org'],
    ],
    [{ STORAGE_PUBLIC_URL: 'not a url' }, []],
  ])('%j -> %j', (env, expected) => expect(readImageHosts(env)).toEqual(expected));
});

describe('readImagePatterns (Astro image.remotePatterns)', () => {
  it.each([
    ['img.example.org', { protocol: 'https', hostname: 'img.example.org' }],
    ['*.Supabase.co', { protocol: 'https', hostname: '*.supabase.co' }],
    ['https://cdn.example.org/bucket/', { protocol: 'https', hostname: 'cdn.example.org' }],
    ['http://127.0.0.1:8080', { protocol: 'http', hostname: '127.0.0.1', port: '8080' }],
    ['ftp://files.example.org', null],
    ['not a host', null],
    ['', null],
  ])('%j -> %j', (entry, expected) => expect(imageHostPattern(entry)).toEqual(expected));

  it('lists the storage host with its protocol and port, then IMAGE_HOSTS, once each', () => {
    expect(
      readImagePatterns({
        STORAGE_PUBLIC_URL: 'http://storage.local:9000/pub',
        IMAGE_HOSTS: 'img.example.org, https://img.example.org,http://x.test:1',
      }),
    ).toEqual([
      { protocol: 'http', hostname: 'storage.local', port: '9000' },
      { protocol: 'https', hostname: 'img.example.org' },
      { protocol: 'http', hostname: 'x.test', port: '1' },
    ]);
    expect(readImagePatterns({})).toEqual([]);
  });
});

describe('content tables', () => {
  it('selects the columns the site reads, quoting "URL", casting dates to text and change stamps to ISO text', () => {
    expect(selectSql('autor')).toBe(
      'select "id", "nombre", "semblanza", "bio_corta", "URL", "imagen", "tipo_creacion", to_json("actualizado") #>> \'{}\' as "actualizado" from public."autor" order by "id"',
    );
    expect(selectSql('revista')).toContain('"fecha_publicacion"::text as "fecha_publicacion"');
    expect(selectSql('caras2')).not.toContain('actualizado');
  });

  it('normalises driver values: bigint strings, Date objects, extra columns', () => {
    expect(
      normaliseRows('poema', [
        {
          id: '12',
          titulo: 'T',
          fecha: new Date('2024-02-03T00:00:00Z'),
          portada: null,
          texto: 'x',
          mencion: null,
          hormigueos: '4',
          id_autor: 1,
          id_poemario: null,
          actualizado: '2026-11-23T20:10:46.123456+00:00',
          extra: 1,
        },
      ]),
    ).toEqual([
      {
        id: 12,
        titulo: 'T',
        fecha: '2024-02-03',
        portada: null,
        texto: 'x',
        mencion: null,
        hormigueos: 4,
        id_autor: 1,
        id_poemario: null,
        actualizado: '2026-11-23T20:10:46.123Z',
      },
    ]);
  });

  it.each([
    ['PostgREST text', '2026-11-23T20:10:46.123456+00:00', '2026-11-23T20:10:46.123Z'],
    ['another offset', '2026-11-23T14:10:46.5-06:00', '2026-11-23T20:10:46.500Z'],
    ['a Date', new Date('2026-11-23T20:10:46.123Z'), '2026-11-23T20:10:46.123Z'],
    ['nothing', null, null],
    ['missing', undefined, null],
    ['not a moment', 'ayer', null],
  ])('cleans a change stamp given as %s', (_, value, expected) => {
    const [row] = normaliseRows('poemario', [{ id: 1, titulo: null, portada: null, id_autor: null, actualizado: value }]);
    expect(row!.actualizado).toBe(expected);
  });

  it('rejects rows without their key', () => {
    expect(() => normaliseRows('caras2', [{ id: null, url: 'x' }])).toThrow(/caras2.id/);
  });
});
