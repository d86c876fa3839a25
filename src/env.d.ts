declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    /** Hydrate when near the screen and the media query matches (src/directives/visibleMedia.ts). */
    'client:visible-media'?: string;
    /** Hydrate after the page has loaded, when the browser is idle (src/directives/afterLoad.ts). */
    'client:after-load'?: boolean;
  }
}
