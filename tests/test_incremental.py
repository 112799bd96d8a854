"""A new commit that changes one file of many: only that file is parsed again; the rest is reused."""

import dagster as dg
import pandas as pd

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.runner import local_instance, run_mapping
from codemap_pipeline.storage.frames import records_from_frame

from support import EXAMPLE_PLANS, EXAMPLE_REPO, committed_example, git, materialize_retrieval


def _metadata(instance, asset, partition):
    records = instance.fetch_materializations(
        dg.AssetRecordsFilter(asset_key=dg.AssetKey(asset), asset_partitions=[partition]), limit=1).records
    return records[0].asset_materialization.metadata


def test_second_commit_parses_only_the_changed_file(tmp_path):
    work = committed_example(tmp_path / "jobs")
    data = tmp_path / "data"
    plan = [EXAMPLE_PLANS / "top_customers.formatted.txt"]
    first = run_mapping(str(work), "main", plan, data, use_embeddings=False, log=lambda m: None)

    sales = work / "retail_jobs" / "sales.py"
    sales.write_text(sales.read_text().replace('.alias("revenue")', '.alias("total_revenue")'))
    git("commit", "-qam", "rename an alias", cwd=work)
    second = run_mapping(str(work), "main", plan, data, use_embeddings=False, log=lambda m: None)
    assert second.commit_key != first.commit_key

    instance = local_instance(data)
    meta_first = _metadata(instance, "code_files", first.commit_key)
    meta = _metadata(instance, "code_files", second.commit_key)
    files = meta_first["files"].value
    assert meta_first["parsed"].value == files and files >= 8
    assert meta["parsed"].value == 1 and meta["reused"].value == files - 1
    assert meta["reused_from"].value == first.commit_key
    # the reused rows are the same as a fresh index would give, and the changed file is new
    sites = pd.read_parquet(data / "parquet" / "spark_sites" / f"{second.commit_key}.parquet")
    aliases = {a for row in sites.loc[sites["file"] == "retail_jobs/sales.py", "aliases"] for a in row}
    assert "total_revenue" in aliases
    tree = pd.read_parquet(data / "parquet" / "repo_checkout" / f"{second.commit_key}.parquet")["path"].iloc[0]
    fresh = index_repository(Path(tree))[3]
    key = lambda s: (s.site_id, s.file, s.line_start, s.kind, tuple(s.aliases), tuple(sorted(s.inputs)))
    assert sorted(map(key, records_from_frame(sites, SparkSite))) == sorted(map(key, fresh))


def test_second_commit_encodes_only_the_changed_site_texts(tmp_path):
    """The answer embeds only what the mapper asks about (the Union of order_activity: no site shares a name
    with it; so the union sites and that node's text) through the data folder's vector cache: a second
    commit encodes only the asked-about site texts no commit had before. The LanceDB table is off the
    answer's path; built later, it encodes only what the cache does not hold."""
    from codemap_pipeline import layout
    from codemap_pipeline.code import embeddings
    from codemap_pipeline.defs.code_index import site_texts
    from codemap_pipeline.plans.parser import parse_plan_text

    work = committed_example(tmp_path / "jobs")
    data = tmp_path / "data"
    plan = [EXAMPLE_PLANS / "order_activity.formatted.txt"]

    def mapped(report) -> tuple[int, set[str]]:
        """Texts the mapping encoded, and the union sites' texts of the commit."""
        sites = pd.read_parquet(data / "parquet" / "spark_sites" / f"{report.commit_key}.parquet")
        meta = _metadata(local_instance(data), "code_mappings", f"{report.commit_key}|{report.plan_keys[0]}")
        return meta["embedded_texts"].value, set(site_texts(sites[sites["kind"] == "union"]))

    first = run_mapping(str(work), "main", plan, data, log=lambda m: None)
    scored = [m for m in first.output["mappings"] if m["confidenceFactors"]["embeddingScore"] is not None]
    executed = {str(n.node_id) for n in parse_plan_text(plan[0].read_text())[0].nodes if n.twin_of is None}
    assert [m["operator"] for m in scored if m["dagNodeId"] in executed] == ["Union"]
    assert {m["operator"] for m in scored} == {"Union"}   # and the initial plan's twin of it, mapped as it
    encoded, unions = mapped(first)
    assert unions and encoded == len(unions) + 1   # the union sites, and the Union node's text
    instance = local_instance(data)
    for asset in ("symbol_summaries", "symbol_embeddings"):
        assert not instance.get_materialized_partitions(dg.AssetKey(asset))

    sales, reports = work / "retail_jobs" / "sales.py", work / "retail_jobs" / "reports.py"
    sales.write_text(sales.read_text().replace('.alias("revenue")', '.alias("total_revenue")'))
    reports.write_text(reports.read_text().replace("sales.unionByName(refunds)",
                                                   "sales.unionByName(refunds, allowMissingColumns=True)"))
    git("commit", "-qam", "rename an alias, union by name with missing columns", cwd=work)
    second = run_mapping(str(work), "main", plan, data, log=lambda m: None)
    encoded, unions_now = mapped(second)
    assert len(unions_now - unions) == 1 and encoded == 1   # the changed union; the node's text is cached

    # the LanceDB table, built after the answer, encodes what no mapping asked about (symbols, other sites)
    assert materialize_retrieval(data, second.commit_key).success
    items = pd.read_parquet(data / "parquet" / "symbol_embeddings" / f"{second.commit_key}.parquet")
    meta = _metadata(instance, "symbol_embeddings", second.commit_key)
    assert meta["embedded"].value == len(set(items["text"]) - unions_now) and meta["rows"].value == len(items)
    cached = embeddings.VectorCache(layout.vector_cache(data)).lookup(items["text_hash"])
    assert cached.keys() == set(items["text_hash"])


def test_warm_request_is_answered_from_the_markers_only_while_the_catalog_is_current(tmp_path):
    """The runner skips Dagster when every mapping's marker is there and the catalog was built after the
    newest output; anything newer than the catalog, or a marker gone, sends it through Dagster."""
    from codemap_pipeline import layout, materialized, runner
    from codemap_pipeline.definitions import build_resources
    from codemap_pipeline.storage.catalog import query
    from codemap_pipeline.storage.registry import register_plan

    data = tmp_path / "data"
    plan = [EXAMPLE_PLANS / "top_customers.formatted.txt"]
    first = run_mapping(str(EXAMPLE_REPO), "", plan, data, use_embeddings=False, log=lambda m: None)
    assert materialized.request_answered(data, first.commit_key, first.plan_keys)
    warm = run_mapping(str(EXAMPLE_REPO), "", plan, data, use_embeddings=False, log=lambda m: None)
    assert warm.materialized == [] and len(warm.reused) == 3 and warm.output == first.output

    # another plan materialized outside this request (as a sensor's run would): the catalog is now older
    instance = local_instance(data)
    other = register_plan(data, EXAMPLE_PLANS / "category_sales.formatted.txt")
    instance.add_dynamic_partitions("spark_plans", [other])
    runner.materialize(instance, build_resources(str(data), False), ["plans"], other)
    assert not materialized.request_answered(data, first.commit_key, first.plan_keys)
    again = run_mapping(str(EXAMPLE_REPO), "", plan, data, use_embeddings=False, log=lambda m: None)
    assert again.materialized == [] and again.output == first.output
    assert materialized.request_answered(data, first.commit_key, first.plan_keys)  # the catalog was rebuilt
    plans_seen = query(data / "catalog.duckdb", "select count(distinct plan_key) n from plan_operators")["n"][0]
    assert plans_seen == 2

    # the files are the answer: a mapping whose marker is gone is not answered from leftovers, it is mapped again
    layout.marker_path(data, first.commit_key, first.plan_keys[0]).unlink()
    assert not materialized.request_answered(data, first.commit_key, first.plan_keys)
    third = run_mapping(str(EXAMPLE_REPO), "", plan, data, use_embeddings=False, log=lambda m: None)
    assert [m.split()[0] for m in third.materialized] == ["mapping"] and third.output == first.output
    assert materialized.request_answered(data, first.commit_key, first.plan_keys)


def test_what_the_warm_check_reads_matches_the_definitions():
    from codemap_pipeline import layout, materialized
    from codemap_pipeline.definitions import ASSETS
    from codemap_pipeline.defs.mapping import export_path
    from codemap_pipeline.defs.resources import CodemapSettings
    from codemap_pipeline.storage import catalog

    assert materialized.sql_model_names() == sorted(m.name for m in catalog.load_models())
    keys = {k.to_user_string() for a in ASSETS for k in a.keys}
    assert {materialized.CATALOG_ASSET, *materialized.sql_model_names()} <= keys
    settings = CodemapSettings(data_dir="/tmp/x")
    assert export_path(settings, "r@1", "p-1") == layout.export_path(settings.root, "r@1", "p-1")
    assert materialized.mapping_partition("r@1", "p-1") == str(dg.MultiPartitionKey({"commit": "r@1", "plan": "p-1"}))
