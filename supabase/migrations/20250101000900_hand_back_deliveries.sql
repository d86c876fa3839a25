-- Claimed deliveries a forwarder did not send go back to the queue at once.
--
-- A forwarder on Cloudflare works within one request's limits (subrequests, time after the
-- answer). When it stops before sending everything it claimed, the rows it never sent are
-- handed back: due again now, for the next forwarder, rather than when their lease ends
-- (2 minutes). The attempt the claim counted is taken back too, since nothing was sent, so
-- these rows neither back off nor move towards 'fallido'. Only rows still claimed
-- ('enviando') are touched, as resolver_entregas does; a hand-back comes well within the
-- lease (the forwarder's deadline is seconds), so the claim is still this forwarder's.
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

-- The server's role only, like the forwarder's other functions.
revoke all on function public.devolver_entregas(bigint[]) from public, anon, authenticated;
grant execute on function public.devolver_entregas(bigint[]) to service_role;
