"""One repository size, in its own process so peak memory does not mix between sizes.

    python -m benchmarks.worker --files 1000 --plans a.txt,b.txt,c.txt --out result.json [--no-embeddings]

Stages, each timed with its own peak resident memory (VmHWM, reset before each stage through
/proc/self/clear_refs; where that is not allowed the figure is the process peak so far):
generate (not a Codemap stage), clone, index (parse, sites, dataflow), the site index (built and
stored by the code index; loaded by each mapping run), embeddings (model load separately), plan
parsing, mapping (one row per plan file against the loaded site index, name evidence only: no
embeddings, no LLM), writes (Parquet of the index and the mappings, the JSON export), then the unchanged re-index
(warm) and a commit changing 1% of the files (incremental: checkout, index, and what else the code index
asset does for it: its rows as frames, its site index built and stored reusing the previous commit's
per-file parts, the previous rows read from Parquet; embeddings).
"""

from __future__ import annotations

import argparse
import gc
import json
import re
import resource
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.generate import generate_repo, touch_commit


# What the code index asset does for a commit, by the rows measuring each part (Parquet writes by the IO manager
# are not counted: they are timed with the mapping's in "writes").
WHOLE_STAGE = {
    "cold": ["index (parse, sites, dataflow)", "index rows -> frames", "site index: build + store"],
    "1%-changed commit": ["incremental: previous rows from Parquet", "incremental: index", "incremental: rows -> frames",
                          "incremental: site index build + store"],
}


def _hwm_kb() -> int | None:
    try:
        return int(re.search(r"VmHWM:\s+(\d+)", Path("/proc/self/status").read_text()).group(1))
    except (OSError, AttributeError):
        return None


def _reset_hwm() -> bool:
    try:
        Path("/proc/self/clear_refs").write_text("5")
        return True
    except OSError:
        return False


class _CollectorTime:
    """Seconds the cycle collector ran (gc.callbacks), to tell its pauses from the stage's own work."""

    def __init__(self):
        self.seconds, self._start = 0.0, 0.0
        gc.callbacks.append(self._note)

    def _note(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.seconds += time.perf_counter() - self._start


class Stages:
    def __init__(self):
        self.rows: list[dict] = []
        self.collector = _CollectorTime()

    def run(self, name: str, fn, unit: str = "", count=None, note: str = ""):
        """Time `fn()`; `count(result)` (or an int) gives how many `unit` it handled."""
        reset = _reset_hwm()
        start, cpu, collected = time.perf_counter(), time.process_time(), self.collector.seconds
        result = fn()
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        collected = self.collector.seconds - collected
        peak = _hwm_kb() if reset else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        n = count(result) if callable(count) else count
        self.rows.append({"stage": name, "seconds": round(seconds, 3), "cpu_seconds": round(cpu, 3),
                          "gc_seconds": round(collected, 3), "count": n, "unit": unit,
                          "per_second": round(n / seconds, 1) if n and seconds > 0 else None,
                          "peak_mb": round(peak / 1024, 1) if peak else None, "note": note})
        print(f"  {name:<30} {seconds:8.2f} s ({cpu:7.2f} cpu, {collected:5.2f} gc)  {'' if n is None else f'{n:>8} {unit}':<22}"
              f"{'' if not peak else f'{peak / 1024:8.0f} MB'}  {note}", flush=True)
        return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, required=True)
    parser.add_argument("--plans", required=True, help="comma-separated plan files (the real plans)")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--no-embeddings", action="store_true")
    parser.add_argument("--embed-sample", type=int, default=0,
                        help="embed only this many items (a fixed sample) and project the full time from the rate")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--profile", type=Path, help="write a pyinstrument HTML profile of index+mapping here")
    args = parser.parse_args(argv)

    from codemap_pipeline.code.indexer import run_index
    from codemap_pipeline.mapping.export import mapping_output, mappings_frame, to_json
    from codemap_pipeline import layout
    from codemap_pipeline.defs.code_index import index_tables, previous_tables, rows_of, store_site_index
    from codemap_pipeline.mapping import site_index
    from codemap_pipeline.mapping.mapper import map_plan
    from codemap_pipeline.plans.files import parse_plan_file
    from codemap_pipeline.repos.checkout import checkout
    from codemap_pipeline.storage.frames import operators_frame
    from codemap_pipeline.storage.parquet import write_parquet, write_text_atomic

    profiler = None
    if args.profile:
        from pyinstrument import Profiler
        profiler = Profiler(interval=0.005)

    st = Stages()
    print(f"== {args.files} files", flush=True)
    with tempfile.TemporaryDirectory(prefix="codemap-bench-") as tmp:
        tmp = Path(tmp)
        source = tmp / "source"
        st.run("generate repository", lambda: generate_repo(source, args.files, args.seed), "files", args.files,
               note="not Codemap: writing the test input")
        cache = tmp / "cache"
        co = st.run("clone", lambda: checkout(str(source), "", cache), "files", args.files)
        if profiler:
            profiler.start()
        run = st.run("index (parse, sites, dataflow)", lambda: run_index(co.path), "files", lambda r: len(r.files))
        if profiler:
            profiler.stop()
        files, symbols, links, sites = run.rows()
        print(f"     {len(files)} files, {len(symbols)} symbols, {len(links)} links, {len(sites)} sites, "
              f"{sum(1 for f in files if f.parse_error)} not parsed", flush=True)
        key = co.partition_key
        frames = {}

        def to_frames():   # Arrow tables, as the code index asset yields them
            frames.update(index_tables(run, None, key))
            return sum(len(f) for f in frames.values())

        st.run("index rows -> frames", to_frames, "rows", lambda n: n)

        # as the code index asset does: the mapper's site index built once for the commit and stored
        stored = layout.site_index_path(tmp / "data", key)   # where the next commit's index finds its parts
        built_from = site_index.fingerprint([(f.path, f.content_hash) for f in files], [s.site_id for s in sites])
        st.run("site index: build + store", lambda: store_site_index(tmp / "data", key, run, frames, None, None, None),
               "sites", len(sites), note="once per commit, in the code index stage")
        print(f"     stored: {stored.stat().st_size / 2 ** 20:.0f} MB", flush=True)

        lancedb = tmp / "lancedb"
        items = None
        if not args.no_embeddings:
            from codemap_pipeline.code import embeddings
            from codemap_pipeline.defs.code_index import embedding_items
            st.run("embeddings: model load", embeddings.load_model)
            items = embedding_items(frames["code_symbols"].to_pandas(), frames["spark_sites"].to_pandas())
            total_items = len(items)
            if args.embed_sample and args.embed_sample < len(items):
                items = items.sample(n=args.embed_sample, random_state=args.seed).reset_index(drop=True)
            row_note = "unique texts only, one batch"
            st.run("embeddings (encode + LanceDB)",
                   lambda: embeddings.store_embeddings(str(lancedb), key, items), "items", len(items),
                   note=row_note if len(items) == total_items else
                   f"SAMPLE of {len(items)} of {total_items} items")
            if len(items) < total_items:
                row = st.rows[-1]
                projected = total_items / row["per_second"]
                st.rows.append({"stage": "embeddings, all items (projected)", "seconds": round(projected, 1),
                                "cpu_seconds": None, "count": total_items, "unit": "items",
                                "per_second": row["per_second"], "peak_mb": None,
                                "note": f"projected from the sample's rate, not measured"})
                print(f"  embeddings, all {total_items} items: ~{projected:.0f} s projected", flush=True)

        plan_paths = [Path(p) for p in args.plans.split(",") if p]
        parsed = {}

        def parse_all():
            for path in plan_paths:
                parsed[path] = parse_plan_file(path)
                operators_frame(path.stem, parsed[path])
            return sum(len(p.nodes) for plans in parsed.values() for p in plans)

        st.run("plan parsing", parse_all, "nodes", lambda n: n, note=f"{len(plan_paths)} plan files")

        mapped_frames = []
        if profiler:
            profiler.start()
        for path in plan_paths:
            plans = parsed[path]
            nodes = sum(len(p.nodes) for p in plans)

            # as the code_mappings asset does: a run loads the commit's stored site index, then maps
            # every plan of the file against it
            loaded = st.run(f"site index: load ({nodes}-node run)", lambda: site_index.load(stored, built_from),
                            "sites", len(sites), note="a mapping run's first step")

            def map_file(plans=plans, path=path, loaded=loaded):
                out = []
                for index, plan in enumerate(plans):
                    mapped = map_plan(plan.nodes, loaded.sites, None, index=loaded)
                    out.append(mappings_frame(key, path.stem, index, mapped))
                return out

            got = st.run(f"mapping {nodes}-node plan", map_file, "nodes", nodes,
                         note=f"{path.parent.name}/{path.name}, {len(plans)} plan(s), no LLM, index loaded")
            mapped_frames.extend(got)
        if profiler:
            profiler.stop()

        out_dir = tmp / "data"

        def write_all():
            import pandas as pd
            n = 0
            for name, frame in frames.items():
                write_parquet(frame, out_dir / "parquet" / name / f"{key}.parquet")
                n += len(frame)
            mapping = pd.concat(mapped_frames, ignore_index=True)
            write_parquet(mapping, out_dir / "parquet" / "code_mappings" / f"{key}.parquet")
            write_text_atomic(to_json(mapping_output(mapping, len(files), len(symbols))),
                              out_dir / "exports" / key / "all.json")
            return n + len(mapping)

        st.run("writes (Parquet + JSON)", write_all, "rows", lambda n: n)

        st.run("re-index, nothing changed", lambda: run_index(co.path, previous=run.rows()), "files", lambda r: len(r.files))
        commit, changed = st.run("incremental: commit", lambda: touch_commit(source, 0.01), note="not Codemap")
        co2 = st.run("incremental: clone", lambda: checkout(str(source), commit, cache), "files", args.files)
        # the whole code index asset for the new commit, in its order: the previous commit's rows read back from
        # Parquet, the index, its rows as frames, the mapper's site index built and stored
        before = {}

        def read_previous():
            tables, before["key"] = previous_tables(out_dir / "parquet", co2.partition_key)
            before["tables"] = tables
            return rows_of(tables, carried=True)

        previous = st.run("incremental: previous rows from Parquet", read_previous,
                          "rows", lambda r: sum(len(rows) for rows in r if rows is not None),
                          note="as the code index asset reads them (links and sites stay a table)")
        run2 = st.run("incremental: index", lambda: run_index(co2.path, previous=previous), "files", lambda r: len(r.files),
                      note=f"{changed} files changed")
        print(f"     parsed {len(run2.parsed)}, reused {len(run2.reused)}", flush=True)
        frames2 = {}

        def to_frames2():   # the unchanged files' rows carried over from the previous commit's tables
            frames2.update(index_tables(run2, before["tables"], co2.partition_key))
            return sum(len(f) for f in frames2.values())

        st.run("incremental: rows -> frames", to_frames2, "rows", lambda n: n)
        # as the asset does: the parts of the files whose sites are the same come from the previous commit's index
        st.run("incremental: site index build + store", lambda: store_site_index(
            out_dir, co2.partition_key, run2, frames2, before["tables"], before["key"], previous), "sites",
            len(frames2["spark_sites"]), note="the previous commit's parts read and reused")
        whole = {case: sum(r["seconds"] for r in st.rows if r["stage"] in stages) for case, stages in WHOLE_STAGE.items()}
        # CPU seconds too: on a machine shared with other work, wall time says more about the others
        whole_cpu = {case: sum(r["cpu_seconds"] for r in st.rows if r["stage"] in stages)
                     for case, stages in WHOLE_STAGE.items()}
        for case, seconds in whole.items():
            st.rows.append({"stage": f"code index stage, whole: {case}", "seconds": round(seconds, 3),
                            "cpu_seconds": round(whole_cpu[case], 3), "count": None, "unit": "", "per_second": None,
                            "peak_mb": None, "note": " + ".join(WHOLE_STAGE[case])})
        inc = "1%-changed commit"
        print(f"  code index stage, whole: cold {whole['cold']:.2f} s, {inc} {whole[inc]:.2f} s"
              f" ({whole[inc] / whole['cold']:.1%}); CPU: cold {whole_cpu['cold']:.2f} s, {inc} {whole_cpu[inc]:.2f} s"
              f" ({whole_cpu[inc] / whole_cpu['cold']:.1%})", flush=True)
        if items is not None and len(items) == total_items:
            from codemap_pipeline.code import embeddings
            from codemap_pipeline.defs.code_index import embedding_items
            items2 = embedding_items(frames2["code_symbols"].to_pandas(), frames2["spark_sites"].to_pandas())
            counts = st.run("incremental: embeddings", lambda: embeddings.store_embeddings(
                str(lancedb), co2.partition_key, items2), "items", len(items2))
            print(f"     {counts}", flush=True)

    summary = {"files": args.files, "embeddings": not args.no_embeddings, "stages": st.rows,
               "index": {"files": len(files), "symbols": len(symbols), "links": len(links), "sites": len(sites)},
               "incremental": {"changed": changed, "parsed": len(run2.parsed), "reused": len(run2.reused)},
               # resetting VmHWM per stage also resets ru_maxrss: the process peak is the largest stage peak
               "process_peak_mb": max([r["peak_mb"] for r in st.rows if r["peak_mb"]]
                                      + [round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)])}
    args.out.write_text(json.dumps(summary, indent=2))
    if profiler:
        args.profile.write_text(profiler.output_html())
        print(profiler.output_text(unicode=False, color=False, show_all=False)[:20000])
    return 0


if __name__ == "__main__":
    sys.exit(main())
