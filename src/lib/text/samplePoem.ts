/**
 * Shown in place of a poem whose text is missing: the page still reads as a poem. Written
 * for this project.
 */
export const SAMPLE_POEM_TEXT = `-Inicio-
Aquí iba un poema.
Quedó la página abierta
como una puerta de tierra
por donde pasan, de una en una,
las hormigas que cargan lo no dicho.

-Segundo-
Cada silencio pesa
lo que pesa una miga de pan:
casi nada,
y sin embargo alguien
lo lleva a casa.

-Tercero-
Vuelve mañana.
Tal vez el texto encuentre el camino
de regreso al hormiguero
y esta hoja, por fin, tenga $su voz$.`;
