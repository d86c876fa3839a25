declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    /** Hydrate when near the screen and the media query matches (src/directives/visibleMedia.ts). */
    'client:visible-media'?: string;
    /** Hydrate after the page has loaded, when the browser is idle (src/directives/afterLoad.ts). */
    'client:after-load'?: boolean;
    /** Hydrate when the reader heads for a control matching the selector; code fetched after load (src/directives/intent.ts). */
    'client:intent'?: string;
  }
}
