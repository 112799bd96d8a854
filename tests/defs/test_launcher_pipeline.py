"""The pipeline takes a launcher's job from the event log's command line (tests/data/launcher_entry: a real
`spark-submit main.py --job weekly_report ...` run, whose plan the two report jobs explain alike)."""

from pathlib import Path

from codemap_pipeline.runner import run_mapping
from codemap_pipeline.storage.catalog import query

HERE = Path(__file__).resolve().parents[1] / "data" / "launcher_entry"


def test_the_job_the_command_line_names_is_mapped(tmp_path):
    (log,) = (HERE / "eventlog").iterdir()
    run_mapping(str(HERE / "repo"), "", [log], tmp_path, use_embeddings=False, log=lambda m: None)
    picked = query(tmp_path / "catalog.duckdb", """
        select distinct m.file from code_mappings m join plan_operators o using (plan_key, plan_index, node_index)
        where m.rank = 0 and o.plan_title like 'showString%' and m.file is not null""")
    assert set(picked["file"]) == {"jobs/weekly_report.py"}
