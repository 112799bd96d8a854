"""The code index stage by shard, with 1 and with 2 processes: `code_shards` (each shard's files parsed in
its own step) and `code_index` (the link steps across shards, the rows, the site index) in one Dagster run
under the multiprocess executor, `max_concurrent` 1 then 2, on a generated repository, each from a fresh data
folder (so a cold index: the clone too), each setting `--repeats` times, alternating.

    python -m benchmarks.shards --files 10000 --shards 2 --processes 1,2 --repeats 2
    python -m benchmarks --shards ...            # the same, printed with the other figures

Per run: the wall time of the run (the step processes' start-up included: each step is a process that loads
the definitions), each step's own time, each shard's files, parse time and process peak (from the
`code_shards` observations), and the peak memory of the whole process tree.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def code_job():
    """The `code` group (checkout, shards, index) as a job on the plain multiprocess executor, so a run's
    config sets max_concurrent. Module level: Dagster's step processes load it again by name."""
    import dagster as dg

    from codemap_pipeline.definitions import ASSETS, build_resources

    job = dg.define_asset_job("bench_code_index", selection=dg.AssetSelection.groups("code"))
    return dg.Definitions(assets=ASSETS, jobs=[job], resources=build_resources(use_embeddings=False),
                          executor=dg.multiprocess_executor).get_job_def("bench_code_index")


def one_run(repo: Path, data: Path, processes: int) -> dict:
    """One cold index run of `repo` in the data folder `data` (CODEMAP_HOME, set by the caller)."""
    import dagster as dg

    from codemap_pipeline import layout
    from codemap_pipeline.defs import partitions
    from codemap_pipeline.repos.checkout import resolve
    from codemap_pipeline.runner import local_instance
    from codemap_pipeline.storage.registry import register_commit

    co = resolve(str(repo), "", layout.checkout_cache(data))
    register_commit(data, co.partition_key, co.repo, "", co.commit)
    instance = local_instance(data)
    partitions.register(instance, [co.partition_key])
    start = time.perf_counter()
    result = dg.execute_job(dg.reconstructable(code_job), instance=instance,
                            tags={"dagster/partition": co.partition_key},
                            run_config={"execution": {"config": {"max_concurrent": processes}}})
    seconds = time.perf_counter() - start
    if not result.success:
        raise SystemExit(f"the index run failed: {[e.message for e in result.get_step_failure_events()]}")
    steps = {e.step_key: round(e.event_specific_data.duration_ms / 1000, 2)
             for e in result.all_events if e.event_type_value == "STEP_SUCCESS"}
    shard_rows = [{k: v.value for k, v in e.event_specific_data.asset_observation.metadata.items()}
                  for e in result.all_events if e.event_type_value == "ASSET_OBSERVATION"]
    return {"processes": processes, "seconds": round(seconds, 2), "steps": steps,
            "shards": sorted(shard_rows, key=lambda r: r["shard"])}


def measure(files: int, shards: int, processes: list[int], repeats: int, tmp: Path) -> list[dict]:
    """Each setting `repeats` times (alternating), a subprocess each, with its process tree's peak."""
    from benchmarks.__main__ import run_measured
    from benchmarks.generate import generate_repo

    repo = tmp / f"shards-{files}-repo"
    if not repo.exists():
        generate_repo(repo, files)
    print(f"== code index stage by shard ({files:,} files, {shards} shards; multiprocess executor)", flush=True)
    rows = []
    for attempt in range(repeats):
        for n in processes:
            data, out = tmp / f"shards-data-{n}-{attempt}", tmp / f"shards-{n}-{attempt}.json"
            env = {**os.environ, "CODEMAP_HOME": str(data), "CODEMAP_SHARDS": str(shards),
                   "CODEMAP_EMBEDDINGS": "0", "PYTHONPATH": os.pathsep.join(
                       filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
            proc, _, peak_mb = run_measured([sys.executable, "-m", "benchmarks.shards", "--one", str(repo),
                                             "--data", str(data), "--processes", str(n), "--out", str(out)],
                                            ROOT, env)
            if proc.returncode != 0:
                raise SystemExit(f"shard run failed: {proc.stderr.strip().splitlines()[-3:]}")
            row = json.loads(out.read_text()) | {"files": files, "peak_mb": round(peak_mb)}
            rows.append(row)
            print("  " + describe(row), flush=True)
    return rows


def describe(row: dict) -> str:
    steps = row["steps"]
    parse = [s for k, s in steps.items() if "parse_shard" in k]
    per_shard = ", ".join(f"#{s['shard']}: {s['files']:,} files {s['seconds']:.1f} s {s['process_peak_mb']:,} MB"
                          for s in row["shards"])
    return (f"{row['processes']} process{'es' if row['processes'] > 1 else ''}: run {row['seconds']:.1f} s "
            f"(tree peak {row['peak_mb']:,} MB); steps: checkout {steps.get('repo_checkout', 0):.1f} s, "
            f"split {steps.get('code_shards.split_commit', 0):.1f} s, parse {' + '.join(f'{p:.1f}' for p in parse)} s, "
            f"index (link, rows, site index) {steps.get('code_index', 0):.1f} s; shards {per_shard}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.shards", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--shards", type=int, default=2)
    parser.add_argument("--processes", default="1,2", help="max_concurrent settings, comma-separated")
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--one", type=Path, help=argparse.SUPPRESS)    # one run, in this process
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        Path(args.out).write_text(json.dumps(one_run(args.one, args.data, int(args.processes))))
        return 0
    with tempfile.TemporaryDirectory(prefix="codemap-shards-") as tmp:
        measure(args.files, args.shards, [int(p) for p in args.processes.split(",")], args.repeats, Path(tmp))
    return 0


if __name__ == "__main__":
    sys.exit(main())
