"""A SQL clause's site runs from its keyword to the clause's last line: a select list written one column per
line, a condition over two lines, a join with its ON clause below it are the site's lines, so a node mapped
to it points at all of what made it (dbt models and notebook queries are written that way)."""

from codemap_pipeline.code.indexer import index_repository

MODEL = """with source as (
    select * from raw_customers
),

renamed as (

    select
        id as customer_id,

        name as customer_name,
        tier
    from source
    where tier = 'gold'
      and id > 10
)

select r.customer_id, o.total
from renamed r
join orders o
  on o.customer_id = r.customer_id
group by
    r.customer_id,
    o.total
"""


def spans(tmp_path) -> dict[tuple[str, int], int]:
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "customers.sql").write_text(MODEL)
    return {(s.method, s.line_start): s.line_end for s in index_repository(tmp_path)[3]}


def test_each_clause_ends_on_its_last_line(tmp_path):
    found = spans(tmp_path)
    assert found[("SQL SELECT", 7)] == 11       # select ... tier (the select list, blank line and all)
    assert found[("SQL WHERE", 13)] == 14       # where tier = 'gold' / and id > 10
    assert found[("SQL JOIN", 19)] == 20        # join orders o / on ...
    assert found[("SQL GROUP BY", 21)] == 23    # group by / two keys
    assert found[("SQL FROM", 2)] == 2          # a table name: one line


def test_an_aggregate_without_group_by_spans_its_select_list(tmp_path):
    """With no GROUP BY, the aggregate is written in the select list: the site runs from SELECT to the line of the
    list's last aggregate (switched off, the SELECT line alone)."""
    from codemap_pipeline.accuracy.ablation import RULES, switched_off

    (tmp_path / "ratio.sql").write_text("SELECT\n    ROUND(SUM(IF(fast, 1, 0)) * 100 / COUNT(*), 2) AS pct\n"
                                        "FROM deliveries\n")

    def aggregate_lines():
        (site,) = [s for s in index_repository(tmp_path)[3] if s.kind == "aggregate"]
        return site.line_start, site.line_end

    assert aggregate_lines() == (1, 2)
    with switched_off(*RULES["an aggregate with no GROUP BY spans the select list writing it (SQL front end)"]):
        assert aggregate_lines() == (1, 1)
