"""A function SQL does not know (one the job registered: a UDAF) over a column the query does not group by is an
aggregate: outside one, a column not grouped by is an error. Its site is the GROUP BY's, as MAX's is; over a
grouped column, grouped by its alias, by position or by ALL, it stays the SELECT list's."""

from codemap_pipeline.code.indexer import index_repository

QUERIES = [
    "SELECT Year, LONGEST_WORD(Name) FROM names GROUP BY Year",
    "SELECT Year, MAX(Name) FROM names GROUP BY Year",
    "SELECT SHORT_STATE(State), COUNT(*) FROM names GROUP BY State",
    "SELECT DECADE(Year) AS decade, COUNT(*) FROM names GROUP BY decade",
    "SELECT DECADE(Year), COUNT(*) FROM names GROUP BY 1",
    "SELECT DECADE(Year), COUNT(*) FROM names GROUP BY ALL",
    "SELECT SHORT_STATE(State), COUNT(*) FROM names GROUP BY ROLLUP(State)",
]


def functions_by_clause(tmp_path) -> dict[int, dict[str, list[str]]]:
    """query number (its line) -> clause (`SQL GROUP BY`, `SQL SELECT`) -> the functions its site names."""
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "queries.sql").write_text(";\n".join(QUERIES) + ";\n")
    out: dict[int, dict[str, list[str]]] = {}
    for site in index_repository(tmp_path)[3]:
        out.setdefault(site.line_start, {})[site.method] = site.functions
    return out


def test_an_unknown_function_over_an_ungrouped_column_is_the_aggregate(tmp_path):
    found = functions_by_clause(tmp_path)
    assert found[1]["SQL GROUP BY"] == ["longest_word"]
    assert "longest_word" not in found[1]["SQL SELECT"]
    assert found[2]["SQL GROUP BY"] == ["max"]   # as a function SQL knows


def test_over_a_grouped_column_or_grouped_by_position_it_stays_a_projection(tmp_path):
    found = functions_by_clause(tmp_path)
    for line, name in ((3, "short_state"), (4, "decade"), (5, "decade"), (6, "decade"), (7, "short_state")):
        assert name in found[line]["SQL SELECT"], line
        assert name not in found[line]["SQL GROUP BY"], line
