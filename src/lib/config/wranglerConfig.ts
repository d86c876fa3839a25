import { parse } from 'smol-toml';

/**
 * The Pages project's wrangler.toml, read the way Cloudflare reads it, and the two rules about
 * it that nothing runs before a deploy: Cloudflare's non-inheritable keys, and the Hyperdrive
 * binding the functions write through.
 */

/**
 * Keys an environment does not inherit from the top level. Once an environment declares one of
 * them, it must declare every one the top level has; Cloudflare Pages, 'Configuration via
 * wrangler.toml', Non-inheritable keys: "This will work for local development, but will fail
 * to validate when you try to deploy" (https://developers.cloudflare.com/pages/functions/wrangler-configuration/#non-inheritable-keys).
 * `wrangler pages dev` and `build-env` do not apply the rule; the deploy does.
 */
export const NON_INHERITABLE_KEYS = [
  'vars',
  'd1_databases',
  'durable_objects',
  'hyperdrive',
  'kv_namespaces',
  'queues',
  'r2_buckets',
  'vectorize',
  'services',
  'analytics_engine_datasets',
  'ai',
] as const;

/** Pages has two environments besides the top level (which is also local development's). */
export type PagesEnvironment = 'production' | 'preview';

export interface HyperdriveBinding {
  binding: string;
  id: string;
}

/** The part of wrangler.toml these rules read; the rest is kept as it is. */
export interface WranglerConfig {
  [key: string]: unknown;
  hyperdrive?: HyperdriveBinding[];
  env?: Partial<Record<string, Record<string, unknown>>>;
}

export const parseWranglerConfig = (toml: string): WranglerConfig => parse(toml) as WranglerConfig;

/** The non-inheritable keys a section declares (`queues` counts only for its producers, as the docs say). */
function declared(section: Record<string, unknown>): Set<string> {
  return new Set(
    NON_INHERITABLE_KEYS.filter((key) => {
      if (!(key in section)) return false;
      if (key === 'queues') return (section.queues as { producers?: unknown } | undefined)?.producers !== undefined;
      return true;
    }),
  );
}

/**
 * Cloudflare's rule, applied: for each environment that declares any non-inheritable key, the
 * top-level ones it leaves out, as sentences. Empty when the file would validate.
 */
export function nonInheritableProblems(config: WranglerConfig): string[] {
  const top = declared(config);
  const problems: string[] = [];
  for (const [name, section] of Object.entries(config.env ?? {})) {
    const own = declared(section ?? {});
    if (own.size === 0) continue;
    const missing = [...top].filter((key) => !own.has(key));
    if (missing.length > 0) {
      problems.push(
        `[env.${name}] overrides ${[...own].join(', ')}, so it must also declare ${missing.join(', ')} (non-inheritable keys): Cloudflare refuses the deploy otherwise.`,
      );
    }
  }
  return problems;
}

/** The Hyperdrive bindings a Pages environment gets: its own when it declares any, else the top level's. */
export function hyperdriveBindings(config: WranglerConfig, environment: PagesEnvironment): HyperdriveBinding[] {
  const own = config.env?.[environment];
  if (own && declared(own).size > 0) return (own.hyperdrive as HyperdriveBinding[] | undefined) ?? [];
  return config.hyperdrive ?? [];
}

/**
 * What keeps the functions of `environment` from writing: no HYPERDRIVE binding, or one with
 * an empty id (which passes `wrangler pages dev` and `build-env`, and fails only when a reader
 * acts). Sentences; empty when the binding is there.
 */
export function hyperdriveProblems(config: WranglerConfig, environment: PagesEnvironment, bindingName = 'HYPERDRIVE'): string[] {
  const section = environment === 'production' || !config.env?.[environment] ? '[[hyperdrive]]' : `[[env.${environment}.hyperdrive]]`;
  const binding = hyperdriveBindings(config, environment).find((b) => b.binding === bindingName);
  if (!binding) return [`wrangler.toml has no ${bindingName} binding in ${section}: the functions could not write to the database.`];
  if (!String(binding.id ?? '').trim()) {
    return [
      `The Hyperdrive id in wrangler.toml ${section} is empty: create the configuration (Workers & Pages -> Hyperdrive) and paste its id, or every hormigueo and subscription fails.`,
    ];
  }
  return [];
}
