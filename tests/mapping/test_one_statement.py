"""One plan is one program, and a .sql file's statements are programs of their own. The three statements of
tests/fixtures/one_statement_job/busy_streaks.sql find the same runs of busy days; the plan is the second's, run
alone with spark.sql (tests/fixtures/capture_mapper_plans.py). Its join, aggregate and where name only the second,
so the top picks it; its select lists name columns the third's select lists name too. Every pick is then in the
second statement; switched off (with READ_ALIAS, which also favours the select list coining the aliases), the third's
select list, sharing more names, takes the projections."""

import json

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites

SOURCE = (FIXTURES / "one_statement_job" / "busy_streaks.sql").read_text().splitlines()
RULE = RULES["a .sql file's statements are separate programs: the top node's statement is the reading"]
READ_ALIAS = RULES["a call reading a name a projection coins (AS x) counts it as a column, not as the alias"]


def statement_of(line: int) -> int:
    """Which of the file's statements (1, 2, 3) holds `line`: they end at `;`."""
    return 1 + sum(";" in text for text in SOURCE[:line - 1])


def statements_picked() -> dict[str, set[int]]:
    picked: dict[str, set[int]] = {}
    for m in map_plan(fixture_nodes("one_statement_busy_streaks"), fixture_sites("one_statement_job")):
        if m.site is not None and not m.derived:
            picked.setdefault(m.operator, set()).add(statement_of(m.site.line_start))
    return picked


def test_every_node_is_mapped_into_the_statement_that_ran():
    picked = statements_picked()
    assert set().union(*picked.values()) == {2}
    assert {"BroadcastHashJoin", "HashAggregate", "Window", "Project", "Scan"} <= picked.keys()
    with switched_off(*RULE), switched_off(*READ_ALIAS):
        assert 3 in statements_picked()["Project"]


CELL_RULE = RULES["a notebook's SQL cells are separate programs, as a .sql file's statements"]


def notebook_cells_picked(tmp_path) -> dict[str, set[int]]:
    """The same three statements as three `%sql` cells of a Jupyter notebook, after a markdown cell: the cell (1, 2,
    3) each pick is in."""
    statements = [s.strip() for s in "\n".join(SOURCE).split(";") if s.strip()]
    cells = [{"cell_type": "markdown", "metadata": {}, "source": ["Busy streaks, three ways"]}] + [
        {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
         "source": f"%sql\n{text}".splitlines(keepends=True)} for text in statements]
    (tmp_path / "busy_streaks.ipynb").write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4,
                                                             "nbformat_minor": 5}, indent=1))
    sites = index_repository(tmp_path)[3]
    picked: dict[str, set[int]] = {}
    for m in map_plan(fixture_nodes("one_statement_busy_streaks"), sites):
        if m.site is not None and not m.derived:
            picked.setdefault(m.operator, set()).add(m.site.cell)
    return picked


def test_a_notebooks_sql_cells_are_programs_of_their_own(tmp_path):
    picked = notebook_cells_picked(tmp_path)
    assert set().union(*picked.values()) == {2}
    assert {"BroadcastHashJoin", "HashAggregate", "Window", "Project", "Scan"} <= picked.keys()
    with switched_off(*CELL_RULE), switched_off(*READ_ALIAS):
        assert 3 in notebook_cells_picked(tmp_path)["Project"]
