/** The 'Compartir' control's words. */
export const SHARE_COPY = {
  button: 'Compartir',
  copied: 'Enlace copiado',
  copyFailed: (url: string) => `No se pudo copiar el enlace: ${url}`,
} as const;
