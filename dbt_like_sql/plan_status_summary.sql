-- Per plan and commit: how many nodes were mapped, and how many at each confidence status.
select
    commit_key,
    plan_key,
    count(*)                                          as nodes,
    count(*) filter (where file is not null)          as mapped_nodes,
    count(*) filter (where status = 'confirmed')      as confirmed,
    count(*) filter (where status = 'probable')       as probable,
    count(*) filter (where status = 'uncertain')      as uncertain,
    count(*) filter (where derived)                   as derived_nodes,
    round(avg(confidence), 3)                         as mean_confidence,
    count(distinct file)                              as files_involved
from code_mappings
where rank = 0
group by commit_key, plan_key
order by commit_key, plan_key
