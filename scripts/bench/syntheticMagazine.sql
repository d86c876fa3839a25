-- A synthetic magazine for the build benchmark: 50 editions, 1,000 authors, 10,000 poems
-- with realistic lengths (6-40 lines of verse, some essays of 400-1,200 words), generated
-- deterministically (setseed). Loaded into an empty database after the migrations.
select setseed(0.2026);

-- Words are drawn as in real text (Zipf's law: the word of rank r comes up about 1/r as often as
-- the commonest) from 60,000 of them: 25 function words first, then the magazine's own words
-- every 30 ranks from rank 55 ('hormiga', in about a third of the poems) to rank 3,655 (in
-- about one poem in 200), and made-up words of Spanish syllables in every other rank. A common
-- word is in many poems and a rare one in few, as in a real magazine, so searching for a word
-- costs what it would there (a flat draw from a short list put every word in four poems of five).
create or replace function pg_temp.palabra() returns text language plpgsql volatile as $$
declare
  rango integer := floor(exp(random() * ln(60001)))::int;
  funcion text[] := array['de','la','y','el','en','que','un','una','con','sin','como','sobre','bajo','entre','hacia','cuando',
    'donde','todo','nada','se','lo','su','mi','tu','no'];
  propias text[] := array['hormiga','tierra','luz','sombra','mano','papel','hoja','río','piedra','viento','casa','noche','día',
    'agua','fuego','ala','pata','hilo','aguja','ventana','puerta','silencio','voz','canto','miga','pan','sal','lluvia','nube',
    'raíz','semilla','flor','polen','abeja','cera','miel','insecto','élitro','antena','camino','fila','hormiguero','túnel',
    'grano','arena','polvo','madera','vidrio','espejo','ojo','boca','lengua','nombre','palabra','verso','libro','página',
    'tinta','pluma','lápiz','madre','abuela','hermano','cuerpo','hueso','piel','sangre','corazón','memoria','olvido','tiempo',
    'reloj','hora','minuto','año','invierno','verano','otoño','primavera','mar','orilla','barco','puerto','ciudad','calle',
    'plaza','mercado','cocina','mesa','silla','cama','lámpara','humo','ceniza','cielo','estrella','luna','sol','campo','trigo',
    'maíz','árbol','rama','tronco','musgo','barro','lleva','mira','canta','guarda','cae','sube','duerme','espera','recuerda',
    'escribe','dobla','corta','cose','borda','teje','pequeña','lenta','quieta','oscura','clara'];
  -- Syllables of every kind of Spanish word start, so made-up words fill the whole alphabet.
  silabas text[] := array[
    'a','e','i','o','u','ba','be','bi','bo','ca','co','cu','ce','ci','da','de','di','do','fa','fe','fi','fo','ga','go',
    'gu','ha','he','hi','ho','ja','je','jo','la','le','li','lo','lu','ma','me','mi','mo','mu','na','ne','ni','no','pa',
    'pe','pi','po','ra','re','ri','ro','sa','se','si','so','ta','te','ti','to','va','ve','vi','za','cha','lla','que',
    'tri','bra','pla'];
  -- A made-up word per rank: two or three syllables and an ending, picked by a shuffle of the rank.
  k integer := (rango * 7919) % 373248;
begin
  if rango <= 25 then
    return funcion[rango];
  elsif (rango - 25) % 30 = 0 and (rango - 25) / 30 <= cardinality(propias) then
    return propias[(rango - 25) / 30];
  end if;
  return silabas[1 + k % 72] || silabas[1 + k / 72 % 72] || case when k % 5 < 3 then silabas[1 + k / 5184 % 72] else '' end
    || (array['', '', 'n', 's', 'r', 'l'])[1 + k / 7 % 6];
end
$$;

create or replace function pg_temp.frase(n integer) returns text language sql volatile as $$
  select string_agg(pg_temp.palabra(), ' ') from generate_series(1, greatest(n, 1))
$$;

-- Verse: 6-40 lines of 3-9 words, a stanza break every 3-6 lines, sometimes $emphasis$.
create or replace function pg_temp.poema() returns text language plpgsql volatile as $$
declare
  lineas integer := 6 + floor(random() * 35)::int;
  out text := '';
  i integer;
begin
  for i in 1..lineas loop
    out := out || case when random() < 0.1 then '$' || pg_temp.frase(2) || '$ ' else '' end
               || pg_temp.frase(3 + floor(random() * 7)::int) || E'\n';
    if random() < 0.22 then out := out || E'\n'; end if;
  end loop;
  return out;
end
$$;

-- Prose: 4-12 paragraphs of 60-110 words.
create or replace function pg_temp.ensayo() returns text language sql volatile as $$
  select string_agg(pg_temp.frase(60 + floor(random() * 50)::int) || '.', E'\n\n')
    from generate_series(1, 4 + floor(random() * 9)::int)
$$;

insert into public.revista (id, numero, nombre, portada, general, sintesis, contribuyentes, fecha_publicacion)
select e, e, initcap(pg_temp.frase(3)), '/sample/ediciones/edicion-' || (1 + e % 2) || '.webp',
       pg_temp.ensayo(), pg_temp.frase(70) || '.',
       (select string_agg('Autora ' || a, ', ') from generate_series((e - 1) * 20 + 1, (e - 1) * 20 + 8) a),
       date '2022-01-01' + e * 21
  from generate_series(1, 50) e;

-- 1,000 authors, 20 per edition: 16 poets, 3 essayists, 1 visual artist.
insert into public.autor (id, nombre, semblanza, bio_corta, "URL", imagen, tipo_creacion)
select a, 'Autora ' || a, pg_temp.frase(50 + floor(random() * 60)::int) || '.', pg_temp.frase(8),
       case when a % 3 = 0 then 'https://example.org/autora-' || a end,
       '/sample/autores/lucia-ferrer.webp',
       case (a - 1) % 20 when 16 then 'critica' when 17 then 'critica' when 18 then 'entrevista' when 19 then 'visuales' else 'creaciones' end
  from generate_series(1, 1000) a;

insert into public.revista_autor (id_revista, autor) select (a - 1) / 20 + 1, a from generate_series(1, 1000) a;

insert into public.creaciones (id, id_revista, tipo, colaboradores, imagen)
select e * 2 - 1 + s, e, case s when 0 then 'creaciones' else 'critica' end,
       (select string_agg('Autora ' || a, ', ') from generate_series((e - 1) * 20 + 1 + s * 16, (e - 1) * 20 + case s when 0 then 16 else 19 end) a),
       '/sample/secciones/edicion-2-creaciones.webp'
  from generate_series(1, 50) e, generate_series(0, 1) s;

insert into public.poemario (id, titulo, portada, id_autor)
select a, initcap(pg_temp.frase(2 + floor(random() * 3)::int)), '/sample/poemarios/inventario-de-lo-diminuto.webp', a
  from generate_series(1, 1000) a;

insert into public.creaciones_poemario (id_creacion, id_poemario)
select ((a - 1) / 20 + 1) * 2 - case when (a - 1) % 20 < 16 then 1 else 0 end, a
  from generate_series(1, 1000) a where (a - 1) % 20 <> 19;

-- 10,000 poems, 10 per author; essayists write prose.
insert into public.poema (id, titulo, fecha, texto, mencion, hormigueos, id_autor, id_poemario)
select p, initcap(pg_temp.frase(1 + floor(random() * 4)::int)), date '2022-01-01' + (p % 1400),
       case when (a - 1) % 20 between 16 and 18 then pg_temp.ensayo() else pg_temp.poema() end,
       case when random() < 0.05 then 'Mención honorífica, Premio ' || initcap(pg_temp.frase(2)) end,
       case when random() < 0.03 then null else floor(random() * 300)::int end,
       a, a
  from generate_series(1, 10000) p, lateral (select (p - 1) / 10 + 1 as a) x;

insert into public.visuales (id, id_revista, id_autor, pieza, nombre_pieza, descripcion_pieza, hormigueos, id_poemario)
select v, 1, v * 20, '/sample/visuales/grana.webp', initcap(pg_temp.frase(2)), pg_temp.frase(20), floor(random() * 50)::int, v * 20
  from generate_series(1, 50) v;

insert into public.manilargos (url) select '/sample/manilargos/' || i || '.webp' from generate_series(1, 6) i;
insert into public.collages (url) select '/sample/collages/' || i || '.webp' from generate_series(1, 6) i;
insert into public.caras2 (url) values ('/sample/logo/cara-hormiga.svg');

select setval(pg_get_serial_sequence('public.' || t, 'id'), (select max(id) from public.revista))
  from (values ('revista')) v(t);
select setval(pg_get_serial_sequence('public.autor', 'id'), 1000);
select setval(pg_get_serial_sequence('public.poema', 'id'), 10000);
select setval(pg_get_serial_sequence('public.poemario', 'id'), 1000);
select setval(pg_get_serial_sequence('public.creaciones', 'id'), 100);
