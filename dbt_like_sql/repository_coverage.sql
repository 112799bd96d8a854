-- Spark calls no mapped plan node points at: code the plans seen so far never exercised.
with matched as (
    select distinct commit_key, site_id from code_mappings where rank = 0 and site_id is not null
)
select
    s.commit_key, s.file, s.line_start, s.kind, s.method, s.symbol,
    m.site_id is not null as matched
from spark_sites s
left join matched m on m.commit_key = s.commit_key and m.site_id = s.site_id
order by s.commit_key, matched, s.file, s.line_start
