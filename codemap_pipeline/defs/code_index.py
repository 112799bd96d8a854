"""Assets of the code side: the checkout of a commit and its index (files, symbols, links, Spark sites), what
the mapping reads; and, for search rather than for the mapping, LLM summaries of its functions and the
embeddings of its symbols and sites (group `retrieval`: `codemap map` does not wait for them)."""


import resource
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

import dagster as dg
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from codemap_pipeline import collector, layout, quality
from codemap_pipeline.code import embeddings, indexer, shards, summaries
from codemap_pipeline.code.model import CodeFile, Link, SparkSite, Symbol
from codemap_pipeline.code.indexer import list_repository, run_index
from codemap_pipeline.defs.partitions import commit_partitions
from codemap_pipeline.llm import Budget, LlmConfig
from codemap_pipeline.mapping import site_index
from codemap_pipeline.mapping.file_uses import FileUses
from codemap_pipeline.defs.resources import CodemapSettings
from codemap_pipeline.repos.checkout import CheckoutError, checkout, is_git_url
from codemap_pipeline.storage import tables
from codemap_pipeline.storage.file_rows import FileRows
from codemap_pipeline.storage.frames import records_from_frame, records_from_table
from codemap_pipeline.storage.parquet import read_table
from codemap_pipeline.storage.registry import commit_entry

CLONE_RETRIES = 2


def retry_delay(kind: str, repo: str, attempt: int) -> int | None:
    """Seconds to wait before cloning again, or None when retrying cannot help: a remote clone can fail
    for passing reasons (5 s, then 10 s); a missing ref or a local folder will not get better."""
    if kind == "CLONE_FAILED" and is_git_url(repo) and attempt < CLONE_RETRIES:
        return 5 * 2 ** attempt
    return None


@dg.asset(partitions_def=commit_partitions, group_name="code", kinds={"git", "parquet"})
def repo_checkout(context: dg.AssetExecutionContext, settings: CodemapSettings) -> pd.DataFrame:
    """The repository's work tree at one commit, cloned into the checkout cache."""
    entry = commit_entry(settings.root, context.partition_key)
    try:
        co = checkout(entry["repo"], entry["commit"], settings.checkout_cache)
    except CheckoutError as exc:
        # A clone over the network can fail for passing reasons; a missing ref will not get better.
        delay = retry_delay(exc.kind, entry["repo"], getattr(context, "retry_number", 0))
        if delay is not None:
            raise dg.RetryRequested(max_retries=CLONE_RETRIES, seconds_to_wait=delay) from exc
        raise
    context.add_output_metadata({"repo": entry["repo"], "commit": co.commit, "work_tree": str(co.path)})
    return pd.DataFrame([{"partition": context.partition_key, "repo": entry["repo"], "ref": entry["ref"],
                          "commit": co.commit, "path": str(co.path)}])


# ---- the commit's files parsed by shard (code/shards.py): steps the multiprocess executor runs in parallel
# processes, and Dagster's Kubernetes or Celery executors on separate pods or workers. One run holds them all,
# so a small repository (one shard) costs no run more; the index below reads their parses back.

SHARD_STEPS_IO = "shard_steps_io"


@dg.op(out=dg.DynamicOut(io_manager_key=SHARD_STEPS_IO))
def split_commit(context: dg.OpExecutionContext, settings: CodemapSettings, repo_checkout: pd.DataFrame):
    """The commit's files by shard (a hash of each file's folder), one output per shard that holds any."""
    listing = list_repository(Path(repo_checkout["path"].iloc[0]))
    count = shards.shard_count(len(listing.entries), settings.shards, settings.shard_min_files)
    # parses of an earlier attempt (maybe with another shard count) must not mix with this one's
    shutil.rmtree(layout.shard_parses(settings.root, context.partition_key), ignore_errors=True)
    for shard in shards.split(listing, count, previous_hashes(settings.parquet_root, context.partition_key)):
        yield dg.DynamicOutput(shard, mapping_key=shard.name)


@dg.op(out=dg.Out(io_manager_key=SHARD_STEPS_IO))
def parse_shard(context: dg.OpExecutionContext, settings: CodemapSettings, shard: shards.Shard) -> dict:
    """Parse one shard's files (those changed since the previous commit) and leave them for the index."""
    def progress(done: int, total: int, path: str) -> None:
        if done == total or done % max(1, total // 5) == 0:
            context.log.info(f"{shard.name}: parsed {done}/{total} files ({path})")

    start = time.perf_counter()
    parsed = shards.parse_shard(shard, progress)
    shards.store(parsed, layout.shard_parses(settings.root, context.partition_key) / f"{shard.name}.pickle")
    summary = shards.summary(shard, parsed)
    # an event on the code_shards asset per shard, so the UI shows each one beside the materialization; the
    # step's time and its process's peak memory (a step's own process under the multiprocess executor, a
    # pod's on a cluster) size the workers
    context.log_event(dg.AssetObservation(asset_key="code_shards", partition=context.partition_key, metadata={
        **summary, "seconds": round(time.perf_counter() - start, 2),
        "process_peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)}))
    return summary


@dg.op
def shard_table(summaries: list[dict]) -> dg.Output[pd.DataFrame]:
    frame = pd.DataFrame(sorted(summaries, key=lambda s: s["shard"]),
                         columns=["shard", "of", "files", "parsed", "symbols", "sites", "parse_failures"])
    return dg.Output(frame, metadata={"shards": len(frame), "files": int(frame["files"].sum()),
                                      "parsed": int(frame["parsed"].sum()),
                                      "by_shard": dg.MetadataValue.md(frame.to_markdown(index=False))})


@dg.graph_asset(partitions_def=commit_partitions, group_name="code", kinds={"python", "parquet"})
def code_shards(repo_checkout: pd.DataFrame):
    """The commit's files parsed shard by shard (files, parsed, symbols, sites and parse failures per shard;
    CODEMAP_SHARDS shards, one below CODEMAP_SHARD_MIN_FILES files). code_index links them across files."""
    return shard_table(split_commit(repo_checkout).map(parse_shard).collect())


def _markdown(frame: pd.DataFrame, columns: list[str], n: int = 10) -> dg.MetadataValue:
    return dg.MetadataValue.md(frame[columns].head(n).to_markdown(index=False) if len(frame) else "_empty_")


SYMBOL_IDS_UNIQUE = "symbol_ids_unique"
SITE_IDS_UNIQUE = "site_ids_unique"
PARSE_FAILURES = "parse_failures_under_threshold"
EMBEDDINGS_COMPLETE = "embeddings_match_index"


def check_result(asset: str, name: str, outcome: tuple[bool, dict]) -> dg.AssetCheckResult:
    passed, details = outcome
    return dg.AssetCheckResult(asset_key=asset, check_name=name, passed=bool(passed),
                               metadata={k: dg.MetadataValue.json(v) if isinstance(v, list) else v
                                         for k, v in details.items()})


@dg.multi_asset(
    partitions_def=commit_partitions, group_name="code",
    check_specs=[
        dg.AssetCheckSpec(SYMBOL_IDS_UNIQUE, asset="code_symbols", description="No two symbols share an id."),
        dg.AssetCheckSpec(SITE_IDS_UNIQUE, asset="spark_sites", description="No two sites share an id."),
        dg.AssetCheckSpec(PARSE_FAILURES, asset="code_files",
                          description=f"At most {quality.MAX_PARSE_FAILURE_SHARE:.0%} of the files failed to parse."),
    ],
    outs={name: dg.AssetOut(kinds={"python", "parquet"}, description=desc) for name, desc in {
        "code_files": "Every source file of the commit with its content hash and, where it failed, why.",
        "code_symbols": "Modules, classes, functions and methods with line spans and stable ids.",
        "code_links": "Imports, calls, contains and inherits links between symbols; `sets` links to the Spark settings "
                      "the code makes (`spark.sql.shuffle.partitions=8`, `?` where known only at run time).",
        "spark_sites": "Every DataFrame/SQL call that can produce a plan operator, with the names it mentions.",
    }.items()},
    deps=[code_shards],
)
def code_index(context: dg.AssetExecutionContext, settings: CodemapSettings, repo_checkout: pd.DataFrame):
    """Index the commit's code (Python, SQL, Scala, Java, notebooks). Files whose content is unchanged
    since the repository's last indexed commit reuse that commit's rows instead of being parsed again; files
    code_shards parsed are taken from there (a file no shard parsed is parsed here)."""
    root = Path(repo_checkout["path"].iloc[0])
    shard_folder = layout.shard_parses(settings.root, context.partition_key)
    before, previous_key = previous_tables(settings.parquet_root, context.partition_key)
    previous = rows_of(before, carried=True)
    def progress(done: int, total: int, path: str) -> None:
        if done == total or done % max(1, total // 10) == 0:  # about ten lines however large the repository
            context.log.info(f"indexed {done}/{total} files ({path})")

    run = run_index(root, previous, progress=progress, parsed=shards.load_all(shard_folder))
    context.log.info(f"parsed {len(run.parsed)} files ({run.from_shards} of them by code_shards), reused "
                     f"{len(run.reused)} unchanged since {previous_key or 'no earlier commit'}")
    failed = [f for f in run.files if f.parse_error]
    for f in failed:
        context.log.warning(f"PARSE_ERROR {f.path}: {f.parse_error}")
    # The commit key on every row lets SQL over all partitions tell commits apart.
    key = context.partition_key
    written = index_tables(run, before, key)
    yield dg.Output(written["code_files"], "code_files", metadata={
        "files": len(run.files), "parse_failures": len(failed), "parsed": len(run.parsed), "reused": len(run.reused),
        "reused_from": previous_key or "", "parsed_by_shards": run.from_shards,
        "failed_files": dg.MetadataValue.md("\n".join(f"- `{f.path}`: {f.parse_error}" for f in failed) or "_none_")})
    yield dg.Output(written["code_symbols"], "code_symbols", metadata={"symbols": len(written["code_symbols"])})
    yield dg.Output(written["code_links"], "code_links", metadata={"links": len(written["code_links"])})
    stored = store_site_index(settings.root, key, run, written, before, previous_key, previous)
    preview = written["spark_sites"].select(["file", "line_start", "kind", "method", "symbol"]).slice(0, 10)
    yield dg.Output(written["spark_sites"], "spark_sites", metadata={
        "sites": len(written["spark_sites"]), "preview": _markdown(preview.to_pandas(), list(preview.column_names)),
        "site_index": dg.MetadataValue.path(str(stored))})
    yield check_result("code_symbols", SYMBOL_IDS_UNIQUE,
                       quality.ids_unique(written["code_symbols"].select(["symbol_id"]).to_pandas(), ["symbol_id"]))
    yield check_result("spark_sites", SITE_IDS_UNIQUE,
                       quality.ids_unique(written["spark_sites"].select(["site_id"]).to_pandas(), ["site_id"]))
    yield check_result("code_files", PARSE_FAILURES, quality.parse_failures_acceptable(written["code_files"].to_pandas()))
    # the shards' parses and steps' outputs are in the rows above now: the rows are the cache
    shutil.rmtree(shard_folder, ignore_errors=True)
    shutil.rmtree(layout.shard_steps(settings.root) / context.run_id, ignore_errors=True)


def store_site_index(data: Path, key: str, run, written: dict[str, pa.Table], before: dict | None,
                     previous_key: str | None, previous) -> Path:
    """The mapper's index of the commit's sites (`run`, its tables `written`), built once here for every plan
    mapped against the commit, reusing the previous commit's parts (`before`, `previous_key`, `previous`: as
    `previous_parts` takes them), and stored in the data folder. One pause of the cycle collector for all of it:
    a collection between its steps would walk every record alive."""
    with collector.paused():
        return site_index.store(build_site_index(commit_sites(run, written), written["code_links"],
                                                 written["code_symbols"], previous_parts(data, before, previous_key,
                                                                                         previous, run)),
                                layout.site_index_path(data, key),
                                index_fingerprint(written["code_files"], written["spark_sites"]))


def _column(rows, name: str) -> list:
    """A column of a frame or of an Arrow table, as a list (zip over a frame's Arrow-backed column is slow)."""
    return rows.column(name).to_pylist() if isinstance(rows, pa.Table) else rows[name].tolist()


def index_fingerprint(files, sites) -> str:
    """The fingerprint of the site index of a commit's rows (frames or Arrow tables)."""
    with collector.paused():   # (a collection now would walk every record of a large index alive meanwhile)
        return site_index.fingerprint(list(zip(_column(files, "path"), _column(files, "content_hash"))) if len(files) else [],
                                      (sites.column("site_id") if isinstance(sites, pa.Table) else
                                       _column(sites, "site_id")) if len(sites) else [])


@dataclass
class PreviousIndex:
    """What a commit's site index reuses of the previous commit's: its stored parts and file uses (`parts`), its
    symbol rows, and the files whose links the index carried over as they were."""
    parts: site_index.PreviousParts | None
    symbols: pa.Table
    links_kept: set[str]


def previous_parts(data: Path, before: dict | None, previous_key: str | None, previous, run) -> PreviousIndex | None:
    """The parts of the previous commit's stored site index, when it was built from its tables `before`
    (`previous`: their rows as `rows_of` gave them to the index `run`; the files whose sites the run carried
    over, reused and given no new input, have the rows the parts were made from)."""
    if before is None:
        return None
    with collector.paused():
        parts = site_index.load_parts(layout.site_index_path(data, previous_key),
                                      index_fingerprint(before["code_files"], before["spark_sites"]), previous[3],
                                      set(run.reused) - run.restated)
    return PreviousIndex(parts, before["code_symbols"], set(run.reused))


def commit_sites(run, written: dict[str, pa.Table]) -> FileRows | list[SparkSite]:
    """The commit's sites for its site index: the run's records where it has every site, else its table's rows
    with the records the run made (the files it parsed, and those whose sites got new inputs)."""
    if not run.sites_carried:
        return run.sites
    return FileRows(written["spark_sites"], SparkSite, made=run.sites)


LINK_COLUMNS = ("src_id", "dst", "kind", "file", "resolved")
SYMBOL_COLUMNS = ("symbol_id", "qualname", "file", "kind")


def _arrow(rows: pd.DataFrame | pa.Table, columns: tuple[str, ...]) -> pa.Table:
    """The columns the site index reads, as an Arrow table of strings (and `resolved` flags): a frame's
    converted, and the null-typed columns of a commit without rows made strings."""
    schema = pa.schema([(c, pa.bool_() if c == "resolved" else pa.large_string()) for c in columns])
    if not len(rows):
        return schema.empty_table()
    table = rows.select(list(columns)) if isinstance(rows, pa.Table) else \
        pa.Table.from_pandas(rows[list(columns)], preserve_index=False)
    return table.cast(schema)


def build_site_index(sites: list[SparkSite] | FileRows, links: pd.DataFrame | pa.Table,
                     symbols: pd.DataFrame | pa.Table,
                     previous: site_index.PreviousParts | PreviousIndex | None = None) -> site_index.SiteIndex:
    """The mapper's site index of one commit's index rows: sites (records, or by file: `commit_sites`), resolved
    calls, file uses, declarations; with `previous`, reusing the parts of the files whose sites are the same
    (and with a PreviousIndex, the uses of the files whose links are the same)."""
    with collector.paused():   # hundreds of thousands of pairs at once: nothing for the collector to find
        links, symbols = _arrow(links, LINK_COLUMNS), _arrow(symbols, SYMBOL_COLUMNS)
        calls = links.filter(pc.and_(pc.equal(links.column("kind"), "calls"),
                                     links.column("resolved").fill_null(False))) if links.num_rows else links
        uses = file_uses(links, symbols, previous if isinstance(previous, PreviousIndex) else None)
        parts = previous.parts if isinstance(previous, PreviousIndex) else previous
        return site_index.SiteIndex(sites, calls.select(["src_id", "dst"]), uses.pairs(), uses.declared, parts, uses)


def file_uses(links: pa.Table, symbols: pa.Table, previous: PreviousIndex | None) -> FileUses:
    """Which files the commit's files use (its links and symbols as `_arrow` makes them): the previous commit's,
    with the links of the files not kept looked up again, where its symbols are the same; else all looked up."""
    if previous is not None and previous.parts is not None and previous.parts.file_uses is not None \
            and _arrow(previous.symbols, SYMBOL_COLUMNS).equals(symbols):
        found = previous.parts.file_uses.updated(links, previous.links_kept)
        if found is not None:
            return found
    return FileUses.of_tables(links, symbols)


def commit_site_index(data: Path, commit_key: str, files: pd.DataFrame, sites: pd.DataFrame,
                      links: pd.DataFrame, symbols: pd.DataFrame) -> tuple[site_index.SiteIndex, bool]:
    """The commit's stored site index when it was built from these rows (files' content and site ids), else
    one built and stored now (an index from before the store existed, or from other content); and whether
    it was loaded."""
    path, built_from = layout.site_index_path(data, commit_key), index_fingerprint(files, sites)
    loaded = site_index.load(path, built_from)
    if loaded is not None:
        return loaded, True
    index = build_site_index(records_from_frame(sites, SparkSite), links, symbols)
    site_index.store(index, path, built_from)
    return index, False


INDEX_PARTS = ("code_files", "code_symbols", "code_links", "spark_sites")


def previous_commit(parquet_root: Path, commit_key: str) -> str | None:
    """The newest other commit of the same repository (by file time) indexed by these front ends, or None."""
    slug = commit_key.split("@", 1)[0]
    folder = layout.parquet_file(parquet_root, "code_files", commit_key).parent
    candidates = sorted((p for p in folder.glob(f"{slug}@*.parquet") if p.stem != commit_key),
                        key=lambda p: p.stat().st_mtime) if folder.is_dir() else []
    for path in reversed(candidates):
        if all(layout.parquet_file(parquet_root, name, path.stem).exists() for name in INDEX_PARTS) \
                and front_ends_of(path) == indexer.FRONT_END_VERSION:
            return path.stem
    return None


FRONT_ENDS_KEY = b"codemap.front_ends"   # the code_files table's metadata: the front ends' version that made it


def front_ends_of(path: Path) -> str | None:
    """The front ends' version a commit's code_files table was made by (None: unknown, an older table)."""
    import pyarrow.parquet as pq

    try:
        found = (pq.read_schema(path).metadata or {}).get(FRONT_ENDS_KEY)
    except (OSError, pa.ArrowInvalid):
        return None
    return found.decode() if found is not None else None


INDEX_RECORDS = dict(zip(INDEX_PARTS, (CodeFile, Symbol, Link, SparkSite)))


def previous_tables(parquet_root: Path, commit_key: str) -> tuple[dict[str, pa.Table] | None, str | None]:
    """The index tables of the newest other indexed commit of the same repository, and its key, or (None, None)."""
    key = previous_commit(parquet_root, commit_key)
    if key is None:
        return None, None
    with collector.paused():
        return {name: read_table(layout.parquet_file(parquet_root, name, key)) for name in INDEX_PARTS}, key


def rows_of(tables: dict[str, pa.Table] | None, carried: bool = False):
    """The index rows of `previous_tables`, made column by column without pandas (a fifth of the time of going
    through DataFrames); None for None. `carried`: what an incremental index reads, the rest left in the tables
    for `index_tables` to carry over as they are: no link (None in their place), and the symbols and sites by
    file (storage.file_rows.FileRows), a file's records made only where the index asks for them."""
    if tables is None:
        return None
    with collector.paused():   # one pause for all the tables (the rows of each stay alive meanwhile)
        files = records_from_table(tables["code_files"], CodeFile)
        if carried:
            return files, FileRows(tables["code_symbols"], Symbol), None, FileRows(tables["spark_sites"], SparkSite)
        return (files, records_from_table(tables["code_symbols"], Symbol), records_from_table(tables["code_links"], Link),
                records_from_table(tables["spark_sites"], SparkSite))


def previous_index(parquet_root: Path, commit_key: str):
    """The rows of the newest other indexed commit of the same repository, and its key, or (None, None)."""
    tables, key = previous_tables(parquet_root, commit_key)
    return rows_of(tables), key


def index_tables(run, before: dict[str, pa.Table] | None, commit_key: str) -> dict[str, pa.Table]:
    """The commit's index rows (`run`: indexer.IndexRun) as the tables code_index writes. With the previous
    commit's tables `before` (those `run` reused rows from), the rows of files whose rows stayed the same are
    taken from them as they are: only the files parsed again, and sites whose inputs changed, are made now."""
    with collector.paused():   # lists of hundreds of thousands of records: no cycle among them
        return _index_tables(run, before, commit_key)


def _index_tables(run, before: dict[str, pa.Table] | None, commit_key: str) -> dict[str, pa.Table]:
    out = _made_tables(run, before, commit_key)
    out["code_files"] = with_front_ends(out["code_files"])
    return out


def with_front_ends(files: pa.Table) -> pa.Table:
    """A commit's code_files table saying which front ends made its rows (`previous_commit` reads it)."""
    return files.replace_schema_metadata({**(files.schema.metadata or {}),
                                          FRONT_ENDS_KEY: indexer.FRONT_END_VERSION.encode()})


def _made_tables(run, before: dict[str, pa.Table] | None, commit_key: str) -> dict[str, pa.Table]:
    if before is None:
        return {name: tables.table_of(rows, cls, commit_key) for (name, cls), rows in zip(INDEX_RECORDS.items(), run.rows())}
    order = [f.path for f in run.files]
    kept = set(run.reused)
    out = {"code_files": tables.carried(before["code_files"], kept, [f for f in run.files if f.path not in kept],
                                       CodeFile, order, commit_key)}
    for name, rows, keep in (("code_symbols", run.symbols, kept), ("code_links", run.links, kept),
                             ("spark_sites", run.sites, kept - run.restated)):
        out[name] = tables.carried(before[name], keep, [r for r in rows if r.file not in keep], INDEX_RECORDS[name],
                                   order, commit_key)
    return out


def previous_hashes(parquet_root: Path, commit_key: str) -> dict[str, str]:
    """Each file's content hash at the previous indexed commit (what a shard need not parse again)."""
    key = previous_commit(parquet_root, commit_key)
    if key is None:
        return {}
    table = read_table(layout.parquet_file(parquet_root, "code_files", key))
    return dict(zip(table.column("path").to_pylist(), table.column("content_hash").to_pylist()))


@dg.asset(partitions_def=commit_partitions, group_name="retrieval", kinds={"llm", "parquet"},
          op_tags={"codemap/llm": "optional"})
def symbol_summaries(context: dg.AssetExecutionContext, repo_checkout: pd.DataFrame,
                     code_symbols: pd.DataFrame) -> pd.DataFrame:
    """A one-line purpose per function and method from an LLM, extra text for retrieval. Off unless
    CODEMAP_LLM_ENABLED and CODEMAP_LLM_ALLOW_CODE are set; then the metadata says what it would cost."""
    config = LlmConfig.from_env()
    root = Path(repo_checkout["path"].iloc[0])
    symbols = records_from_frame(code_symbols, Symbol)
    columns = ["symbol_id", "summary", "error", "prompt_tokens", "completion_tokens", "cost_usd"]
    if not config.may_send_code:
        plan = summaries.estimate(root, symbols, config)
        context.add_output_metadata({"llm": "off", "would_summarize": plan["symbols"],
                                     "would_send_tokens_at_most": plan["max_tokens"]})
        return pd.DataFrame(columns=columns)
    plan = summaries.estimate(root, symbols, config, exact=True)
    context.log.info(f"summarizing {plan['symbols']} symbols with {config.model}: at most {plan['max_tokens']} "
                     f"tokens, ${plan['max_cost_usd']}; this run's budget is ${config.max_job_cost_usd}")
    budget = Budget.for_config(config)
    rows = summaries.summarize(root, symbols, config, budget)
    spent = budget.to_dict()
    frame = pd.DataFrame([r.__dict__ for r in rows], columns=columns)
    context.add_output_metadata({"llm": config.model, "summarized": int(frame["summary"].notna().sum()),
                                 "failed": int(frame["error"].notna().sum()), "llm_calls": spent["calls"],
                                 "llm_tokens": spent["prompt_tokens"] + spent["completion_tokens"],
                                 "llm_cost_usd": round(spent["spent_usd"], 6), "estimate": dg.MetadataValue.json(plan)})
    return frame


def _short_name(qualname: pd.Series) -> pd.Series:
    return qualname.fillna("").map(embeddings.short_name)


def embedding_items(symbols: pd.DataFrame, sites: pd.DataFrame, summaries_frame: pd.DataFrame | None = None) -> pd.DataFrame:
    """The text embedded for each symbol and each Spark site, kept short (the encoder's time is
    proportional to tokens) and free of what makes every text unique without meaning anything:

    - a symbol: its name, signature and the first line of its docstring, plus its LLM summary where
      there is one (`build_revenue: def build_revenue(orders) Revenue per country.`);
    - a site: its function's name and its call's source with whitespace collapsed
      (`build_revenue: orders.groupBy("country").agg(F.sum("amount").alias("revenue"))`).

    The module path is left out (it was a third of the tokens and made every text unique, so no vector
    could be reused across files), and so is the rest of a docstring."""
    summary = dict(zip(summaries_frame["symbol_id"], summaries_frame["summary"].fillna(""))) \
        if summaries_frame is not None and len(summaries_frame) else {}
    doc = symbols["docstring"].fillna("").map(lambda d: d.strip().splitlines()[0] if d.strip() else "")
    sym = pd.DataFrame({
        "item_id": symbols["symbol_id"], "item_kind": "symbol:" + symbols["kind"], "file": symbols["file"],
        "symbol": symbols["qualname"],
        "text": (_short_name(symbols["qualname"]) + ": " + symbols["signature"].fillna("") + " " + doc + " "
                 + symbols["symbol_id"].map(summary).fillna("")).str.split().str.join(" "),
    })
    site = pd.DataFrame({
        "item_id": sites["site_id"], "item_kind": "site:" + sites["kind"], "file": sites["file"],
        "symbol": sites["symbol"], "text": site_texts(sites),
    })
    return pd.concat([sym, site], ignore_index=True)


def site_texts(sites: pd.DataFrame) -> list[str]:
    """What is embedded for each Spark site (embeddings.site_text): the same text here, in the mapping and in
    the evaluation, so one vector serves all three."""
    return [embeddings.site_text(sym, code)
            for sym, code in zip(sites["symbol"].fillna(""), sites["snippet"].fillna(""))]


@dg.asset(partitions_def=commit_partitions, group_name="retrieval", kinds={"lancedb"},
          check_specs=[dg.AssetCheckSpec(EMBEDDINGS_COMPLETE, asset="symbol_embeddings",
                                         description="LanceDB holds one vector per symbol and site.")])
def symbol_embeddings(context: dg.AssetExecutionContext, settings: CodemapSettings,
                      code_symbols: pd.DataFrame, spark_sites: pd.DataFrame, symbol_summaries: pd.DataFrame):
    """all-MiniLM-L6-v2 embeddings of every symbol and site (texts: see embedding_items), in the LanceDB
    table `symbol_embeddings` (vector and full-text search). Vectors come from the data folder's vector
    cache where any commit, plan or mapping encoded the same text before, and go there when encoded now."""
    items = embedding_items(code_symbols, spark_sites, symbol_summaries)
    if not settings.use_embeddings:
        yield dg.Output(items.assign(text_hash=None), metadata={"embedded": 0, "note": "embeddings switched off"})
        yield check_result("symbol_embeddings", EMBEDDINGS_COMPLETE, (True, {"skipped": "embeddings switched off"}))
        return
    counts = embeddings.store_embeddings(settings.lancedb_uri, context.partition_key, items,
                                         embeddings.VectorCache(layout.vector_cache(settings.root)))
    yield dg.Output(items.assign(text_hash=items["text"].map(embeddings.text_hash)),
                    metadata={"lancedb_uri": settings.lancedb_uri, **counts})
    stored = embeddings.count_rows(settings.lancedb_uri, context.partition_key)
    yield check_result("symbol_embeddings", EMBEDDINGS_COMPLETE,
                       quality.embeddings_complete(stored, len(code_symbols), len(spark_sites)))
