-- Where plans land in the code: operators per file, split by how they got there.
select
    commit_key,
    file,
    count(*)                                        as operators,
    count(*) filter (where not derived)             as written_operators,
    count(*) filter (where derived)                 as spark_inserted_operators,
    count(distinct plan_key)                        as plans,
    round(avg(confidence), 3)                       as mean_confidence
from code_mappings
where rank = 0 and file is not null
group by commit_key, file
order by operators desc, file
