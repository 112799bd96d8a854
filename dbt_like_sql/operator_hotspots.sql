-- The most costly operators seen in event logs, with the code that made them.
with top as (
    select * from code_mappings where rank = 0
)
select
    top.commit_key, o.plan_key, o.plan_title, o.node_id, o.operator,
    o.cost_time_ms as time_ms, o.cost_rows as output_rows, o.cost_spill_bytes as spill_bytes,
    o.cost_shuffle_bytes as shuffle_bytes,
    top.file, top.line_start, top.line_end, top.symbol, top.confidence, top.status
from plan_operators o
join top on top.plan_key = o.plan_key and top.plan_index = o.plan_index and top.node_index = o.node_index
where coalesce(o.cost_time_ms, 0) > 0 or coalesce(o.cost_rows, 0) > 0 or coalesce(o.cost_spill_bytes, 0) > 0
order by o.cost_time_ms desc nulls last, o.cost_rows desc nulls last
