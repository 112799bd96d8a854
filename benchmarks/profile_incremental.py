"""Profile the code index stage of a 1%-changed commit, as benchmarks/worker.py replays it (previous rows from
Parquet, index, rows -> frames, site index build + store), under cProfile.

    python -m benchmarks.profile_incremental --files 10000 --work /tmp/prof    # cold state kept in --work
    python -m benchmarks.profile_incremental --files 10000 --work /tmp/prof --top 40 --sort tottime

The cold commit (generated repository, its Parquet tables and stored site index) is made once in --work and
reused by later runs; each run checks out the changed commit anew and profiles only its stage.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import shutil
import sys
import time
from pathlib import Path

from benchmarks.generate import generate_repo, touch_commit


def cold(work: Path, files: int) -> None:
    """The first commit indexed, its tables written and its site index stored, as the code index asset does."""
    from codemap_pipeline.code.indexer import run_index
    from codemap_pipeline.defs.code_index import index_tables, store_site_index
    from codemap_pipeline.repos.checkout import checkout
    from codemap_pipeline.storage.parquet import write_parquet

    source, data = work / "source", work / "data"
    generate_repo(source, files, 7)
    co = checkout(str(source), "", work / "cache")
    run = run_index(co.path)
    frames = index_tables(run, None, co.partition_key)
    for name, frame in frames.items():
        write_parquet(frame, data / "parquet" / name / f"{co.partition_key}.parquet")
    store_site_index(data, co.partition_key, run, frames, None, None, None)
    commit, _ = touch_commit(source, 0.01)
    (work / "commit").write_text(commit)


def changed_checkout(work: Path):
    from codemap_pipeline.repos.checkout import checkout
    return checkout(str(work / "source"), (work / "commit").read_text(), work / "cache")


def stage(work: Path, co) -> dict[str, float]:
    """The 1%-changed commit's stage (`co`: its checkout); seconds per step."""
    from codemap_pipeline import collector, layout
    from codemap_pipeline.code.indexer import run_index
    from codemap_pipeline.defs.code_index import (build_site_index, commit_sites, index_fingerprint, index_tables,
                                                  previous_parts, previous_tables, rows_of)
    from codemap_pipeline.mapping import site_index

    data = work / "data"
    took, at, cpu = {}, time.perf_counter(), time.process_time()

    def step(name):
        nonlocal at, cpu
        now, now_cpu = time.perf_counter(), time.process_time()
        took[name], took[name + " (cpu)"], at, cpu = now - at, now_cpu - cpu, now, now_cpu

    before, key = previous_tables(data / "parquet", co.partition_key)
    previous = rows_of(before, carried=True)
    step("previous rows")
    run = run_index(co.path, previous=previous)
    step("index")
    frames = index_tables(run, before, co.partition_key)
    step("frames")
    with collector.paused():   # as code_index.store_site_index pauses it for these three steps
        parts = previous_parts(data, before, key, previous, run)
        step("site index: previous parts")
        index = build_site_index(commit_sites(run, frames), frames["code_links"], frames["code_symbols"], parts)
        step("site index: build")
        site_index.store(index, layout.site_index_path(data, co.partition_key),
                         index_fingerprint(frames["code_files"], frames["spark_sites"]))
        step("site index: store")
    return took


def warm_imports() -> None:
    """Import what the stage uses first: in the asset (and the benchmark) the cold commit has imported it all."""
    import importlib
    import pkgutil

    import codemap_pipeline.defs.code_index  # noqa: F401  (Dagster, the asset's helpers)
    for package in ("code", "mapping", "storage", "plans"):
        found = importlib.import_module(f"codemap_pipeline.{package}")
        for module in pkgutil.iter_modules(found.__path__):
            importlib.import_module(f"codemap_pipeline.{package}.{module.name}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--work", type=Path, required=True, help="folder keeping the cold commit between runs")
    parser.add_argument("--fresh", action="store_true", help="make the cold commit again")
    parser.add_argument("--top", type=int, default=50)
    parser.add_argument("--sort", default="cumulative")
    parser.add_argument("--no-profile", action="store_true", help="only time the steps")
    args = parser.parse_args(argv)
    if args.fresh:
        shutil.rmtree(args.work, ignore_errors=True)
    if not (args.work / "commit").exists():
        args.work.mkdir(parents=True, exist_ok=True)
        cold(args.work, args.files)
    warm_imports()
    if args.no_profile:
        took = stage(args.work, changed_checkout(args.work))
    else:
        profile = cProfile.Profile()
        took = profile.runcall(stage, args.work, changed_checkout(args.work))
        pstats.Stats(profile).sort_stats(args.sort).print_stats(args.top)
    wall = {k: v for k, v in took.items() if not k.endswith("(cpu)")}
    print("  ".join(f"{k} {v:.2f} s ({took[k + ' (cpu)']:.2f} cpu)" for k, v in wall.items())
          + f"  whole {sum(wall.values()):.2f} s ({sum(v for k, v in took.items() if k.endswith('(cpu)')):.2f} cpu)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
