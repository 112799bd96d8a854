-- Where plans land in the code: operators per file, how they got there, and their cost where event
-- logs gave metrics.
with top as (
    select m.*, o.cost_time_ms, o.cost_rows, o.cost_spill_bytes
    from code_mappings m
    join plan_operators o on o.plan_key = m.plan_key and o.plan_index = m.plan_index and o.node_index = m.node_index
    where m.rank = 0 and m.file is not null
)
select
    commit_key,
    file,
    count(*)                                        as operators,
    count(*) filter (where not derived)             as written_operators,
    count(*) filter (where derived)                 as spark_inserted_operators,
    count(distinct plan_key)                        as plans,
    round(avg(confidence), 3)                       as mean_confidence,
    sum(cost_time_ms)                               as time_ms,
    sum(cost_rows)                                  as output_rows,
    sum(cost_spill_bytes)                           as spill_bytes
from top
group by commit_key, file
order by time_ms desc nulls last, operators desc, file
