// The stand-ins live beside the scripts that use them too (the benchmark); tests import them here.
export { PG_CRON_STAND_IN, PG_NET_STAND_IN, SUPABASE_STAND_INS, VAULT_STAND_IN } from '../../scripts/sample/supabaseStandIns.ts';
