"""Jobs and a run launcher for the load test (test_load.py). Loaded by file path in the processes the
runs and their steps execute in, so it imports only what those need."""

from __future__ import annotations

import os

import dagster as dg

from codemap_pipeline.definitions import ASSETS, build_resources

GROUPS = {"load_code": ("code",), "load_plans": ("plans",), "load_mapping": ("mapping",),
          "load_catalog": ("catalog",), "load_models": ("sql_models",)}
# The multiprocess executor, steps forked from a server that has the pipeline imported already (a
# spawned step would spend four seconds importing it on this machine).
RUN_CONFIG = {"execution": {"config": {
    "max_concurrent": 2,
    "start_method": {"forkserver": {"preload_modules": ["codemap_pipeline.definitions"]}},
}}}


def _defs() -> dg.Definitions:
    jobs = [dg.define_asset_job(name, selection=dg.AssetSelection.groups(*groups), executor_def=dg.multiprocess_executor)
            for name, groups in GROUPS.items()]
    return dg.Definitions(assets=ASSETS, jobs=jobs,
                          resources=build_resources(os.environ["CODEMAP_HOME"], use_embeddings=False))


def load_code():
    return _defs().resolve_job_def("load_code")


def load_plans():
    return _defs().resolve_job_def("load_plans")


def load_mapping():
    return _defs().resolve_job_def("load_mapping")


def load_catalog():
    return _defs().resolve_job_def("load_catalog")


def load_models():
    return _defs().resolve_job_def("load_models")


def run(job_name: str, tags: dict) -> tuple[str, bool, str]:
    """Execute one run of the backfill (in a worker process); returns (label, success, run id)."""
    instance = dg.DagsterInstance.get()    # DAGSTER_HOME: PostgreSQL storage
    try:
        result = dg.execute_job(dg.reconstructable(globals()[job_name]), instance, tags=tags,
                                run_config=RUN_CONFIG, raise_on_error=False)
        reasons = "; ".join(f"{e.step_key}: {e.step_failure_data.error.to_string()[-1500:]}"
                            for e in result.get_step_failure_events())
        return f"{job_name} {tags.get('dagster/partition', '')} {reasons}", result.success, result.run_id
    finally:
        instance.dispose()
