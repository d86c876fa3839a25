-- Sample content of Hormiguero de Poemas: two editions, their authors, books, poems,
-- essays, interviews and visual pieces. Every text is original, written for this project;
-- every person is invented. Images live under public/sample and public/portadas and are made
-- by scripts/sample/generateImages.mjs (npm run sample:images).
--
-- Plain SQL with explicit ids, in foreign-key order, followed by a reset of every identity
-- sequence. Runs on PostgreSQL 15 (psql -v ON_ERROR_STOP=1) and on PGlite after the
-- migrations in supabase/migrations.

begin;

-- Editions
insert into public.revista (id, numero, nombre, portada, general, sintesis, contribuyentes, fecha_publicacion, formspree_url) values (
  1, 1, 'Censo de lo diminuto', '/sample/ediciones/edicion-1.webp',
  'Este primer número de Hormiguero de Poemas nace de una intuición sencilla: que la poesía, como los insectos, sucede casi siempre por debajo de la atención. Mientras el mundo mira hacia lo grande, lo ruidoso y lo urgente, hay una vida minúscula que sostiene los suelos, poliniza los campos y limpia lo que dejamos atrás sin pedir nada a cambio. Quisimos dedicarle una revista entera a esa vida y a la mirada que hace falta para verla.

Los poemas reunidos aquí vienen de Guadalajara, de Medellín, de Arequipa y de un colmenar de Tierra de Campos. Ninguno es un poema sobre insectos en sentido estricto: son poemas que aprendieron algo de ellos. La paciencia de la hormiga, la obstinación del zancudo y la vida breve y feroz de la chicharra aparecen como espejos de la vida doméstica, del trabajo, del duelo y de la memoria familiar. En la sección de crítica, Julián Ibarra propone un elogio de la miniatura como método de lectura, y la entomóloga y poeta Amparo Villalobos conversa con nosotros sobre cincuenta años de cuadernos de campo.

Completan el número las piezas visuales de Joaquín Barrientos y Paloma Urquiza, que trabajan la escala desde lugares opuestos: la tinta que agranda hasta el vértigo y el recorte que reduce a geometría. Agradecemos a quienes confiaron sus textos a una revista que apenas empieza, y a quienes leen despacio. Un hormiguero, al fin y al cabo, no se construye en un día ni por una sola obrera.',
  'Un número dedicado a la vida mínima: hormigas, abejas, polillas, chicharras y zancudos como espejos del trabajo doméstico, el duelo y la memoria. Reúne a cuatro poetas de México, Colombia, Perú y España; un ensayo sobre la miniatura como forma de leer; una conversación con la entomóloga y poeta Amparo Villalobos, y dos series visuales que juegan con la escala, de la tinta que agranda hasta el vértigo al collage que reduce el mundo a geometría.',
  'Lucía Ferrer, Inés Ávila, Tomás Echeverri, Mariana Quiñones, Julián Ibarra, Amparo Villalobos, Joaquín Barrientos, Paloma Urquiza',
  '2024-09-15', null
);

insert into public.revista (id, numero, nombre, portada, general, sintesis, contribuyentes, fecha_publicacion, formspree_url) values (
  2, 2, 'Lo que la mano recorta', '/sample/ediciones/edicion-2.webp',
  'El segundo número de Hormiguero de Poemas está hecho con las manos. Con las que cosen libros en un taller de Montevideo, con las que bordan versos sobre manteles heredados en Cuenca, con las que recortan fotografías de desconocidos en una feria de Valparaíso. Después de un primer número dedicado a lo diminuto, quisimos mirar el instrumento con el que tocamos lo diminuto: la mano que sostiene, corta, pega, escribe y suelta.

El papel es el otro protagonista. Papel de seda para envolver lo frágil, hojas de contactos donde un fotógrafo guarda todo lo que miró en una tarde, papeles viejos que una collagista convierte en paisaje. Los poemas de este número se preguntan qué queda de las personas en los objetos que tocaron, y qué hacemos con esa herencia: si la guardamos intacta, si la recortamos, si bordamos encima. Las imágenes de fondo que acompañan la lectura, manos alargadas y collages de papel, dialogan con la investigación de Renata Olmedo, a quien Elena Sotomayor entrevista en la sección de crítica.

Julián Ibarra vuelve con un ensayo sobre el collage como forma de pensamiento poético, y nos acompañan por segunda vez Lucía Ferrer y Mariana Quiñones, cuya escritura ha ido pasando de los insectos a las manos casi sin que nos diéramos cuenta. Como en el número anterior, pedimos una sola cosa a quien lee: que lo haga despacio, con las manos quietas o, mejor aún, ocupadas en algo que no sea el teléfono.',
  'Un número sobre las manos y el papel: encuadernadoras, bordadoras, fotógrafos y maestras que escriben desde el oficio. Cinco poetas de Uruguay, Chile, Ecuador, México y Perú exploran lo que queda de las personas en los objetos que tocaron y lo que hacemos con esa herencia. En crítica, un ensayo sobre el collage como pensamiento poético, una nota sobre el arte de preguntar y una conversación con la collagista Renata Olmedo sobre recortar, pegar y escuchar.',
  'Lucía Ferrer, Ines Avila, Mariana Quiñones, Rodrigo Alcántara, Ximena Carrión, Julián Ibarra, Elena Sotomayor, Renata Olmedo',
  '2025-06-21', null
);

-- Authors ("URL" is an upper-case column)
insert into public.autor (id, nombre, semblanza, bio_corta, "URL", imagen, tipo_creacion, formspree_url) values
  (1, 'Lucía Ferrer',
   'Lucía Ferrer (Guadalajara, México, 1986) es poeta, editora y tallerista. Estudió Biología antes de dedicarse por completo a la escritura, y de aquel oficio conserva la costumbre de anotar con paciencia lo que casi nadie mira: la hilera de hormigas en el quicio de una puerta, el polen sobre la manga de una camisa. Ha publicado los poemarios «Herbario de cocina» (2015) y «Casa con termitas» (2020). Desde hace una década coordina talleres de lectura en voz alta en bibliotecas de barrio. En Hormiguero de Poemas ha publicado un libro en cada uno de los dos primeros números.',
   'Poeta y bióloga de formación; escribe inventarios de lo que casi nadie mira.', 'https://example.org/lucia-ferrer', '/sample/autores/lucia-ferrer.webp', 'creaciones', null),
  (2, 'Inés Ávila',
   'Inés Ávila (Valladolid, España, 1979) es poeta y traductora del portugués. Vivió en Lisboa y en Oporto, y desde 2016 reside en un pueblo de Tierra de Campos, donde cuida el colmenar que heredó de su abuelo. Sus libros «Cera perdida» (2012) y «La paciencia del enjambre» (2019) exploran la relación entre el trabajo manual, la lengua y la memoria rural. Ha traducido al castellano a varias poetas brasileñas contemporáneas.',
   'Poeta, traductora del portugués y apicultora en Tierra de Campos.', null, '/sample/autores/ines-avila-valladolid.webp', 'creaciones', null),
  (3, 'Tomás Echeverri',
   'Tomás Echeverri (Medellín, Colombia, 1990) es poeta y sonidista. Durante años ha grabado el paisaje sonoro de las laderas del valle de Aburrá, chicharras, zancudos y motores lejanos, y esos archivos son la materia prima de buena parte de su escritura. Publicó «Frecuencia de los insectos» (2018) y la plaqueta «Ruido rosa» (2021). Vive entre Medellín y Bogotá, donde trabaja en posproducción de documentales.',
   'Poeta y sonidista; escribe a partir de grabaciones de campo.', 'https://example.org/tomas-echeverri/grabaciones', '/sample/autores/tomas-echeverri.webp', 'creaciones', null),
  (4, 'Mariana Quiñones',
   'Mariana Quiñones (Arequipa, Perú, 1983) es poeta, ensayista y profesora de literatura en un colegio público. Su obra, escrita casi siempre de madrugada, mezcla la observación doméstica con una reflexión persistente sobre el trabajo, el cansancio y los cuidados. Es autora de «Sillar» (2014) y de «Cuaderno de la maestra» (2020). Participa en los dos primeros números de Hormiguero de Poemas.',
   'Poeta y profesora de secundaria; escribe de madrugada, antes de ir a clase.', null, '/sample/autores/mariana-quinones.webp', 'creaciones', null),
  (5, 'Julián Ibarra',
   'Julián Ibarra (Rosario, Argentina, 1972) es ensayista, traductor y profesor de literatura comparada. Ha traducido del inglés y del francés a poetas del siglo veinte y es autor de los ensayos «La miniatura y el método» (2011) y «Leer con las manos» (2022). Escribe sobre poesía en diarios y revistas de Argentina, Chile y España, y en cada número de Hormiguero de Poemas firma la sección de crítica.',
   'Ensayista y traductor; firma la sección de crítica de la revista.', 'https://example.org/julian-ibarra', '/sample/autores/julian-ibarra.webp', 'critica', null),
  (6, 'Amparo Villalobos',
   'Amparo Villalobos (Cartago, Costa Rica, 1951) es entomóloga y poeta. Trabajó más de treinta años en colecciones científicas de insectos y publicó, casi en secreto y con seudónimo, tres libros de poemas breves escritos en los márgenes de sus cuadernos de campo. En los últimos años su obra ha sido redescubierta por lectores jóvenes de toda la región. Vive en una casa rodeada de cafetales, donde sigue anotando lo que encuentra bajo las hojas.',
   'Entomóloga y poeta; escribió durante décadas en los márgenes de sus cuadernos de campo.', null, '/sample/autores/amparo-villalobos.webp', 'entrevista', null),
  (7, 'Joaquín Barrientos',
   'Joaquín Barrientos (Oaxaca, México, 1985) es artista visual. Trabaja con tinta china, grana cochinilla y pigmentos que prepara él mismo, y su obra gira en torno a la escala: dibujos en los que un insecto ocupa un pliego entero y paisajes que caben en una uña. Ha expuesto individualmente en Oaxaca, Puebla y Madrid.',
   'Artista visual; trabaja con tinta china y pigmentos que prepara él mismo.', 'https://example.org/joaquin-barrientos', '/sample/autores/joaquin-barrientos.webp', 'visuales', null),
  (8, 'Paloma Urquiza',
   'Paloma Urquiza (Bilbao, España, 1992) es artista visual y diseñadora gráfica. Su trabajo combina collage, geometría y papeles de desecho: etiquetas, mapas escolares, sobres de correo aéreo. Para el primer número de esta revista preparó una serie sobre la arquitectura de hormigueros y panales, imaginados como ciudades en las que nadie manda y todo funciona.',
   'Artista visual y diseñadora; collage, geometría y papeles de desecho.', 'https://example.org/paloma-urquiza', '/sample/autores/paloma-urquiza.webp', 'visuales', null),
  (9, 'Ines Avila',
   'Ines Avila (Montevideo, Uruguay, 1994) escribe poesía y trabaja como encuadernadora en un taller del barrio Cordón. Firma sin tildes desde su primer fanzine, impreso en risografía en 2015, y así aparece en todos sus libros: dice que es el nombre que le puso el registro civil y que no piensa corregirlo. Es autora de «Hilo encerado» (2021). Sus poemas giran en torno a las manos, los oficios y la memoria de las mujeres de su familia, costureras y lavanderas. No debe confundirse con la poeta castellana Inés Ávila, con quien comparte nombre y una curiosa afición por la cera de abeja.',
   'Poeta y encuadernadora en Montevideo; firma sin tildes.', 'https://example.org/taller-hilo-encerado', '/sample/autores/ines-avila-montevideo.webp', 'creaciones', null),
  (10, 'Rodrigo Alcántara',
   'Rodrigo Alcántara (Valparaíso, Chile, 1977) es fotógrafo y poeta. Trabaja con cámaras de fuelle, papeles vencidos y procesos de revelado casero, y desde hace años arma secuencias en las que la imagen y el verso se disputan el mismo espacio de la página. Ha expuesto en Valparaíso, Córdoba y Ciudad de México. Su libro «Manual de recortes» reúne fotopoemas realizados entre 2019 y 2025.',
   'Fotógrafo y poeta; arma secuencias donde la imagen y el verso comparten página.', 'https://example.org/rodrigo-alcantara', '/sample/autores/rodrigo-alcantara.webp', 'creaciones', null),
  (11, 'Ximena Carrión',
   'Ximena Carrión (Quito, Ecuador, 1988) es poeta y artista textil. Borda versos sobre manteles, pañuelos y sábanas que compra en mercados de pulgas, los fotografía y, a veces, los deshace. Ha publicado «Punto de cruz» (2017) y prepara «Huellas dactilares», del que esta revista adelanta ocho piezas. Vive en Cuenca, donde coordina un círculo de bordado y lectura que se reúne los jueves desde hace seis años.',
   'Poeta y artista textil; borda versos sobre manteles heredados.', null, '/sample/autores/ximena-carrion.webp', 'creaciones', null),
  (12, 'Elena Sotomayor',
   'Elena Sotomayor (Ciudad de México, 1981) es crítica, periodista cultural y traductora. Durante diez años condujo un programa radiofónico de entrevistas a poetas, artesanos y artistas visuales, y de aquella práctica conserva la convicción de que una buena pregunta es un modo de leer. Ha publicado «El oído del taller» (2020), una colección de conversaciones grabadas en talleres de oficio de México y Centroamérica.',
   'Crítica y periodista cultural; cree que una buena pregunta es un modo de leer.', 'https://example.org/elena-sotomayor', '/sample/autores/elena-sotomayor.webp', 'critica', null),
  (13, 'Renata Olmedo',
   'Renata Olmedo (Asunción, Paraguay, 1989) es collagista y docente de artes plásticas. Trabaja con papeles encontrados, recetarios, boletas y cartas, y con fotografías de manos que recoge en ferias de antigüedades desde hace más de una década. Su serie «Manilargos» inspiró las imágenes de fondo del segundo número de esta revista, en el que conversa con Elena Sotomayor sobre el oficio de recortar.',
   'Collagista; trabaja con papeles encontrados y fotografías de manos.', null, '/sample/autores/renata-olmedo.webp', 'visuales', null);

-- Who appears in which edition
insert into public.revista_autor (id_revista, autor) values
  (1, 1),
  (1, 2),
  (1, 3),
  (1, 4),
  (1, 5),
  (1, 6),
  (1, 7),
  (1, 8),
  (2, 1),
  (2, 4),
  (2, 5),
  (2, 9),
  (2, 10),
  (2, 11),
  (2, 12),
  (2, 13);

-- Books (one per author per edition section; book 13 has an inline SVG cover)
insert into public.poemario (id, titulo, portada, id_autor) values
  (1, 'Inventario de lo diminuto', '/sample/poemarios/inventario-de-lo-diminuto.webp', 1),
  (2, 'Élitros', '/sample/poemarios/elitros.webp', 2),
  (3, 'Frecuencia de fondo', '/sample/poemarios/frecuencia-de-fondo.webp', 3),
  (4, 'Instrucciones para una casa con hormigas', '/sample/poemarios/instrucciones-para-una-casa-con-hormigas.webp', 4),
  (5, 'Elogio de la miniatura', '/sample/poemarios/elogio-de-la-miniatura.webp', 5),
  (6, 'Cuadernos de campo', '/sample/poemarios/cuadernos-de-campo.webp', 6),
  (7, 'Escala uno a uno', '/sample/poemarios/escala-uno-a-uno.webp', 7),
  (8, 'Ciudades del enjambre', '/sample/poemarios/ciudades-del-enjambre.webp', 8),
  (9, 'Palma abierta', '/sample/poemarios/palma-abierta.webp', 1),
  (10, 'Lo que cabe en un puño', '/sample/poemarios/lo-que-cabe-en-un-puno.webp', 9),
  (11, 'Papel de seda', '/sample/poemarios/papel-de-seda.webp', 4),
  (12, 'Manual de recortes', '/sample/poemarios/manual-de-recortes.webp', 10),
  (13, 'Huellas dactilares', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800"><rect width="600" height="800" fill="#f1e9dc"/><rect x="36" y="36" width="528" height="728" fill="none" stroke="#2b2118" stroke-width="2"/><g fill="none" stroke="#9c3b2e" stroke-width="7" stroke-linecap="round"><circle cx="300" cy="330" r="22"/><circle cx="300" cy="330" r="44" stroke-dasharray="220 40"/><circle cx="300" cy="330" r="66" stroke-dasharray="300 60"/><circle cx="300" cy="330" r="88" stroke-dasharray="380 50 60 40"/><circle cx="300" cy="330" r="110" stroke-dasharray="520 70"/><circle cx="300" cy="330" r="132" stroke-dasharray="600 90 80 60"/><circle cx="300" cy="330" r="154" stroke-dasharray="700 140"/></g><path d="M120 560H480" stroke="#2b2118" stroke-width="2"/><text x="300" y="630" text-anchor="middle" font-family="Georgia, serif" font-size="44" fill="#2b2118">Huellas dactilares</text><text x="300" y="684" text-anchor="middle" font-family="Georgia, serif" font-size="22" letter-spacing="4" fill="#9c3b2e">XIMENA CARRIÓN</text></svg>', 11),
  (14, 'El pliegue y la costura', '/sample/poemarios/el-pliegue-y-la-costura.webp', 5),
  (15, 'Conversaciones del taller', '/sample/poemarios/conversaciones-del-taller.webp', 12);

-- Sections of each edition
insert into public.creaciones (id, id_revista, tipo, colaboradores, imagen) values
  (1, 1, 'creaciones', 'Lucía Ferrer, Inés Ávila, Tomás Echeverri, Mariana Quiñones', 'portadas/edicion-1-creaciones.webp'),
  (2, 1, 'critica', 'Julián Ibarra, Amparo Villalobos', 'portadas/edicion-1-critica.webp'),
  (3, 1, 'visuales', 'Joaquín Barrientos, Paloma Urquiza', '/sample/secciones/edicion-1-visuales.webp'),
  (4, 2, 'creaciones', 'Lucía Ferrer, Ines Avila, Mariana Quiñones, Rodrigo Alcántara, Ximena Carrión', '/sample/secciones/edicion-2-creaciones.webp'),
  (5, 2, 'critica', 'Julián Ibarra, Elena Sotomayor', '/sample/secciones/edicion-2-critica.webp');

insert into public.creaciones_poemario (id_creacion, id_poemario) values
  (1, 1),
  (1, 2),
  (1, 3),
  (1, 4),
  (2, 5),
  (2, 6),
  (3, 7),
  (3, 8),
  (4, 9),
  (4, 10),
  (4, 11),
  (4, 12),
  (4, 13),
  (5, 14),
  (5, 15);

-- Poems, essays and interviews
insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  1, 'Inventario', '2024-03-02', '/sample/poemas/inventario.webp',
  'Antes de empezar, conviene decirlo:
nada de lo que sigue cabe en una lista.

-Cocina-

Tres hormigas en el azúcar.
Una polilla detrás del calendario,
quieta como una fecha que nadie quiso.
El grillo que canta donde no lo encontramos
y por eso sigue cantando.

-Patio-

La tijereta bajo la maceta rota.
Las cochinillas que se vuelven planeta
cuando las roza un dedo.
Un escarabajo verde, boca arriba,
remando en el aire con seis remos inútiles.
Lo enderezo. No me da las gracias.
Así debe ser.

-Cuarto-

El mosquito de las tres de la mañana,
que conoce mi nombre mejor que yo.
El polvo, que también es un animal
aunque no lo parezca.
Y yo, que cuento,
como si contar fuera una forma de cuidar.',
  null, 64, 1, 1
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  2, 'Lección de la hormiga', '2023-11-18', null,
  'Mi abuela decía que las hormigas
no duermen nunca.
Mentía, pero mentía bien,
con la autoridad de quien ha barrido
la misma cocina cuarenta años.

Ahora sé que duermen a ratos,
$cientos de siestas de un minuto$,
como las madres de los recién nacidos,
como los vigilantes nocturnos,
como mi abuela, en realidad,
que cabeceaba en la silla del comedor
y despertaba diciendo: no estaba dormida.

Nadie en esta casa ha dormido nunca
del todo.
Por eso la casa sigue en pie.',
  'Mención honorífica, Premio de Poesía Breve Ciudad de los Lagos 2023', 97, 1, 1
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  3, 'Polilla', '2024-01-09', null,
  'Entra por la ventana abierta
como quien llega tarde a misa
y no sabe dónde sentarse.

Da vueltas a la lámpara.
    Da vueltas.
        Da vueltas.

Yo también he querido así:
con todo el cuerpo,
sin entender que lo que brilla
no siempre calienta;
    a veces quema.

Apago la luz.
Es lo único que sé hacer por ella.',
  null, 41, 1, 1
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  4, '¿Cuánto pesa una hormiga dormida?', '2024-05-27', null,
  'Menos que una pestaña.
Menos que la palabra «casi».
Lo mismo, quizá, que el recuerdo
de una voz que ya no suena en la casa.

Un científico diría: unos miligramos.
Mi hija dice: nada, mamá, no pesa nada.
Yo la pongo en la palma de la mano
y la mano, no sé por qué,
se me cansa.',
  null, 88, 1, 1
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  5, 'Enjambre', '2024-02-14', null,
  'No es una abeja: son diez mil
decidiendo juntas adónde ir.
Ninguna manda.
Ninguna conoce el camino.
Y sin embargo, el camino.

Pienso en la marcha de aquel marzo,
en las calles llenas,
en cómo nadie sabía adónde íbamos
y llegamos.

$Ninguna manda$, repito,
y lo escribo con lápiz en la pared del baño
para leerlo cada mañana
mientras me lavo los dientes.',
  null, 37, 1, 1
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  6, 'La caja de los botones', '2024-06-30', null,
  'Cada verano las hormigas suben por la pared de la casa de mi madre, una fila roja y constante que empieza en una grieta del patio y termina, nadie sabe por qué, en la caja de los botones. Mi madre las deja. Dice que buscan algo que perdieron y que no es asunto suyo impedirles la búsqueda. Durante años pensé que era pereza o cansancio; ahora pienso que era una forma de respeto que yo no sabía nombrar.

La caja de los botones era de lata, con un dibujo de galletas borrado por el uso. Adentro había botones de todos los abrigos de la familia, incluso de los abrigos de los muertos. Las hormigas recorrían esos botones como quien recorre un cementerio pequeño, sin prisa, tocando cada uno con las antenas, y luego volvían a bajar por la pared con las patas vacías. Nunca se llevaron nada. Nunca entendimos qué venían a hacer.

Cuando mi madre se mudó, la caja se quedó en la casa vacía. Volví en agosto por unos papeles y la encontré en la misma repisa, con la tapa entreabierta. La fila seguía ahí. Roja, constante, fiel. Me senté en el suelo a mirarlas y por primera vez no quise entender nada: sólo quedarme, como ellas, un rato más junto a lo que fue nuestro.',
  'Primer lugar, Certamen de Poema en Prosa La Linterna 2024', 118, 1, 1
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  7, 'Luciérnaga', '2023-08-21', null,
  'Una luciérnaga en el frasco
y la niña que fui
preguntando si la luz
también se asfixia.

Abrí la tapa.
Desde entonces
todo lo que amo
lo amo con la tapa abierta.',
  null, 52, 1, 1
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  8, 'Censo', '2024-07-12', null,
  'Dicen que por cada persona en el mundo
hay millones de hormigas,
nadie ha podido contarlas
y sin embargo alguien lo intenta.

Me gusta esa persona.
La imagino en cuclillas en un camino de tierra,
con una libreta mojada por el rocío,
perdiendo la cuenta en la hormiga mil trescientos
y empezando de nuevo.

Me gusta porque sabe que el número es mentira
y cuenta igual.
Porque la exactitud, a veces,
es sólo una manera de quedarse quieta
mirando lo que pasa.

Yo también he contado lo incontable:
las noches sin mi padre,
las veces que dije «estoy bien»,
los pájaros que cruzaron la ventana del hospital.
Perdí la cuenta siempre.
Empecé de nuevo siempre.

Eso, creo, es lo que llaman vivir:
una libreta mojada,
un camino de tierra
y la hormiga mil trescientos uno
que pasa sin saber que la estamos mirando.',
  null, 73, 1, 1
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  9, 'Colmenar de invierno', '2023-12-03', null,
  '-Enero-

Las abejas se apiñan en el centro de la colmena
y tiemblan.
No es miedo: es calor.
Cada una vibra los músculos del vuelo
sin mover las alas,
y de ese temblor compartido
sale una estufa del tamaño de un puño.

-Febrero-

Mi abuelo les hablaba en voz baja.
Decía que había que contarles las muertes de la casa,
que si se enteraban por otros
se marchaban ofendidas.
Cuando él murió nadie se lo dijo.
Se lo dije yo, en marzo,
    con la boca pegada a la madera,
    como quien se confiesa.

-Marzo-

Se quedaron.
No sé si por mí
o porque ya no tenían adónde ir.',
  null, 45, 2, 2
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  10, 'Élitro', '2023-10-05', null,
  'Élitro: ala que no vuela,
estuche duro que protege
el ala verdadera, la delgada,
la que se pliega como un mapa
que nadie sabe volver a doblar.

Tengo un élitro sobre el pecho.
Lo llevo desde los once años.
Debajo, algo que $todavía$ no ha aprendido
a abrirse sin romperse.

Cuando el escarabajo levanta el vuelo
el élitro se abre y se queda quieto,
en alto, como un par de manos
que ofrecen lo que protegían.

Así quisiera,
alguna vez,
volar.',
  null, 80, 2, 2
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  11, 'Cera perdida', '2024-04-19', null,
  'La técnica se llama así: cera perdida.
Se modela la figura en cera de abeja,
se cubre de barro,
se calienta el barro hasta que la cera
se derrite y escapa por un agujero pequeño.
Queda el hueco. En el hueco se vierte el bronce.

Durante siglos, muchas estatuas de bronce
fueron primero un trabajo de abejas.
Nadie les dio las gracias.

Pienso en las mujeres de mi familia,
que dieron forma a tantas cosas
y luego se derritieron
para que alguien vertiera el metal
y firmara abajo.

Pienso en mi madre limpiando la casa del notario,
en mi abuela cosiendo el vestido de la alcaldesa.
Cera perdida.
Hueco exacto.

Este poema quiere ser el agujero pequeño
por donde algo escapa
antes de que llegue el bronce.',
  null, 58, 2, 2
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  12, 'Hormiga', '2024-02-28', '/sample/poemas/hormiga-tomas-echeverri.webp',
  'Carga una hoja diez veces su tamaño
y no escribe poemas sobre eso.

Baja por el tronco del guayabo,
cruza la acera, esquiva mi zapato,
desaparece en una grieta del andén.

Yo llevo tres días
intentando cargar una palabra
que pesa menos que una hoja
y no he salido de la cama.',
  null, 76, 3, 3
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  13, 'Grabación de campo', '2024-05-06', null,
  'Dejé la grabadora encendida toda la noche
en la ladera de Santa Elena.
Esto es lo que oí al día siguiente,
con los audífonos puestos, en la cocina.

-Primera hora-

Chicharras. Un coro tan denso
que deja de ser sonido y se vuelve clima.
Por debajo, muy lejos, un perro
le ladra a algo que sólo él ve.

-Tercera hora-

Silencio. Pero no: un zancudo
se acerca al micrófono y se aleja,
se acerca y se aleja,
como quien duda si tocar una puerta.
Lo escucho cuarenta veces.
No sé por qué me conmueve tanto
su indecisión.

-Quinta hora-

Empieza a llover.
Los insectos callan de golpe,
todos a la vez, como si alguien
hubiera levantado la mano en una asamblea.
Sólo queda el agua.
Y, en el minuto final, casi inaudible,
mi propia respiración:
me había quedado dormido junto a la grabadora
y no lo supe hasta hoy.',
  'Mención honorífica, Premio de Poesía Joven Casa del Aire 2024', 104, 3, 3
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  14, 'Zancudo', '2023-09-14', null,
  'Toda la noche el zancudo
dibuja en el aire una letra
que no existe en ningún alfabeto.

Yo lo persigo con la almohada,
con la luz del celular,
con la furia de un dios pequeño.

Al amanecer lo encuentro
posado en la pared,
lleno de mi sangre,
$inmóvil y redondo como una firma$.

Lo dejo vivir.
Algo mío se va con él.',
  null, 29, 3, 3
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  15, 'Chicharra', '2024-06-11', null,
  'La chicharra vive diecisiete años bajo tierra
    —dice el documental—
y sale a cantar unas pocas semanas.

Diecisiete años
    de oscuridad, de raíces, de paciencia,
para un verano.

Mi padre trabajó treinta años en la fábrica de textiles
    y se jubiló en marzo
    y murió en junio.

No me digan que la chicharra canta.
Grita.',
  null, 61, 3, 3
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  16, 'Silencio de las chicharras', '2024-07-30', null,
  null,
  null, null, 3, 3
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  17, 'Instrucciones para una casa con hormigas', '2024-03-21', null,
  'No las mates. Ya lo intentaste.
Vuelven siempre, por el mismo camino,
como vuelven las deudas y las canciones de la infancia.

Limpia la mesa después de cenar,
pero no por ellas: por ti,
para que la mesa sea por un rato
un lugar donde nada falta y nada sobra.

Si encuentras una fila en el fregadero,
síguela con los ojos hasta el origen.
Siempre hay un origen.
Casi siempre es una grieta que no quisiste ver.

No les pongas veneno.
El veneno lo llevan a la reina
y la reina muere en el centro de la tierra
rodeada de hijas que no entienden.
Tú sabes lo que es eso.

Deja un poco de miel en el alféizar,
lejos de la cocina,
como quien deja una ofrenda en el camino
para que el viajero no entre en la casa.
A veces funciona.

Cuando se vayan, en mayo,
porque se van, porque el frío
las vuelve a llamar adentro de la tierra,
vas a extrañarlas un poco.
No lo digas en voz alta.

Nadie entiende a una mujer
que extraña a las hormigas.
Pero tú sí. Tú ya sabes
que una casa sin nada vivo que la recorra
es sólo una caja
donde se guarda el silencio.',
  null, 85, 4, 4
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  18, 'Obrera', '2023-06-08', null,
  'A las cinco y media de la mañana
las obreras del hormiguero
y yo
salimos a la vez.

Ellas llevan hojas.
Yo llevo cuadernos corregidos,
un termo de café,
la lista de los alumnos que no vinieron ayer.

Nadie nos ve.
Eso es lo que tenemos en común:
el mundo funciona gracias a nosotras
y el mundo no lo sabe.',
  null, 33, 4, 4
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  19, 'Agacharse para leer', '2024-08-10', null,
  'Hay una tradición, menos visible que otras, que atraviesa la poesía escrita en nuestra lengua: la de quienes se agachan. No hablo de la humildad como virtud moral, sino de un gesto físico, casi gimnástico, que consiste en acercar los ojos al suelo hasta que el suelo deja de ser fondo y se vuelve figura. Quien se agacha para mirar una hormiga cambia de escala, y con la escala cambian también las proporciones de todo lo demás: el zapato es una montaña, la grieta es un cañón, la migaja es una cosecha.

La miniatura ha tenido mala prensa. Se la asocia con lo decorativo, con lo menor, con el adorno que se pone en la repisa para que no moleste. Pero quien ha intentado escribir un poema breve sabe que la miniatura no es una reducción sino una concentración. El poema corto no es un poema largo al que se le quitaron partes: es otra cosa, un objeto que debe sostenerse solo, sin andamios, como la hormiga que carga una hoja diez veces mayor que ella y no se cae.

Los poemas de este número practican esa concentración de maneras distintas. En Lucía Ferrer, la miniatura es un modo de cuidado: contar lo incontable, enderezar un escarabajo que no dará las gracias, dejar abierta la tapa del frasco. Hay en sus textos una ética de la atención que recuerda las libretas de los naturalistas viajeros, pero sin su voluntad de clasificar ni de poseer. Ferrer no colecciona insectos; los acompaña. Su inventario no termina en una vitrina sino en una pregunta.

En Tomás Echeverri la miniatura es sonora. Sus poemas nacen de grabaciones de campo, y eso se nota en la manera en que organizan el tiempo: por horas, por silencios, por la aparición y desaparición de un zumbido. El zancudo que duda frente al micrófono es una de las imágenes más delicadas que hemos leído en mucho tiempo, precisamente porque no dice nada sobre sí misma. Está ahí, se acerca y se aleja, y quien lee tiene que hacer el trabajo de escuchar.

Inés Ávila, por su parte, escribe desde el colmenar. Sus abejas no son metáforas del trabajo colectivo, o no sólo eso: son animales concretos, con los que se establece un trato, casi un pacto doméstico. Cuando la poeta les cuenta la muerte de su abuelo con la boca pegada a la madera, la miniatura se vuelve rito, y el rito nos recuerda que la escala pequeña es también la escala de lo sagrado: los exvotos, las reliquias, las estampas que caben en una billetera.

Y está Mariana Quiñones, que convierte unas instrucciones para convivir con hormigas en un tratado sobre la maternidad, el trabajo y la soledad. Su poema se lee como un manual doméstico y termina como una elegía. Es una operación que sólo puede hacerse desde lo pequeño, porque lo pequeño no anuncia su gravedad; la deja caer al final, cuando ya es tarde para defenderse.

¿Qué tienen en común estas poéticas? Tal vez una sospecha: que lo grande, lo que ocupa titulares y discursos, no es necesariamente lo importante. Que la vida se sostiene sobre una infraestructura invisible de gestos mínimos, de seres mínimos, de palabras mínimas. Las hormigas remueven más tierra de la que imaginamos; las abejas sostienen buena parte de lo que comemos; los escarabajos descomponen lo muerto para que lo vivo tenga dónde crecer. Nada de eso sale en las noticias.

La poesía, que tampoco sale en las noticias, tiene con los insectos una afinidad secreta. Ambos trabajan por debajo, en la escala de lo que no se ve. Ambos son más numerosos de lo que creemos. Y ambos, si desaparecieran, dejarían un mundo más pobre de una manera que tardaríamos mucho en comprender. Este número es, entre otras cosas, un intento de comprenderlo antes.',
  null, 22, 5, 5
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  20, 'Traducir un zumbido', '2024-07-22', null,
  'Cada lengua oye a los insectos a su manera. El zumbido de la abeja, que en español escribimos con una zeta larga y sostenida, se convierte en otras lenguas en una sucesión de bes, de emes o de erres; el canto del grillo cambia de vocales al cruzar una frontera, y la chicharra, que en el valle de Aburrá parece decir una cosa, en la costa de Valencia parece decir otra. Las onomatopeyas son la prueba más humilde de que no hay oído inocente.

Durante años traduje poesía sin detenerme en estos sonidos, que tomaba por detalles menores, fáciles de resolver con el equivalente más a mano. Fue un poema de Tomás Echeverri, leído en voz alta en un festival, lo que me hizo cambiar de opinión. Echeverri no escribe los sonidos de los insectos: los describe por su efecto, por lo que hacen en quien escucha. Un coro tan denso que se vuelve clima. Un zancudo que duda como quien duda frente a una puerta. Esa renuncia a la onomatopeya me pareció, de pronto, una decisión de traductor.

Porque traducir un zumbido no consiste en encontrar las letras que mejor lo imitan, sino en reproducir la experiencia de haberlo oído: la molestia, la intimidad, la sospecha de que algo vivo está muy cerca y no podemos verlo. Un buen traductor de poesía trabaja menos con palabras que con distancias. Mide cuán cerca del oído estaba el sonido original y trata de ponerlo a la misma distancia en la otra lengua.

Propongo, entonces, una pequeña regla para quien traduzca poemas con insectos: desconfiar de la onomatopeya. Preferir la descripción, el efecto, la consecuencia. Si el poema original zumba, preguntarse qué le hizo ese zumbido a quien lo escribió, y traducir eso. Es más difícil, pero es más fiel, y la fidelidad, en traducción como en entomología, empieza por escuchar sin prisa.',
  null, 9, 5, 5
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  21, 'Palma abierta', '2025-01-17', null,
  'Mi padre leía la mano a las visitas
sin creer en nada.
Decía: esta línea es el viaje,
esta otra es la casa,
y esta, la más corta, es la suerte.
Todos se reían.

Nunca me leyó la mano a mí.
Cuando le pregunté por qué
me dijo que la mía todavía
se estaba escribiendo.

Ahora tengo la edad que él tenía entonces.
Abro la palma bajo la lámpara
y busco su letra entre las mías.
Hay una línea nueva, muy fina,
que cruza las otras sin tocarlas.

No sé leerla.
Me parece que dice: ven.',
  null, 83, 1, 9
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  22, 'Inventario de manos', '2024-12-08', null,
  '-Las de mi abuela-

Nudosas, con olor a cebolla y a jabón de barra.
Me peinaban con tanta fuerza
que todavía, a veces, me duele la raya.

-Las de mi hija-

Caben dos veces en la mía.
Me las pone en la cara para despertarme,
frías, como si vinieran de otro país.

-Las mías-

No sé describirlas.
Son las que escriben esto.
Son las que un día, sin pedir permiso,
se volvieron las de mi abuela.',
  null, 57, 1, 9
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  23, 'Huella en el vidrio', '2025-03-02', null,
  'En el vidrio de la ventana
quedó la mano de alguien
que miró llover.

No la limpio.
Es la única firma
que $esta casa$ ha aceptado.',
  null, 19, 1, 9
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  24, 'Encuadernar', '2024-10-11', null,
  'Se cose el libro por el lomo,
cuadernillo por cuadernillo,
con hilo encerado y una aguja curva
que entra y sale como un pez
en un agua de papel.

Mi tía Nelly me enseñó
que el hilo no debe tensarse demasiado:
$un libro demasiado apretado no se abre$.
Lo dijo de los libros.
Yo entendí otra cosa.

Ahora, cuando coso,
dejo siempre un poco de holgura,
un aire entre las hojas
para que quien lea
pueda respirar adentro.',
  'Mención honorífica, Concurso de Poesía Inédita Cuadernos del Sur 2024', 90, 9, 10
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  25, 'Hormiga', '2025-02-09', '/sample/poemas/hormiga-ines-avila.webp',
  'Una hormiga cruza la palma de mi mano
como si fuera un desierto pequeño.

Se detiene en la línea de la vida.
Duda.
Sigue por la línea del corazón,
que en mi mano es corta y se quiebra.

La dejo hacer.
Alguien tiene que recorrer ese camino
sin miedo de perderse.

Al llegar al borde del dedo índice
levanta las antenas,
mide el vacío
y vuelve sobre sus pasos.

Sabia hormiga.
Yo habría saltado.',
  null, 66, 9, 10
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  26, 'Taller', '2024-11-23', null,
  'El taller está en el fondo de una casa de Cordón
que huele a cola de conejo y a humedad.

-Mañana-

Corto el cartón con la regla de metal.
    Un corte limpio no se repite:
    se hace una vez, con todo el brazo,
    o se arruina.

-Tarde-

Llega la señora del tercero con la Biblia de su madre,
las tapas desprendidas, las hojas sueltas
como pájaros que no se animan a irse.
Quiere que quede como antes.
Le digo que no se puede.
Le digo que puede quedar como después.
Llora un poco. Acepta.

-Noche-

Apago la lámpara
y las herramientas se quedan en la mesa
con la forma exacta de mis manos,
    esperando.',
  null, 48, 9, 10
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  27, 'Lavanderas', '2025-01-30', null,
  'Mi bisabuela lavaba ropa ajena en el arroyo
cuando el arroyo todavía era un arroyo.
Tenía las manos rojas todo el invierno
y una canción que nadie recuerda entera.

Mi abuela lavaba ropa ajena en una pileta de portland,
en el patio de una casa de La Teja,
y tenía las manos rojas todo el invierno
y la misma canción, con menos versos.

Mi madre no lavó ropa ajena.
Fue la primera en tener lavarropas
y lo miraba girar como quien mira el mar.
De la canción sólo sabía el estribillo.

Yo no sé la canción.
Tengo las manos blancas,
llenas de pequeños cortes de papel
que nadie ve.

A veces, cuando coso,
tarareo algo que no sé de dónde sale.
Creo que es el estribillo.
Creo que es el agua.',
  null, 74, 9, 10
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  28, 'Puño', '2025-04-04', null,
  'Lo que cabe en un puño:
una piedra, una llave,
tres monedas, la mano de un hijo,
el miedo.

Lo que no cabe:
todo lo demás.

Por eso a veces abro la mano
y dejo que se caiga.',
  null, 12, 9, 10
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  29, 'Página para la mano que no escribe', '2025-04-28', null,
  '',
  null, null, 9, 10
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  30, 'Papel de seda', '2024-12-19', null,
  'Mi madre envolvía los vasos buenos en papel de seda
cada vez que nos mudábamos,
y nos mudábamos mucho.

Papel de seda rosado, celeste, amarillo,
el mismo que usábamos para las cometas de agosto
y para las flores de papel de noviembre.

Aprendí así que el papel más frágil
es el que protege lo que más se quiere.
Que lo que sirve para volar
sirve también para despedirse.

En la última mudanza
encontré una caja que no abrimos nunca.
Adentro, envuelto en papel de seda,
no había nada.
Sólo la forma de un vaso,
el hueco redondo, el pliegue exacto,
como si el papel se acordara.

No lo desenvolví.
Hay cosas que se guardan mejor
cuando ya no están.',
  null, 87, 4, 11
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  31, 'Corrección', '2025-03-25', null,
  'En el margen del cuaderno de Ayelén
escribo en rojo: $falta desarrollar$.

Ella ha escrito media página
sobre su abuelo, que vendía fruta en un mercado de Paucarpata,
y termina así: «y después se murió».

Me quedo mirando la frase.
Tacho mi comentario.
No falta nada.',
  null, 55, 4, 11
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  32, 'Revelado', '2024-10-29', null,
  'En el cuarto oscuro
la imagen aparece de a poco:
    primero las sombras,
    después la cara,
    al final los ojos.

Así recuerdo a mis muertos,
en orden inverso.
Primero se me borran los ojos.',
  null, 26, 10, 12
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  33, 'Manual de recortes', '2024-11-11', null,
  'En la feria del Almendral venden fotografías de desconocidos a cien pesos cada una. Las guardan en cajas de zapatos, sin orden, mezcladas con postales y estampitas, y uno mete la mano como quien busca algo en el agua turbia de un estanque. Yo compro sólo las que tienen manos: manos sobre un hombro, manos que sostienen un bebé o una copa, manos cortadas por el borde de la foto porque el fotógrafo no supo encuadrar. Las llevo al taller y las recorto con un bisturí, una por una, hasta que sólo quedan las manos.

No sé de quién son. Esa es la condición. Si supiera sus nombres no podría cortarlas; sería como cortar a una persona. Pero una mano sin nombre es casi un paisaje, una forma que cualquiera puede habitar. Las pego en un cuaderno grande, de hojas negras, y con los meses las manos se han ido acercando entre sí, tocándose por los dedos, formando algo que no me atrevo a llamar familia.

A veces pienso que alguien, dentro de cincuenta años, comprará en una feria una foto mía. Que mirará mis manos sosteniendo una cámara, o un cigarrillo, o la cara de alguien que quise. Que sacará el bisturí. Ojalá lo haga con cuidado. Ojalá, al pegarlas, las deje cerca de otras.',
  'Primer premio, Certamen de Poesía y Fotografía Puerto Abierto 2024', 120, 10, 12
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  34, 'Hoja de contactos', '2025-02-20', null,
  'La hoja de contactos es el diario de un fotógrafo:
treinta y seis cuadritos en fila,
todo lo que miró en una tarde
sin elegir todavía.

Aquí está la mano de mi hijo en el vidrio del micro.
Aquí la misma mano, borrosa, porque el micro arrancó.
Aquí la mano de nuevo, pero ya no es la de él:
es la de un hombre que pide monedas en la esquina.
Aquí mi propia mano, por error,
tapando la mitad del cielo.

Marco con lápiz graso la que voy a ampliar.
Siempre elijo la equivocada.
La que salió movida.
La que tiene más de un tiempo adentro.',
  null, 38, 10, 12
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  35, 'Huellas dactilares', '2025-01-06', '/sample/poemas/huellas-dactilares.webp',
  'En el registro civil me tomaron las huellas
a los dieciocho años,
dedo por dedo, en tinta negra,
y la funcionaria me dijo: no se mueva,
como si fuera posible.

Desde entonces mis dedos
han cambiado de forma,
se han quemado en la plancha,
se han cortado con las tijeras de mi madre,
se han hundido en la tierra del cementerio.

Pero la huella es la misma.
Dicen que no cambia nunca,
que ni siquiera la muerte la borra
hasta muy tarde.

Me consuela y me asusta.
Hay algo en mí que no aprende.',
  null, 79, 11, 13
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  36, 'Punto de cruz', '2025-02-14', null,
  '-Anverso-

Una casa, un árbol, un sol amarillo.
Las letras de mi nombre en hilo rojo,
cada una hecha de pequeñas equis,
como si alguien hubiera votado
muchas veces por mí.

-Reverso-

Nudos. Hilos cruzados sin orden.
Un enredo de colores que no forma nada
y que lo sostiene todo.

Mi abuela decía que un bordado se juzga por detrás.
Yo le daba la vuelta a mis bordados
y me daba vergüenza.
Ahora le doy la vuelta a mi vida
y me da ternura.',
  null, 62, 11, 13
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  37, 'Manos de bordadora', '2025-03-08', null,
  'En el círculo de los jueves
somos once mujeres y un muchacho tímido
que borda pájaros mejor que todas.

Hablamos poco.
Las manos hablan por nosotras:
la de doña Carmen tiembla
pero la aguja no;
la de la Vero tiene las uñas pintadas de verde
y borda calaveras y flores;
la mía, la derecha, tiene una cicatriz
en forma de anzuelo
que nadie me pregunta.

A las seis servimos café.
Alguien cuenta que su hijo se fue a Madrid,
alguien que su marido ya no la reconoce.
$Nadie deja de bordar mientras habla$.
Es la regla no escrita del círculo:
el dolor se dice con las manos ocupadas,
así no se cae.

Cuando termina la tarde
extendemos los bordados en la mesa grande.
No son obras de arte.
Son lo que pudimos sostener
durante dos horas
sin soltar.',
  'Mención honorífica, Premio Nacional de Poesía Hilo de Plata 2025', 99, 11, 13
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  38, 'Dedal', '2024-12-02', null,
  'El dedal de mi madre
me queda grande.

    No importa.
    Lo uso igual,
    como quien se pone el abrigo de alguien
    para seguir oliendo a esa persona.

La aguja choca contra el metal
y suena una campana pequeñísima.
Alguien, en algún lugar, entra a misa.',
  null, 15, 11, 13
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  39, 'Sábana', '2025-04-18', null,
  'Compré en el mercado de Otavalo
una sábana con iniciales bordadas:
M. y J., entrelazadas, en hilo azul.

¿Quiénes eran?
¿Durmieron juntos muchos años?
¿Quién bordó las letras, y para quién?

Deshice las iniciales con cuidado,
punto por punto, con una tijera de uñas.
Quedaron los agujeritos.
Ahora bordo encima mis propias letras
y los agujeros de ellos
se asoman entre las mías
como estrellas viejas
detrás de una constelación nueva.',
  null, 44, 11, 13
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  40, 'Mantel', '2025-05-10', null,
  'El mantel de la casa de mi abuela tenía una mancha de vino que nadie pudo sacar. Tenía también una quemadura de cigarrillo, un zurcido en la esquina, una gota de cera de la vela de algún cumpleaños. Mi abuela lo sacaba sólo en Navidad y en los velorios, y en los dos casos lo planchaba la noche anterior con la misma paciencia, como si fuera lo mismo despedir un año que despedir a una persona.

Cuando ella murió lo heredé yo, porque nadie más lo quiso. Durante meses lo tuve doblado en un cajón. Después empecé a bordar sobre las manchas: un pez sobre el vino, una luna sobre la quemadura, un nido sobre la cera. No quise taparlas. Quise que cada una se convirtiera en otra cosa sin dejar de ser lo que fue. Tardé un año y medio. Me sangraron los dedos más de una vez, y esa sangre también quedó en el mantel, pequeñísima, en el borde de una hoja.

Ahora el mantel está en la vitrina de un centro cultural de Cuenca, con una tarjeta que dice mi nombre y la técnica. Nadie que lo mire sabe que debajo de cada bordado hay una noche de mi familia. Está bien así. Un mantel no es un archivo. Es una mesa que se acuerda.',
  null, 92, 11, 13
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  41, 'Aguja', '2025-05-19', null,
  'Todo lo que sé del amor
lo aprendí enhebrando una aguja:
mojar el hilo con la boca,
cerrar un ojo,
no respirar,
y volver a intentarlo
cuando falla.',
  null, 0, 11, 13
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  42, 'Tijera, goma, página: el collage como pensamiento poético', '2025-05-24', null,
  'Cuando los artistas de vanguardia empezaron a pegar en sus cuadros recortes de periódico, etiquetas de botellas y pedazos de papel pintado, no estaban sólo inventando una técnica. Estaban proponiendo una manera de pensar. El collage afirma que el sentido no está en las cosas sino entre ellas, en el borde donde un fragmento toca a otro. Es una idea que la poesía conocía desde siempre, aunque no la hubiera nombrado así.

Un poema, después de todo, es un montaje. Junta palabras que en la lengua cotidiana no se encuentran, pone una imagen al lado de otra y deja que salte la chispa. La metáfora misma es un collage mínimo: dos recortes de realidad pegados por un verbo. Lo que cambia de una poética a otra es cuánto se deja ver la goma, cuánto se disimula la costura.

Los poemas de este número dejan ver la costura, y no por descuido. Ines Avila escribe desde un taller de encuadernación y sus versos tienen la textura del hilo encerado: se nota dónde entra y dónde sale la aguja. Ximena Carrión borda sobre manteles heredados y, en sus poemas, el reverso del bordado, ese enredo de nudos que sostiene la imagen visible, importa tanto como el anverso. Rodrigo Alcántara recorta manos de fotografías anónimas y las pega en un cuaderno de hojas negras hasta que forman algo parecido a una familia. En los tres casos, el gesto manual no es sólo un tema: es una forma.

Hay una ética implícita en esa forma. El collage trabaja con lo que ya existe. No inventa de cero: recoge, selecciona, corta y recombina. En una época de sobreproducción de imágenes y de palabras, esa actitud tiene algo de reciclaje y algo de duelo. Quien recorta una foto vieja reconoce que alguien la tomó, que alguien posó, que alguien la guardó durante años antes de que terminara en una caja de feria. El recorte es también un homenaje, una forma de decir: esto existió, y merece seguir existiendo de otra manera.

La conversación que Elena Sotomayor sostiene con Renata Olmedo en estas páginas formula la pregunta con precisión: ¿es el recorte una violencia o un rescate? La respuesta de Olmedo, que recortar es una forma de escuchar, podría servir como poética de todo el número. Escuchar, en este sentido, es quitar el ruido, aislar el gesto, dejar que una mano hable sin la cara que la distrae.

Queda una última cuestión, la de la página. El collage ocurre sobre una superficie, y esa superficie no es neutra: tiene textura, color, historia. La página del poema tampoco lo es. El blanco que rodea un verso corto, la sangría que desplaza una línea hacia la derecha, el espacio entre estrofas, son decisiones de montaje tan importantes como las palabras. Leer un poema con atención es leer también ese papel invisible sobre el que se pegaron las palabras.

Por eso este número, que empieza con manos, termina con papel. Y por eso pedimos leerlo despacio: el collage, como el poema, sólo se revela a quien se toma el tiempo de mirar los bordes.',
  null, 31, 5, 14
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  43, 'La mano que traduce', '2025-04-30', null,
  'Traducir es un trabajo manual, aunque no lo parezca. Se hace sentado, con los ojos y con la cabeza, pero termina siempre en la mano: en el lápiz que tacha, en el teclado que borra, en el dedo que sigue la línea del original para no perderse.

Durante años tuve la costumbre de copiar a mano los poemas que iba a traducir. No por nostalgia, sino porque la mano lee más despacio que el ojo. Al copiar, uno se detiene en cada palabra, siente su largo, su peso, la manera en que se enlaza con la siguiente. Hay poemas que sólo entendí después de copiarlos tres veces.

Un viejo profesor nos decía que quien traduce debe tener manos de cirujano y de panadero al mismo tiempo: precisión para cortar y paciencia para amasar. Nunca supe si la frase era suya o la había leído en alguna parte. La he repetido tanto que ya me parece mía, que es lo que les pasa a las buenas traducciones.

La mano que traduce deja huellas. Quien lee con atención puede reconocer, en una traducción, los gestos de quien la hizo: sus palabras favoritas, sus cortes de verso, su manera de resolver una dificultad. Como en las fotografías de manos que colecciona Renata Olmedo, el traductor nunca está del todo fuera del cuadro. Asoma por un borde, con los dedos un poco movidos.

Esa huella no es un defecto. Es la prueba de que alguien estuvo ahí, entre dos lenguas, sosteniendo el poema para que no se cayera.',
  null, 7, 5, 14
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  44, 'Elogio de la pregunta', '2025-05-15', null,
  'Durante diez años hice entrevistas en la radio, y en ese tiempo aprendí que la mejor pregunta es casi siempre la más sencilla. No la más inteligente ni la más documentada: la que deja espacio. Una pregunta demasiado elaborada es un pequeño ensayo de quien entrevista, y la persona entrevistada no tiene más remedio que contestarle al ensayo, no a la pregunta.

La entrevista se considera a menudo un género menor, una forma auxiliar de la crítica o del periodismo. Pero quien la practica sabe que es un arte del oído. Hay que escuchar no sólo lo que se dice, sino cómo se dice, dónde se hace una pausa, qué palabra se repite, qué tema se evita. Quien entrevista bien tiene algo de afinador de pianos: escucha las notas que desentonan y vuelve sobre ellas con suavidad.

En los talleres donde grabé muchas de mis conversaciones aprendí, además, que las manos hablan. Un encuadernador que explica cómo cose un lomo mueve las manos en el aire, y ese gesto dice más que cualquier descripción. Por eso la entrevista escrita siempre pierde algo: la voz, el gesto, el silencio. Lo que queda es un rastro, como el papel que guarda la forma del vaso después de que el vaso se rompió.

La conversación con Renata Olmedo que acompaña esta nota intenta conservar algo de ese rastro. La he editado lo menos posible. Donde dudó, dejé la duda. Donde se contradijo, dejé la contradicción. Una entrevista que suena demasiado limpia es una entrevista que alguien peinó.',
  null, null, 12, 15
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  45, 'Nota encontrada en un libro usado', '2025-02-01', null,
  'Querida Rosa:
te devuelvo el libro que me prestaste, con la esquina doblada
donde me quedé. No pude terminarlo.
No es que no me guste: es que ahora leo despacio,
una página por noche, y me canso.
Las manos ya no me obedecen con el papel fino.
Si un día lo terminas, cuéntame cómo acaba.
Si no, inventa.
Te quiere,
E.',
  null, 3, null, 11
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  50, 'Cincuenta años bajo la hojarasca: conversación con Amparo Villalobos', '2024-08-02', null,
  'Conversación realizada por teléfono y por correo electrónico entre junio y agosto de 2024. Las preguntas son de la redacción de Hormiguero de Poemas.

¿Cómo empezó a escribir poemas en los márgenes de sus cuadernos de campo?

Por aburrimiento, al principio. El trabajo de campo tiene mucho de espera: uno coloca una trampa de luz y se sienta a mirar durante horas cómo llegan las polillas, y en esas horas la mano quiere hacer algo. Yo anotaba la hora, la temperatura, la especie. Y un día, sin pensarlo, anoté también lo que sentía.
Me acuerdo del primero. Era una línea sola, junto a la descripción de un escarabajo: «brilla como si alguien lo hubiera pulido antes de perderlo». Mis colegas se habrían reído. Por eso nunca se lo enseñé a nadie.

¿Por qué tardó tanto en publicar con su nombre?

Porque en la ciencia de mi época una mujer ya tenía bastante con que la tomaran en serio como científica. Si además se sabía que escribía poemas, era el fin: la iban a tratar de sentimental, de poco rigurosa. Guardé los poemas en los mismos cuadernos, entre datos de recolección, y los cuadernos en cajas.
Los primeros libros salieron en ediciones mínimas, de cien ejemplares, con un seudónimo que nadie relacionaba conmigo. Fue mi sobrina quien, hace unos años, encontró las cajas y me convenció de firmar con mi nombre.

¿Hay algo en común entre la mirada de la entomóloga y la de la poeta?

La paciencia, sobre todo. Y la humildad ante lo que no se entiende. Un insecto es un animal profundamente ajeno: no tiene cara, no tiene gestos que podamos leer, vive en un tiempo que no es el nuestro. Mirarlo bien exige renunciar a proyectar en él nuestras emociones.
Y sin embargo, al final, la poeta siempre proyecta. Es inevitable. La diferencia es que la entomóloga lo sabe y lo anota como un error, y la poeta lo sabe y lo anota como un hallazgo.

¿Hay algún insecto al que le tenga un cariño especial?

Las hormigas cortadoras de hojas. Las estudié durante casi diez años en las faldas del Irazú. Cultivan un hongo dentro del hormiguero, lo alimentan con las hojas que cortan, y ese hongo es su comida. Es decir: son agricultoras desde hace millones de años, mucho antes que nosotros.
Cuando las veo pasar con sus pedacitos de hoja en alto, como banderas, pienso que son la procesión más antigua del mundo.

¿Qué le dicen los lectores jóvenes que han descubierto su obra?

Me escriben mucho, más de lo que puedo contestar. Me dicen que mis poemas les enseñaron a mirar el suelo. Algunos me mandan fotos de insectos que encontraron en la ciudad, en un balcón, en una grieta de la acera, y me preguntan qué son.
Yo les contesto lo que sé, que cada vez es menos. Con los años una se vuelve más ignorante, no menos. Lo digo como un elogio.

¿Qué le diría a alguien que quiere empezar a escribir sobre lo pequeño?

Que se consiga una lupa y una libreta, y que no escriba nada durante la primera semana. Sólo mirar. La tentación de escribir enseguida es muy grande, y casi siempre produce poemas sobre uno mismo, no sobre lo que se mira.
Después de esa semana, que escriba una sola línea. Si esa línea tiene un insecto adentro y no tiene la palabra «yo», ya va por buen camino.',
  null, 70, 6, 6
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  61, 'Bordado a contraluz', '2025-05-30', '/sample/poemas/contraluz-1.webp',
  '-Hilo suelto-
/sample/poemas/contraluz-1.webp

-Nudo-
/sample/poemas/contraluz-2.webp',
  null, 68, 11, 13
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  165, 'Secuencia para dos manos', '2025-04-12', '/sample/poemas/secuencia-manos-1.webp',
  '-Abrir-
/sample/poemas/secuencia-manos-1.webp

-Sostener-
/sample/poemas/secuencia-manos-2.webp

-Soltar-
/sample/poemas/secuencia-manos-3.webp',
  null, 111, 10, 12
);

insert into public.poema (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario) values (
  184, 'Recortar es una forma de escuchar: conversación con Renata Olmedo', '2025-05-02', null,
  '1. ¿Cuándo empezaste a coleccionar fotografías de manos?
Hace unos doce años, en una feria de antigüedades de Asunción. Compré una caja de retratos de estudio de los años cuarenta y, al revisarlos en casa, me di cuenta de que lo único que me interesaba eran las manos. Las caras me parecían demasiado posadas, demasiado conscientes de la cámara. Las manos, en cambio, estaban siempre un poco distraídas.
Desde entonces no he dejado de buscar. Tengo varios miles, ordenadas por gesto: manos que sostienen, manos que señalan, manos que descansan, manos que no saben dónde ponerse.

2. ¿Por qué manos alargadas? En tus collages los dedos se estiran como si quisieran salir del papel.
Empezó como un error. Estaba ampliando una fotografía en una fotocopiadora vieja y el papel se movió durante la copia. Salió una mano con los dedos estirados, larguísimos, y me pareció más verdadera que la original. Así se sienten las manos cuando extrañan algo: alargadas, tratando de alcanzar.
Desde entonces lo hago a propósito. Muevo el papel, deformo, estiro. A la serie la llamo «Manilargos», que es como mi abuela les decía a los niños que tocaban todo.

3. ¿Cómo eliges los papeles con los que trabajas?
Los papeles me eligen a mí. Suena cursi, pero es así. Voy a las ferias sin buscar nada en particular y de pronto una receta de cocina escrita a mano, una boleta de almacén de 1962 o una carta con la tinta corrida me detienen. Lo que tienen en común es que alguien los tocó mucho. Me interesa el papel gastado, con grasa de dedos, doblado y desdoblado.
Nunca uso papel nuevo. El papel nuevo todavía no tiene nada que decir.

4. Hay quien piensa que recortar es una forma de violencia, porque separa algo de su contexto. ¿Cómo lo ves tú?
Lo pienso mucho. Cortar una mano de una fotografía familiar es, de algún modo, separarla del cuerpo y de la historia a la que pertenecía. No lo hago a la ligera. Antes de cortar miro la foto durante mucho tiempo, a veces días. Trato de escucharla.
Pero también creo que el recorte puede ser un rescate. Esas fotos iban a terminar en la basura o en una caja que nadie abre. Al recortarlas y ponerlas junto a otras les doy otra vida, otra compañía.
Recortar es una forma de escuchar lo que una imagen tiene para decir cuando le quitas el ruido.

5. ¿Qué relación tiene tu trabajo con la poesía?
Leo mucha poesía, sobre todo mientras trabajo. Tengo un libro abierto en la mesa del taller y leo un poema entre corte y corte. Creo que el collage y el poema se parecen: los dos juntan cosas que no estaban destinadas a estar juntas y hacen que parezca inevitable.
Cuando leí los poemas de Ines Avila sobre su taller de encuadernación sentí que hablábamos el mismo idioma. Ella cose, yo pego. Las dos trabajamos con las manos sobre papel que otros descartaron.

6. ¿Tienes algún ritual de trabajo?
Lavarme las manos antes de empezar, aunque en diez minutos ya estén llenas de pegamento. Es una manera de marcar que empieza otro tiempo. Y trabajo siempre con la radio apagada y la ventana abierta: necesito oír la calle, los pájaros, a los vecinos.
Tampoco tiro nunca los recortes que sobran. Los guardo en sobres, por colores. Algún día haré una obra sólo con lo que sobró de todas las demás.

7. ¿Qué esperas que sienta alguien al mirar tus collages?
Que se mire las manos. Eso es todo. Que después de ver mis collages se quede un rato mirándose las manos y pensando a quién han tocado, qué han sostenido, qué soltaron.
Si eso pasa, el trabajo está hecho.',
  null, 59, 12, 15
);

-- Visual pieces (edition 1)
insert into public.visuales (id, id_revista, id_autor, pieza, nombre_pieza, descripcion_pieza, hormigueos, id_poemario) values
  (1, 1, 7, '/sample/visuales/hormiga-a-escala-de-pliego.webp', 'Hormiga a escala de pliego',
   'Tinta china sobre papel de algodón, 70 × 100 cm. Una sola hormiga obrera dibujada durante tres semanas, pata por pata, hasta ocupar el pliego entero.', 34, 7),
  (2, 1, 7, '/sample/visuales/grana.webp', 'Grana',
   'Pigmento de grana cochinilla preparado por el artista sobre papel amate. Un insecto diminuto tiñe aquí una superficie cien mil veces mayor que su cuerpo.', 58, 7),
  (3, 1, 7, '/sample/visuales/paisaje-en-una-una.webp', 'Paisaje en una uña',
   null, 12, 7),
  (4, 1, 7, '/sample/visuales/nido-de-avispas.webp', 'Nido de avispas, planta general',
   'Tinta y aguada. El corte transversal imaginario de un nido de avispas, trazado como si fuera el plano de una ciudad antigua.', 0, 7),
  (5, 1, 7, '/sample/visuales/vuelo-nocturno.webp', 'Vuelo nocturno',
   'Tinta blanca sobre papel negro. Trayectorias de polillas alrededor de una lámpara, registradas con exposiciones largas y redibujadas a mano.', 77, 7),
  (6, 1, 8, '/sample/visuales/ciudad-panal.webp', 'Ciudad panal',
   'Collage de sobres de correo aéreo, papel de calco y recortes de prensa. Una cuadrícula hexagonal que recuerda a la vez un panal y un barrio de vivienda social.', 21, 8),
  (7, 1, 8, '/sample/visuales/cartografia-del-hormiguero.webp', 'Cartografía del hormiguero',
   'Mapas escolares recortados y montados en capas. Las galerías de un hormiguero se superponen a los ríos de un atlas de 1978.', 45, 8),
  (8, 1, 8, '/sample/visuales/geometria-para-una-libelula.webp', 'Geometría para una libélula',
   'Acrílico y papel recortado. La red de venas de las alas de una libélula, reducida a sus polígonos.', 63, 8),
  (9, 1, 8, '/sample/visuales/obreras.webp', 'Obreras',
   'Etiquetas de productos de limpieza recortadas en forma de hormiga y dispuestas en hilera. Una pieza sobre el trabajo que nadie ve.', 29, 8);

-- Newsletter subscribers
insert into public.suscriptor (id, correo, fecha) values
  (1, 'lectora@example.com', '2025-03-14 10:00:00+00'),
  (2, 'lector@example.org', '2024-11-02 18:30:00+00');

-- Background images and logos
insert into public.manilargos (id, url) values
  (1, '/sample/manilargos/1.webp'),
  (2, '/sample/manilargos/2.webp'),
  (3, '/sample/manilargos/3.webp'),
  (4, '/sample/manilargos/4.webp'),
  (5, '/sample/manilargos/5.webp'),
  (6, '/sample/manilargos/6.webp');

insert into public.collages (id, url) values
  (1, '/sample/collages/1.webp'),
  (2, '/sample/collages/2.webp'),
  (3, '/sample/collages/3.webp'),
  (4, '/sample/collages/4.webp'),
  (5, '/sample/collages/5.webp'),
  (6, '/sample/collages/6.webp');

insert into public.caras2 (id, url) values
  (1, '/sample/logo/cara-hormiga.svg'),
  (2, '/sample/logo/cara-hormiga-2.svg');

-- Forwarding addresses of the sample: a local mailbox (`npm run buzon` shows what arrives;
-- until it runs, hormigueos wait in hormigueo_entrega and are retried). In the live
-- database these are the magazine's and each author's Formspree form URLs.
update public.revista set formspree_url = 'http://127.0.0.1:4399/buzon/revista' where id = 1;
update public.autor set formspree_url = 'http://127.0.0.1:4399/buzon/autor-' || id;

-- Like the magazine's own rows, which predate change tracking, the sample's carry no stamp:
-- their pages date from their edition's publication (supabase/migrations/…_content_dates.sql). Only edits
-- made from here on are stamped, so every copy of the sample gives the same sitemap.
update public.revista set actualizado = null;
update public.autor set actualizado = null;
update public.poemario set actualizado = null;
update public.creaciones set actualizado = null;
update public.poema set actualizado = null;
update public.visuales set actualizado = null;

-- Identity sequences continue after the explicit ids
select setval(pg_get_serial_sequence('public.revista', 'id'), (select max(id) from public.revista));
select setval(pg_get_serial_sequence('public.autor', 'id'), (select max(id) from public.autor));
select setval(pg_get_serial_sequence('public.poemario', 'id'), (select max(id) from public.poemario));
select setval(pg_get_serial_sequence('public.creaciones', 'id'), (select max(id) from public.creaciones));
select setval(pg_get_serial_sequence('public.poema', 'id'), (select max(id) from public.poema));
select setval(pg_get_serial_sequence('public.visuales', 'id'), (select max(id) from public.visuales));
select setval(pg_get_serial_sequence('public.suscriptor', 'id'), (select max(id) from public.suscriptor));
select setval(pg_get_serial_sequence('public.manilargos', 'id'), (select max(id) from public.manilargos));
select setval(pg_get_serial_sequence('public.collages', 'id'), (select max(id) from public.collages));
select setval(pg_get_serial_sequence('public.caras2', 'id'), (select max(id) from public.caras2));

commit;
