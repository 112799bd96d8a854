"""Run the pipeline in-process on the local Dagster instance: register the partitions a request needs and
materialize only those not materialized yet. This is what `codemap map` does."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from codemap_pipeline import layout, materialized
from codemap_pipeline.plans.model import PlanParseError
from codemap_pipeline.plans.files import parse_plan_file
from codemap_pipeline.repos.checkout import public_url, resolve

# Dagster, the asset definitions and pandas are imported where a run is launched, not here: a request
# answered already is answered from the files the assets wrote, without them (see materialized.py).


class InputError(Exception):
    """Bad user input: reported as one line naming what and where, never as a traceback."""


@dataclass
class RunReport:
    commit_key: str
    plan_keys: list[str] = field(default_factory=list)
    materialized: list[str] = field(default_factory=list)   # "<stage> <partition>" run this time
    reused: list[str] = field(default_factory=list)         # the same, already materialized before
    input_errors: list[str] = field(default_factory=list)   # plans skipped, one line each
    output: dict = field(default_factory=dict)               # combined MappingOutput


EMBEDDED_INSTANCE = "telemetry:\n  enabled: false\n"
POSTGRES_TEMPLATE = Path(__file__).resolve().parents[1] / "deploy" / "dagster.yaml"


def instance_yaml() -> str:
    """PostgreSQL storage (deploy/dagster.yaml) when CODEMAP_PG_URL is set, else the embedded SQLite."""
    return POSTGRES_TEMPLATE.read_text() if os.environ.get("CODEMAP_PG_URL") else EMBEDDED_INSTANCE


def local_instance(data_dir: Path):
    """The Dagster instance under `<data>/dagster`; its dagster.yaml follows CODEMAP_PG_URL on every call,
    so setting or unsetting the variable moves the instance between PostgreSQL and the embedded default."""
    home = layout.dagster_home(Path(data_dir).resolve())
    home.mkdir(parents=True, exist_ok=True)
    config = home / "dagster.yaml"
    wanted = instance_yaml()
    if not config.exists() or config.read_text() != wanted:
        from codemap_pipeline.storage.parquet import write_text_atomic

        write_text_atomic(wanted, config)
    import dagster as dg

    return dg.DagsterInstance.from_config(str(home))


def plan_error_text(path: Path, exc: PlanParseError) -> str:
    """The one wording of a plan file that cannot be read, for every command."""
    if not Path(path).exists():
        return f"{path}: no such file or folder"
    return f"{path}:{exc.line or 1}: not a Spark plan: {exc.message}"


def check_plan_file(path: Path) -> None:
    """Raise InputError naming the file unless it holds at least one plan (explain text or event log)."""
    try:
        parse_plan_file(path)
    except PlanParseError as exc:
        raise InputError(plan_error_text(path, exc)) from None


def _console(verbose: bool) -> dict:
    """Dagster's console logger: the assets' own lines (INFO) with --verbose; otherwise nothing, the runner
    says one line per stage and a failure comes back as StageError. Everything stays in the instance."""
    return {"loggers": {"console": {"config": {"log_level": "INFO" if verbose else "CRITICAL"}}}}


def check_index(instance, repo: str, commit_key: str, root: Path, log: Callable[[str], None]) -> None:
    """Raise InputError when the commit gave nothing to map against, saying why; warn when most files
    failed to parse. The counts are the code_files materialization's own metadata."""
    import dagster as dg

    from codemap_pipeline.code.indexer import nothing_to_index

    records = instance.fetch_materializations(
        dg.AssetRecordsFilter(asset_key=dg.AssetKey("code_files"), asset_partitions=[commit_key]), limit=1).records
    if not records:
        return
    meta = records[0].asset_materialization.metadata
    files, failed = int(meta["files"].value), int(meta["parse_failures"].value)
    where = (f'code_files.parse_error: codemap sql "select path, parse_error from code_files '
             f"where commit_key = '{commit_key}' and parse_error is not null\"")
    if files == 0:
        raise InputError(f"{public_url(repo)}: nothing to index: {nothing_to_index(root) or 'no file in scope'}")
    if failed == files:
        raise InputError(f"{public_url(repo)}: nothing to index: every one of its {files} files failed to parse; "
                         f"see {where}")
    if failed * 2 > files:
        log(f"codemap: warning: {failed} of {files} files failed to parse; see {where}")


class StageError(Exception):
    """A stage failed; the message names the step and the error it raised (the run is in the instance)."""


def instance_state(instance):
    """Dagster loads definitions with the *current* definitions-state storage, which `with instance:` (also
    inside `dg.build_asset_context()`) sets for the thread and may leave behind: once that instance is gone, a
    later run fails with "Attempted to resolve undefined DagsterInstance weakref". A run uses its own
    instance's storage for its duration."""
    from dagster._core.storage.defs_state.base import set_defs_state_storage

    return set_defs_state_storage(instance.defs_state_storage)


def materialize(instance, resources, groups: list[str], partition_key: str | None = None,
                 key_range: tuple[str, str] | None = None, verbose: bool = False) -> None:
    """One in-process run of the assets of `groups` (in dependency order), for one partition key or for a
    range of keys (the assets then handle every key of the range in their one step)."""
    import dagster as dg

    from codemap_pipeline.definitions import ASSETS

    tags = {"dagster/asset_partition_range_start": key_range[0],
            "dagster/asset_partition_range_end": key_range[1]} if key_range else None
    with instance_state(instance):
        result = dg.materialize(ASSETS, selection=dg.AssetSelection.groups(*groups), partition_key=partition_key,
                                tags=tags, instance=instance, resources=resources, raise_on_error=False,
                                run_config=_console(verbose))
    if not result.success:
        failures = result.get_step_failure_events()
        reasons = [f"{e.step_key}: {root_message(e.step_failure_data.error)}" for e in failures]
        key = partition_key or (key_range[0] if key_range and key_range[0] == key_range[1] else
                                f"{key_range[0]}...{key_range[1]}" if key_range else None)
        where = f" for {key}" if key else ""
        raise StageError(f"{'+'.join(groups)} stage failed{where} ({'; '.join(reasons) or 'see run ' + result.run_id})")
def root_message(error) -> str:
    """The innermost cause's message: the user's error, not Dagster's wrappers around it."""
    while error is not None and error.cause is not None:
        error = error.cause
    return error.message.strip().splitlines()[-1] if error is not None else "unknown error"


def _blocks(order: list[str], wanted: list[str]) -> list[list[str]]:
    """`wanted` split into runs of keys adjacent in `order` (a partition set's keys as Dagster orders them):
    one key range each, so a range never takes in a key nobody asked for."""
    wanted_set, blocks, current = set(wanted), [], []
    for key in order:
        if key in wanted_set:
            current.append(key)
        elif current:
            blocks.append(current)
            current = []
    return blocks + [current] if current else blocks


def run_mapping(repo: str, ref: str, plan_files: list[Path], data_dir: Path, use_embeddings: bool = True,
                log: Callable[[str], None] = print, verbose: bool = False, entry: str = "") -> RunReport:
    """Map `plan_files` against `repo` at `ref`. `log` gets one line per stage run (and, with `verbose`,
    one per stage reused, and Dagster's own log lines reach the terminal). `entry` names the script or
    class that ran the plans, where the user knows it.

    The runner resolves the ref to a commit, registers the partitions, and has Dagster materialize what
    is missing; the assets do the work (the checkout included)."""
    data_dir = Path(data_dir).resolve()

    plans: list[Path] = []
    errors = []
    for path in plan_files:
        try:
            check_plan_file(Path(path))
            plans.append(Path(path))
        except InputError as exc:
            errors.append(str(exc))
    if not plans:
        raise InputError("; ".join(errors) or "no plan given")

    from codemap_pipeline.storage.registry import register_commit, register_plan

    log(f"checking out {public_url(repo)} {ref or '(default branch)'}")
    co = resolve(repo, ref, layout.checkout_cache(data_dir))
    # Only the URL without credentials is stored: the asset checks out from the mirror fetched just now.
    register_commit(data_dir, co.partition_key, co.repo, ref, co.commit)
    report = RunReport(commit_key=co.partition_key, input_errors=errors)
    report.plan_keys = [register_plan(data_dir, path, entry) for path in plans]
    plan_keys = list(dict.fromkeys(report.plan_keys))

    if materialized.request_answered(data_dir, co.partition_key, plan_keys):
        # Every mapping's marker is there and the catalog is newer than every output: the stored exports
        # are the answer, exactly what the run below would find and return, without starting Dagster.
        stages = [("index", co.partition_key)] + [("plan", k) for k in plan_keys] + \
                 [("mapping", materialized.mapping_partition(co.partition_key, k)) for k in plan_keys]
        for label, key in stages:
            _reused(report, label, key, log, verbose)
        report.output = combine_exports([layout.export_path(data_dir, co.partition_key, k) for k in plan_keys])
        return report

    import dagster as dg

    from codemap_pipeline.definitions import build_resources
    from codemap_pipeline.defs import partitions

    resources = build_resources(str(data_dir), use_embeddings)
    instance = local_instance(data_dir)
    partitions.register(instance, [co.partition_key], sorted(set(plan_keys)))

    def done(asset: str) -> set[str]:
        return {str(k) for k in instance.get_materialized_partitions(dg.AssetKey(asset))}

    # What is missing, by plan key for plans and mappings. A mapping whose export, report or marker is
    # gone is mapped again: those files are the answer the runner returns.
    # the index the mapping reads (spark_sites is its last output); the retrieval group (summaries, the
    # LanceDB table) is not needed for the answer and is left to index_commit_job
    index_todo = co.partition_key not in done("spark_sites")
    parsed, mapped = done("plan_operators"), done("code_mappings")
    plan_todo = [k for k in plan_keys if k not in parsed]
    mapping_todo = [k for k in plan_keys if materialized.mapping_partition(co.partition_key, k) not in mapped
                    or not materialized.mapping_done(data_dir, co.partition_key, k)]

    # Dagster gives a run one partition key, or one range of keys of one partition set. The commit's
    # index, the plans and the mappings are three sets: at most three runs, each over every key of its
    # set the request is missing (split only where keys nobody asked for lie between them).
    if index_todo:
        log(f"running  {'index':<8} {co.partition_key}")
        materialize(instance, resources, ["code"], co.partition_key, verbose=verbose)
        report.materialized.append(f"index {co.partition_key}")
    else:
        _reused(report, "index", co.partition_key, log, verbose)
    check_index(instance, repo, co.partition_key, co.path, log)
    order = instance.get_dynamic_partitions(partitions.plan_partitions.name)
    for key in plan_keys:
        if key not in plan_todo:
            _reused(report, "plan", key, log, verbose)
    for block in _blocks(order, plan_todo):
        for key in block:
            log(f"running  {'plan':<8} {key}")
        _run_block(instance, resources, ["plans"], block, verbose)
        report.materialized += [f"plan {key}" for key in block]
    for key in plan_keys:
        if key not in mapping_todo:
            _reused(report, "mapping", materialized.mapping_partition(co.partition_key, key), log, verbose)
    catalog = bool(report.materialized) or bool(mapping_todo) or not materialized.catalog_current(data_dir)
    blocks = _blocks(order, mapping_todo)
    for n, block in enumerate(blocks):
        keys = [materialized.mapping_partition(co.partition_key, k) for k in block]
        for key in keys:
            log(f"running  {'mapping':<8} {key}")
        # the catalog's views and the SQL models over them go with the last mapping run
        _run_block(instance, resources, ["mapping"], keys, verbose,
                   then=["catalog", "sql_models"] if n == len(blocks) - 1 else [])
        report.materialized += [f"mapping {key}" for key in keys]
    if catalog and not blocks:
        materialize(instance, resources, ["catalog", "sql_models"], verbose=verbose)
    report.output = combine_exports([layout.export_path(data_dir, co.partition_key, k) for k in plan_keys])
    return report


def _run_block(instance, resources, groups: list[str], keys: list[str], verbose: bool,
               then: list[str] | None = None) -> None:
    """One run of `groups` over the range `keys` (adjacent keys of one partition set), followed in the same
    run by the unpartitioned groups `then`. When the run fails and it had several keys, each key runs on
    its own: what succeeds is kept, so a later call redoes only the key that failed."""
    try:
        materialize(instance, resources, groups + (then or []), key_range=(keys[0], keys[-1]), verbose=verbose)
        return
    except StageError:
        if len(keys) == 1:
            raise
    failed = []
    for key in keys:
        try:
            materialize(instance, resources, groups, key_range=(key, key), verbose=verbose)
        except StageError as exc:
            failed.append(exc)
    if failed:
        raise failed[0]
    if then:
        materialize(instance, resources, then, verbose=verbose)


def _reused(report: RunReport, label: str, key: str, log: Callable[[str], None], verbose: bool) -> None:
    report.reused.append(f"{label} {key}")
    if verbose:
        log(f"reused   {label:<8} {key}")


def combine_exports(paths: list[Path]) -> dict:
    """One MappingOutput over several plans: mappings concatenated, node counts summed."""
    combined = {"mappings": [], "statistics": {}}
    for path in paths:
        part = json.loads(Path(path).read_text())
        combined["mappings"].extend(part["mappings"])
        for key, value in part["statistics"].items():
            if key in ("filesScanned", "symbolsIndexed"):
                combined["statistics"][key] = value  # the same commit for every plan: not additive
            else:
                combined["statistics"][key] = combined["statistics"].get(key, 0) + value
    return combined
