-- Mappings a person should look at first: not confirmed, least confident first, with the runner-up.
with top as (
    select * from code_mappings where rank = 0 and status <> 'confirmed'
),
runner_up as (
    select commit_key, plan_key, plan_index, node_index,
           file || ':' || line_start as runner_up, confidence as runner_up_confidence
    from code_mappings
    where rank = 1
)
select
    top.commit_key, top.plan_key, top.node_id, top.operator, top.derived,
    top.file || ':' || top.line_start as mapped_to, top.symbol, top.confidence, top.status,
    runner_up.runner_up, runner_up.runner_up_confidence, top.explanation
from top
left join runner_up using (commit_key, plan_key, plan_index, node_index)
order by top.confidence, top.commit_key, top.plan_key, top.node_id
