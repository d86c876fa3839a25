-- Last step of the chain before the baseline: the functions nothing calls any more go, and
-- the tables say what they hold.
drop function if exists public.suscribir(text);
drop function if exists public.resolver_entrega(bigint, boolean, text);

comment on table public.revista is 'An edition of the magazine (numero is the edition''s number; formspree_url, the magazine''s own forwarding address, is server-only).';
comment on table public.autor is 'A poet, essayist or visual artist (formspree_url, where their hormigueos are forwarded, is server-only).';
comment on table public.poemario is 'A book of poems by one author, listed in an edition''s sections through creaciones_poemario.';
comment on table public.creaciones is 'A section of an edition (tipo: creaciones, critica, ...), listing poemarios.';
comment on table public.creaciones_poemario is 'Which poemarios each section lists.';
comment on table public.poema is 'A poem, essay or interview (texto), with its hormigueos counter.';
comment on table public.revista_autor is 'The authors of each edition.';
comment on table public.visuales is 'A visual work (pieza is its image), with its hormigueos counter.';
comment on table public.manilargos is 'The rotating background images of edition 2''s home page.';
comment on table public.collages is 'The rotating background images of edition 2''s contents page.';
comment on table public.caras2 is 'The site''s logo (the first row).';
comment on table public.suscriptor is 'The newsletter''s subscribers, unique by normalised address; no public role may read it.';
comment on table public.hormigueo is 'A reader''s hormigueo: the work, an optional name and message (erased after delivery, see podar_datos_personales) and its idempotency key.';
comment on table public.hormigueo_entrega is 'The outbox: one row per hormigueo and forwarding address, worked through by the forwarder.';
comment on table public.limite_accion is 'Recent actions per visitor (a keyed hash of the address, never the address), for the per-visitor limit.';
comment on table public.clave_envio is 'Idempotency keys of subscriptions (a hormigueo keeps its key on its own row), with the first answer.';

-- The server's role executes the entry points it calls and nothing else: the helpers run
-- inside them, as their owner. (contenido_visible stays: content triggers run as the writer.)
revoke all on function public.texto_lector(text, integer, text, text) from service_role;
revoke all on function public.direccion_reenvio(text) from service_role;
revoke all on function public.ahora_iso() from service_role;
revoke all on function public.clave_de_envio(text, text, text, text) from service_role;
revoke all on function public.limitar_visitante(text, text, integer, integer) from service_role;
revoke all on function public.reclamar_clave_envio(text, text, text) from service_role;
revoke all on function public.guardar_clave_envio(text, jsonb) from service_role;
revoke all on function public.repeticion_de_hormigueo(text, bigint, bigint, text, text) from service_role;
revoke all on function public.registrar_hormigueo_poema(bigint, text, text, text) from service_role;
revoke all on function public.registrar_hormigueo_visual(bigint, text, text, text) from service_role;
revoke all on function public.columnas_visibles(regclass) from service_role;
revoke all on function public.instalar_sellos_de_contenido() from service_role;
revoke all on function public.sellar_actualizado() from service_role;
revoke all on function public.tocar_padres() from service_role;
revoke all on function public.borrar_palabras_de_hormigueos(bigint[]) from service_role;
