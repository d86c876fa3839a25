import type { AstroIntegration } from 'astro';

/** The site's own hydration directives (see src/directives). */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'hormiguero:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'visible-media', entrypoint: './src/directives/visibleMedia.ts' });
        addClientDirective({ name: 'after-load', entrypoint: './src/directives/afterLoad.ts' });
        addClientDirective({ name: 'intent', entrypoint: './src/directives/intent.ts' });
      },
    },
  };
}
