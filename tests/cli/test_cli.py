"""The `codemap` command as a user runs it: a subprocess, real files, exit codes and output."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from support import EXAMPLE_PLANS, EXAMPLE_REPO, ROOT

CODEMAP = [sys.executable, "-m", "codemap_pipeline.cli"]


def codemap(*args, data_dir: Path | None = None, cwd: Path | None = None):
    extra = ["--data-dir", str(data_dir)] if data_dir else []
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "NO_COLOR": "1"}
    return subprocess.run([*CODEMAP, *extra, *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=600)


@pytest.fixture(scope="module")
def mapped(tmp_path_factory):
    data = tmp_path_factory.mktemp("cli")
    out = data / "out.json"
    plans = sorted(str(p) for p in EXAMPLE_PLANS.glob("*.formatted.txt"))
    first = codemap("map", "--repo", str(EXAMPLE_REPO), "--plan", *plans, "--out", str(out), "--no-embeddings",
                    data_dir=data)
    return data, out, plans, first


def test_map_writes_an_entry_per_non_wrapper_node_and_prints_a_table(mapped):
    data, out, plans, first = mapped
    assert first.returncode == 0, first.stderr
    export = json.loads(out.read_text())
    expected = 0
    for plan in plans:
        parsed = json.loads(codemap("plan", plan, "--json").stdout)
        expected += sum(1 for n in parsed["plans"][0]["nodes"] if not n["wrapper"])
    assert len(export["mappings"]) == expected == export["statistics"]["totalNodes"]
    header = first.stdout.splitlines()[0].split()
    assert header == ["plan", "node", "operator", "where", "symbol", "conf", "status"]
    assert "retail_jobs/sales.py:19-23" in first.stdout
    assert "reused 0 materialized partition(s)" in first.stdout
    # one line per stage; Dagster's own log lines only with --verbose
    assert "dagster - INFO" not in first.stderr and "indexed 1/" not in first.stderr
    assert [line.split()[:2] for line in first.stderr.splitlines() if line.startswith("running")] == \
        [["running", "index"]] + [["running", "plan"]] * len(plans) + [["running", "mapping"]] * len(plans)


def test_second_run_reuses_the_cache_and_says_so(mapped):
    data, out, plans, first = mapped
    second = codemap("map", "--repo", str(EXAMPLE_REPO), "--plan", *plans, "--no-embeddings", data_dir=data)
    assert second.returncode == 0, second.stderr
    assert f"reused {1 + 2 * len(plans)} materialized partition(s), ran 0" in second.stdout
    assert "running" not in second.stderr and "reused " not in second.stderr   # a count, not a list
    verbose = codemap("map", "--repo", str(EXAMPLE_REPO), "--plan", plans[0], "--no-embeddings", "--verbose",
                      data_dir=data)
    assert verbose.returncode == 0 and "reused   index" in verbose.stderr


def test_warm_run_answers_without_starting_dagster(mapped):
    """Everything materialized and the catalog current: the stored exports answer, Dagster is not imported."""
    data, out, plans, first = mapped
    warm_out = data / "warm.json"
    script = ("import sys; from codemap_pipeline.cli import main; code = main(sys.argv[1:]); "
              "print('dagster imported:', 'dagster' in sys.modules, 'torch imported:', 'torch' in sys.modules, "
              "'pandas imported:', 'pandas' in sys.modules); sys.exit(code)")
    result = subprocess.run([sys.executable, "-c", script, "--data-dir", str(data), "map", "--repo", str(EXAMPLE_REPO),
                             "--plan", *plans, "--out", str(warm_out)],
                            capture_output=True, text=True, timeout=600, env={**os.environ, "NO_COLOR": "1"})
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "dagster imported: False torch imported: False pandas imported: False"
    assert f"reused {1 + 2 * len(plans)} materialized partition(s), ran 0" in result.stdout
    assert json.loads(warm_out.read_text()) == json.loads(out.read_text())


def test_the_command_leaves_without_finalizing_the_interpreter(tmp_path):
    """`codemap` on the process's own arguments exits once its outputs are written, skipping the interpreter's
    teardown (atexit handlers, every module's objects: ~1 s with torch and Dagster loaded); what it printed
    to a pipe is whole and its exit status is kept. Called with arguments (a test, the API) it returns."""
    script = ("import atexit, sys; atexit.register(lambda: print('finalized', file=sys.stderr)); "
              "from codemap_pipeline.cli import main; main()")
    plan = sorted(EXAMPLE_PLANS.glob("*.formatted.txt"))[0]
    env = {**os.environ, "NO_COLOR": "1"}
    ok = subprocess.run([sys.executable, "-c", script, "plan", str(plan), "--json"], capture_output=True, text=True,
                        env=env, timeout=600)
    assert ok.returncode == 0, ok.stderr
    assert "finalized" not in ok.stderr
    assert json.loads(ok.stdout)["plans"][0]["nodes"]   # the whole JSON, flushed before leaving
    bad = subprocess.run([sys.executable, "-c", script, "plan", str(tmp_path / "missing.txt")], capture_output=True,
                         text=True, env=env, timeout=600)
    assert bad.returncode == 2 and "finalized" not in bad.stderr and "no such file" in bad.stderr
    returned = subprocess.run([sys.executable, "-c", script.replace("main()", "print('returned', main(sys.argv[1:]))"),
                               "plan", str(plan)], capture_output=True, text=True, env=env, timeout=600)
    assert returned.stdout.splitlines()[-1] == "returned 0" and "finalized" in returned.stderr


def test_the_command_collects_cycles_less_often():
    """The command's own process raises the cycle collector's thresholds (a cold 10,000-file map spent a
    quarter of its time rescanning long-lived objects); called with arguments, main leaves them alone."""
    plan = str(sorted(EXAMPLE_PLANS.glob("*.formatted.txt"))[0])
    env = {**os.environ, "NO_COLOR": "1"}
    entry = ("import gc, os; os._exit = lambda status: print('thresholds', *gc.get_threshold()); "
             "from codemap_pipeline.cli import main; main()")
    result = subprocess.run([sys.executable, "-c", entry, "plan", plan], capture_output=True, text=True, env=env,
                            timeout=600)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "thresholds 10000 20 10"
    called = ("import gc, sys; from codemap_pipeline.cli import main; before = gc.get_threshold(); "
              "main(sys.argv[1:]); print('unchanged', gc.get_threshold() == before)")
    result = subprocess.run([sys.executable, "-c", called, "plan", plan], capture_output=True, text=True, env=env,
                            timeout=600)
    assert result.stdout.splitlines()[-1] == "unchanged True", result.stderr


def test_the_entry_the_user_names_is_a_new_reading_of_the_plan(mapped):
    """`--entry` registers the plan again with that entry (a new plan partition, mapped anew, the index
    reused) and the mapper reads the plan as that program: naming the wrong script costs the picks
    outside it their confidence."""
    data, out, plans, first = mapped
    plan = next(p for p in plans if "revenue_by_country" in p)
    told = data / "told.json"
    result = codemap("map", "--repo", str(EXAMPLE_REPO), "--plan", plan, "--entry", "retail_jobs/reports.py",
                     "--out", str(told), "--no-embeddings", data_dir=data)
    assert result.returncode == 0, result.stderr
    assert [line.split()[:2] for line in result.stderr.splitlines() if line.startswith("running")] == \
        [["running", "plan"], ["running", "mapping"]]
    plain = {m["dagNodeId"]: m for m in json.loads(out.read_text())["mappings"] if "revenue_by_country" in m["plan"]}
    wrong = {m["dagNodeId"]: m for m in json.loads(told.read_text())["mappings"]}
    assert plain["25"]["mappedCode"]["file"] == "retail_jobs/sales.py" and plain["25"]["confidenceStatus"] == "confirmed"
    assert wrong["25"]["confidence"] < plain["25"]["confidence"]


def test_sql_over_the_catalog(mapped):
    data, *_ = mapped
    result = codemap("sql", "select plan_key, nodes from plan_status_summary order by plan_key", data_dir=data)
    assert result.returncode == 0, result.stderr
    assert "revenue_by_country-formatted" in result.stdout
    bad = codemap("sql", "select * from no_such_table", data_dir=data)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and "no_such_table" in bad.stderr


def test_plan_json_gives_sparks_own_ids():
    path = EXAMPLE_PLANS / "top_customers.formatted.txt"
    result = codemap("plan", str(path), "--json")
    assert result.returncode == 0
    parsed = json.loads(result.stdout)
    assert parsed["path"] == str(path) and parsed["errors"] == []
    nodes = {n["id"]: n for n in parsed["plans"][0]["nodes"]}
    assert nodes[18]["operator"] == "SortMergeJoin" and nodes[17]["parent"] == 18
    assert nodes[20]["operator"] == "TakeOrderedAndProject"


@pytest.mark.parametrize("args, needle", [
    (["plan", "{tmp}/not_a_plan.txt"], "not_a_plan.txt:1"),
    (["plan", "{tmp}/missing.txt"], "missing.txt"),
    (["map", "--repo", "{tmp}/no-such-repo", "--plan", str(EXAMPLE_PLANS / "top_customers.simple.txt")],
     "no-such-repo"),
    (["map", "--repo", "file://{tmp}/gone.git", "--plan", str(EXAMPLE_PLANS / "top_customers.simple.txt")],
     "CLONE_FAILED"),
    (["map", "--repo", str(EXAMPLE_REPO), "--plan", "{tmp}/not_a_plan.txt"], "not a Spark plan"),
    (["map", "--repo", str(EXAMPLE_REPO), "--plan", "{tmp}/missing.txt"], "missing.txt: no such file or folder"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, args, needle):
    (tmp_path / "not_a_plan.txt").write_text("SELECT * FROM orders WHERE status = 'complete'\n")
    result = codemap(*[a.format(tmp=tmp_path) for a in args], data_dir=tmp_path / "data")
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert "Traceback" not in result.stderr
    assert any(needle in line for line in lines), result.stderr
    assert all(line.startswith(("codemap: error:", str(tmp_path))) for line in lines if "checking out" not in line)


def test_eval_scores_the_accuracy_cases(tmp_path):
    out = tmp_path / "summary.json"
    result = codemap("eval", str(ROOT / "bench" / "cases"), "--json", str(out))
    assert result.returncode == 0, result.stderr
    header, overall = result.stdout.splitlines()[:2]
    assert header.split() == ["nodes", "line@1", "line@3", "symbol@1", "conf.prec", "confirmed"]
    summary = json.loads(out.read_text())
    assert overall.split()[:2] == ["overall", str(summary["overall"]["nodes"])]
    assert summary["overall"]["nodes"] >= 200 and 0.9 <= summary["overall"]["line@1"] <= 1.0
    assert codemap("eval", str(tmp_path / "none")).returncode == 2


def test_map_writes_a_report_per_plan(tmp_path):
    plans = [str(EXAMPLE_PLANS / "top_customers.formatted.txt"), str(EXAMPLE_PLANS / "category_sales.formatted.txt")]
    report = tmp_path / "plan.html"
    result = codemap("map", "--repo", str(EXAMPLE_REPO), "--plan", *plans, "--no-embeddings",
                     "--report", str(report), data_dir=tmp_path / "data")
    assert result.returncode == 0, result.stderr
    first, second = report.read_text(), (tmp_path / "plan-2.html").read_text()
    assert "top_customers" in first and "category_sales" in second
    assert "retail_jobs/sales.py" in first and "<script src=" not in first


def test_index_dry_run_counts_without_parsing(tmp_path):
    (tmp_path / "a.py").write_text("def f(spark):\n    return spark.read.parquet('/x').filter('a > 1')\n")
    (tmp_path / "b.py").write_text("def broken(:\n")
    dry = json.loads(codemap("index", str(tmp_path), "--dry-run", "--json").stdout)
    assert dry["files"] == 2 and dry["by_language"] == {"python": 2} and dry["estimated_embedding_items"] > 0
    full = json.loads(codemap("index", str(tmp_path), "--json").stdout)
    assert full["files"] == 2 and full["sites"] == 2 and list(full["parse_failures"]) == ["b.py"]
    assert codemap("index", str(tmp_path / "nope")).returncode == 2


def test_a_missing_file_reads_the_same_from_every_command(tmp_path):
    missing = tmp_path / "nope.txt"
    plan = codemap("plan", str(missing))
    mapped = codemap("map", "--repo", str(EXAMPLE_REPO), "--plan", str(missing), data_dir=tmp_path / "data")
    assert plan.returncode == mapped.returncode == 2
    assert plan.stderr.strip() == mapped.stderr.strip() == f"codemap: error: {missing}: no such file or folder"


def _map_repo(repo: Path, tmp_path: Path):
    return codemap("map", "--repo", str(repo), "--plan", str(EXAMPLE_PLANS / "top_customers.formatted.txt"),
                   "--no-embeddings", data_dir=tmp_path / "data")


def test_a_repo_with_nothing_to_index_exits_2_saying_why(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    result = _map_repo(empty, tmp_path)
    errors = [line for line in result.stderr.splitlines() if line.startswith("codemap: error:")]
    assert result.returncode == 2 and errors == [f"codemap: error: {empty}: nothing to index: it holds no file"]
    assert result.stdout == ""
    (empty / "README.md").write_text("no code here\n")
    result = _map_repo(empty, tmp_path)
    assert result.returncode == 2 and "nothing to index: its one file is excluded" in result.stderr


def test_files_that_fail_to_parse_are_counted_and_pointed_at(tmp_path):
    repo = tmp_path / "repo"
    repo.mkdir()
    for name in ("a.py", "b.py"):
        (repo / name).write_text("def broken(:\n")
    result = _map_repo(repo, tmp_path)
    assert result.returncode == 2
    assert "nothing to index: every one of its 2 files failed to parse; see code_files.parse_error" in result.stderr
    (repo / "c.py").write_text("def f(spark):\n    return spark.read.parquet('/x')\n")
    result = _map_repo(repo, tmp_path)
    assert result.returncode == 0, result.stderr
    warnings = [line for line in result.stderr.splitlines() if "failed to parse" in line]
    assert len(warnings) == 1 and warnings[0].startswith("codemap: warning: 2 of 3 files failed to parse; see "
                                                         "code_files.parse_error")
