-- Per plan and commit: how many nodes were mapped, at each confidence status, and how confident.
select
    commit_key,
    plan_key,
    count(*)                                              as nodes,
    count(*) filter (where file is not null)              as mapped_nodes,
    count(*) filter (where status = 'confirmed')          as confirmed,
    count(*) filter (where status = 'probable')           as probable,
    count(*) filter (where status = 'uncertain')          as uncertain,
    count(*) filter (where derived)                       as derived_nodes,
    round(avg(confidence), 3)                             as mean_confidence,
    round(quantile_cont(confidence, 0.1), 3)              as p10_confidence,
    round(quantile_cont(confidence, 0.5), 3)              as median_confidence,
    count(distinct file)                                  as files_involved
from code_mappings
where rank = 0
group by commit_key, plan_key
order by commit_key, plan_key
