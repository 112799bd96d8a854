"""render_report on the example's real mapping: every node drawn, the data block intact, untrusted text
escaped, files read safely, costs shown only where metrics exist; and the asset that writes the page."""

import html
import json
import re
from pathlib import Path

import dagster as dg
import pytest

from codemap_pipeline.report.html import read_source, render_report, write_report_for

HOSTILE = '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><!-- &amp;'
DATA_BLOCK = re.compile(r'<script type="application/json" id="report-data">(.*?)</script>', re.S)


def page_data(page: str) -> dict:
    return json.loads(DATA_BLOCK.search(page).group(1))


def node_keys(page: str) -> list[str]:
    return re.findall(r'<button type="button" class="node[^"]*"[^>]*data-key="([^"]+)"', page)


def test_every_non_wrapper_node_is_drawn_once_and_wrappers_are_folded(mapped_plan):
    page = render_report(mapped_plan.operators, mapped_plan.mappings, mapped_plan.code_root, "Top customers")
    ops = mapped_plan.operators
    visible = {f"{r.plan_index}:{r.node_index}" for r in ops.itertuples() if not r.wrapper}
    assert sorted(node_keys(page)) == sorted(visible)
    data = page_data(page)
    assert set(data["nodes"]) == visible
    # A wrapper never appears as a box, but the node above it says it reads through it.
    assert any("AQEShuffleRead" in n["via"] for n in data["nodes"].values())
    for n in data["nodes"].values():
        if n["parent"]:
            assert n["parent"] in visible


def test_statuses_files_and_summary_follow_the_mappings(mapped_plan):
    page = render_report(mapped_plan.operators, mapped_plan.mappings, mapped_plan.code_root, "Top customers")
    top = mapped_plan.mappings[mapped_plan.mappings["rank"] == 0]
    data = page_data(page)
    for row in top.itertuples():
        node = data["nodes"][f"{row.plan_index}:{row.node_index}"]
        assert node["status"] == row.status
        assert node["mapping"]["file"] == row.file
        assert (node["mapping"]["start"], node["mapping"]["end"]) == (row.line_start, row.line_end)
        assert node["derived"] == row.derived
    for status, count in top["status"].value_counts().items():
        assert f'data-count="{status}">{count}<' in page
    for file in set(top["file"].dropna()):
        assert f'<code title="{html.escape(file)}">{html.escape(file)}</code>' in page
        # The mapped file's text travels in the page, so the viewer needs no server.
        assert data["files"][file]["lines"] == (mapped_plan.code_root / file).read_text().splitlines()
    assert "no runtime metrics" in page


def test_the_page_is_self_contained(mapped_plan):
    page = render_report(mapped_plan.operators, mapped_plan.mappings, mapped_plan.code_root, "Top customers")
    # url(#arrow) is the SVG arrowhead, inside the page; any other url( would fetch something.
    assert not re.search(r"<(link|img|iframe)\b|\bsrc=|@import|url\((?!#)", page)
    assert "http://" not in page and "https://" not in page


def test_untrusted_text_cannot_break_out_of_the_page(mapped_plan):
    ops = mapped_plan.operators.copy()
    maps = mapped_plan.mappings.copy()
    ops.loc[ops.index[2], "header"] = HOSTILE
    ops.loc[ops.index[2], "details"] = json.dumps({"Output": HOSTILE})
    for col in ("snippet", "explanation", "symbol"):
        maps[col] = HOSTILE
    maps.loc[maps.index[1], "file"] = f"x{HOSTILE}.py"
    page = render_report(ops, maps, mapped_plan.code_root, HOSTILE)
    assert page.count("<script") == 2 and page.count("</script>") == 2   # the data block and the script
    assert "<img" not in page and "<!--" not in page
    data = page_data(page)
    key = f"{ops.iloc[2]['plan_index']}:{ops.iloc[2]['node_index']}"
    assert data["nodes"][key]["header"] == HOSTILE and data["nodes"][key]["details"]["Output"] == HOSTILE
    assert f"<title>{html.escape(HOSTILE)}</title>" in page


def test_files_are_read_only_inside_the_code_root(tmp_path):
    root = tmp_path / "repo"
    (root / "jobs").mkdir(parents=True)
    (root / "jobs" / "a.py").write_text("x = 1\ny = 2\n")
    (tmp_path / "secret.txt").write_text("no")
    assert read_source(root, "jobs/a.py") == {"lines": ["x = 1", "y = 2"]}
    for rel in ("../secret.txt", str(tmp_path / "secret.txt"), "jobs/missing.py", "jobs", "a\x00b"):
        outcome = read_source(root, rel)
        assert set(outcome) == {"note"}, rel
    assert "outside" in read_source(root, "../secret.txt")["note"]


def test_a_missing_checkout_falls_back_to_the_snippets(mapped_plan, tmp_path):
    page = render_report(mapped_plan.operators, mapped_plan.mappings, tmp_path / "gone", "t")
    files = page_data(page)["files"]
    assert files and all("note" in f and "lines" not in f for f in files.values())


def test_metrics_show_cost_and_the_most_costly_operators(mapped_plan):
    ops = mapped_plan.operators.copy()
    visible = ops[~ops["wrapper"]]
    hottest = visible.iloc[3]
    metrics = []
    for r in ops.itertuples():
        if r.node_index == hottest["node_index"]:
            metrics.append(json.dumps({"number of output rows": 2_500_000, "duration": 95_000, "spill size": 1 << 30}))
        elif r.wrapper:
            metrics.append(None)
        elif r.node_index % 3 == 0:
            metrics.append("not json")          # tolerated: shown as no metrics
        else:
            metrics.append(json.dumps({"number of output rows": 10, "duration": 5, "peak memory": None}))
    ops["metrics"] = metrics
    page = render_report(ops, mapped_plan.mappings, mapped_plan.code_root, "t")
    key = f"{hottest['plan_index']}:{hottest['node_index']}"
    node = page_data(page)["nodes"][key]
    assert node["cost"]["time_ms"] == 95_000 and node["cost"]["spill_bytes"] == 1 << 30
    assert re.search(rf'class="node[^"]*\bhot\b[^"]*"[^>]*data-key="{key}"', page)
    costly = page[page.index('<table class="costly">'):]
    first_row = costly.split("<tr>")[2]
    assert f'data-key="{key}"' in first_row and "1.6 min" in first_row and "2.5M rows" in first_row
    top = mapped_plan.mappings[(mapped_plan.mappings["rank"] == 0)
                               & (mapped_plan.mappings["node_index"] == hottest["node_index"])].iloc[0]
    assert top["file"] in first_row


def test_a_plan_without_mappings_still_renders(mapped_plan):
    page = render_report(mapped_plan.operators, mapped_plan.mappings.iloc[0:0], mapped_plan.code_root, "t")
    statuses = {n["status"] for n in page_data(page)["nodes"].values()}
    assert statuses == {"unmapped"}


def test_write_report_for_reads_the_parquet_outputs(mapped_plan, tmp_path):
    out = write_report_for(mapped_plan.data_dir, mapped_plan.commit_key, mapped_plan.plan_key, tmp_path / "r.html")
    page = out.read_text()
    assert mapped_plan.plan_key in page and len(node_keys(page)) == int((~mapped_plan.operators["wrapper"]).sum())


def test_the_asset_writes_the_report_and_links_it(mapped_plan):
    from codemap_pipeline.definitions import ASSETS, build_resources
    from codemap_pipeline.defs.report import plan_report, report_path
    from codemap_pipeline.runner import instance_state, local_instance

    resources = build_resources(str(mapped_plan.data_dir), use_embeddings=False)
    key = dg.MultiPartitionKey({"commit": mapped_plan.commit_key, "plan": mapped_plan.plan_key})
    assets = ASSETS if plan_report in ASSETS else [*ASSETS, plan_report]
    instance = local_instance(mapped_plan.data_dir)
    with instance_state(instance):
        result = dg.materialize(assets, selection=[plan_report], partition_key=str(key),
                                instance=instance, resources=resources)
    assert result.success
    meta = result.asset_materializations_for_node("plan_report")[0].metadata
    path = report_path(resources["settings"], mapped_plan.commit_key, mapped_plan.plan_key)
    assert Path(meta["report"].path) == path and path.is_file()
    top = mapped_plan.mappings[mapped_plan.mappings["rank"] == 0]
    for status in ("confirmed", "probable", "uncertain"):
        assert meta[status].value == int((top["status"] == status).sum())
    assert len(node_keys(path.read_text())) == len(top)


@pytest.mark.parametrize("bad", [None, "", "[1, 2]", "{"])
def test_odd_metric_cells_mean_no_cost(mapped_plan, bad):
    ops = mapped_plan.operators.copy()
    ops["metrics"] = bad
    page = render_report(ops, mapped_plan.mappings, mapped_plan.code_root, "t")
    assert all(not n["cost"] for n in page_data(page)["nodes"].values())
    # an empty metrics column is an explain plan; odd values are an event log that measured nothing
    assert ("has no runtime metrics" if bad is None else "carries no values") in page


def test_node_boxes_say_table_condition_and_keys(mapped_plan):
    page = render_report(mapped_plan.operators, mapped_plan.mappings, mapped_plan.code_root, "Top customers")
    glances = {}
    for n in page_data(page)["nodes"].values():
        glances.setdefault(n["operator"], set()).add(n["glance"])
        assert f'<span class="glance" title="{html.escape(n["glance"])}">' in page
    assert glances["Scan"] == {"…/codemap_retail_data/orders", "…/codemap_retail_data/customers"}
    assert "(isnotnull(status) AND (status = complete))" in glances["Filter"]    # the condition, ids gone
    assert glances["SortMergeJoin"] == {"LeftOuter on customer_id"}
    assert glances["HashAggregate"] == {"by customer_id"}
    assert glances["TakeOrderedAndProject"] == {"order by lifetime_value, customer_id, limit 10"}


NOTEBOOKS = Path(__file__).resolve().parents[1] / "data" / "notebooks"


def test_notebook_places_read_as_the_format_says_and_show_the_cell():
    from codemap_pipeline.code.indexer import index_repository
    from codemap_pipeline.mapping.export import mappings_frame
    from codemap_pipeline.mapping.mapper import map_plan
    from codemap_pipeline.plans.files import parse_plan_file
    from codemap_pipeline.storage.frames import operators_frame

    code = NOTEBOOKS / "code"
    _, _, _, sites = index_repository(code)
    plans = parse_plan_file(NOTEBOOKS / "plans" / "trip-durations-04.formatted.txt")
    mappings = mappings_frame("c", "p", 0, map_plan(plans[0].nodes, sites))
    page = render_report(operators_frame("p", plans), mappings, code, "Casual rides")
    data = page_data(page)
    filter_node = next(n for n in data["nodes"].values() if n["operator"] == "Filter")
    assert filter_node["mapping"]["place"] == "bikes/Trip Durations.py:48-49 (cell 7, lines 3-4)"
    assert "Trip Durations.py:48-49 (cell 7, lines 3-4)" in page                     # the box, file name short
    notebook = "shop/orders_by_region.ipynb"
    cells = read_source(code, notebook)["cells"]                              # shown by cell, not as JSON
    assert cells[4] == ['orders_path = "data/orders.csv"',
                        "orders = spark.read.csv(orders_path, header=True, inferSchema=True)", "orders.printSchema()"]
