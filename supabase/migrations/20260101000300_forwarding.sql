-- Forwarding: the hormigueos' deliveries to the poets' forms (the forwarder, on the server).
--
-- The forwarder claims due deliveries for a while (a lease), sends them side by side, and
-- settles them all in one call; claimed rows it had no time to send go back to the queue.
-- A forwarder that dies mid-way lets its rows fall due again when the lease ends, and SKIP
-- LOCKED keeps two forwarders from taking the same row. Only the server's role calls these.
--
-- Sections: functions (claim, settle, hand back, in the forwarder's order), grants.

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

-- Claims up to p_limite due deliveries (of one hormigueo, when given) for p_reserva: pending and
-- due, or claimed by a forwarder whose lease ran out. Each claim counts as an attempt.
create or replace function public.reclamar_entregas(
  p_limite integer default 20,
  p_hormigueo bigint default null,
  p_reserva interval default interval '2 minutes'
)
returns table (id bigint, destino text, cuerpo jsonb, intentos integer)
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  return query
  update public.hormigueo_entrega e
     set estado = 'enviando',
         reservado_hasta = now() + p_reserva,
         intentos = e.intentos + 1
   where e.id in (
     select c.id
       from public.hormigueo_entrega c
      where (p_hormigueo is null or c.id_hormigueo = p_hormigueo)
        and ((c.estado = 'pendiente' and c.proximo_intento <= now())
          or (c.estado = 'enviando' and c.reservado_hasta < now()))
      order by c.proximo_intento, c.id
      limit greatest(p_limite, 0)
        for update skip locked
   )
  returning e.id, e.destino, e.cuerpo, e.intentos;
end
$$;

-- Settles a batch of claimed deliveries: delivered, or due again after an exponential backoff
-- (30 s, 1 min, 2 min, ... capped at 6 h); after 25 failed attempts a delivery is 'fallido' and
-- kept, message and all, for someone to look at. Now and then it also runs the pruning of
-- readers' data: after the reader was answered, never inside a reader's write. A pruning that
-- fails is only a warning, so the batch is settled whatever happens and nothing is sent twice.
create or replace function public.resolver_entregas(p_ids bigint[], p_entregados boolean[], p_errores text[])
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  update public.hormigueo_entrega e
     set estado = case
                    when r.entregado then 'entregado'
                    when e.intentos >= 25 then 'fallido'
                    else 'pendiente'
                  end,
         entregado = case when r.entregado then now() end,
         reservado_hasta = null,
         ultimo_error = case when r.entregado then null else left(r.error, 500) end,
         proximo_intento = case
                             when r.entregado then e.proximo_intento
                             else now() + least(interval '30 seconds' * power(2, greatest(e.intentos - 1, 0)), interval '6 hours')
                           end
    from unnest(p_ids, p_entregados, p_errores) as r(id, entregado, error)
   where e.id = r.id
     and e.estado = 'enviando';
  if random() < 0.01 then
    begin
      perform public.podar_datos_personales();
    exception when others then
      raise warning 'podar_datos_personales failed: %', sqlerrm;
    end;
  end if;
end
$$;

-- Hands back claimed deliveries the forwarder did not send (it works within one request's
-- limits): due again now, with the claim's attempt taken back, since nothing was sent. Only rows
-- still claimed are touched; a hand-back comes well within the lease, so the claim is still this
-- forwarder's.
create or replace function public.devolver_entregas(p_ids bigint[])
returns void
language sql
security definer
set search_path = public, pg_temp
as $$
  update public.hormigueo_entrega e
     set estado = 'pendiente',
         reservado_hasta = null,
         intentos = greatest(e.intentos - 1, 0)
   where e.id = any (p_ids)
     and e.estado = 'enviando';
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

revoke all on function public.reclamar_entregas(integer, bigint, interval) from public, anon, authenticated;
revoke all on function public.resolver_entregas(bigint[], boolean[], text[]) from public, anon, authenticated;
revoke all on function public.devolver_entregas(bigint[]) from public, anon, authenticated;
grant execute on function public.reclamar_entregas(integer, bigint, interval) to service_role;
grant execute on function public.resolver_entregas(bigint[], boolean[], text[]) to service_role;
grant execute on function public.devolver_entregas(bigint[]) to service_role;
