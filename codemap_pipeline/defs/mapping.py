"""The mapping asset: every plan node of one plan against one commit's code, with its JSON export."""


import dagster as dg
import pandas as pd

from codemap_pipeline import layout, materialized, quality
from codemap_pipeline.defs.code_index import check_result, commit_site_index

from codemap_pipeline.code import embeddings
from codemap_pipeline.defs.partitions import mapping_partitions
from codemap_pipeline.defs.resources import CodemapSettings
from codemap_pipeline.llm import LlmConfig
from codemap_pipeline.mapping.export import mapping_output, mappings_frame, to_json
from codemap_pipeline.mapping.event_entry import event_log_action, event_log_entry, program_arguments
from codemap_pipeline.mapping.shown_rows import action_rank
from codemap_pipeline.mapping.llm_step import LlmStep
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.storage.frames import plans_from_frame
from codemap_pipeline.storage import registry
from codemap_pipeline.storage.parquet import write_text_atomic


def plan_entry_of(settings: CodemapSettings, plan_key: str) -> str:
    """The entry the plan was registered with, if any (a partition registered elsewhere has none)."""
    try:
        return registry.plan_entry(settings.root, plan_key).get("entry", "")
    except KeyError:
        return ""


def export_path(settings: CodemapSettings, commit_key: str, plan_key: str):
    return layout.export_path(settings.root, commit_key, plan_key)


def _embedding_scores(sites: "embeddings.CachedSites | None", nodes):
    """Similarity of each node's text to each site's text, as a lazy mapping (node index, site id) -> score:
    the mapper looks up only the best candidates of nodes no site shares a name with, all at once per plan,
    and only what it looks up is encoded (through the data folder's vector cache, so never twice)."""
    if sites is None or not len(sites):
        return {}
    return sites.scores([f"{n.operator} {n.header}" for n in nodes])


def cached_sites(settings: CodemapSettings, spark_sites: pd.DataFrame) -> "embeddings.CachedSites":
    """The commit's sites for embedding scores (each site's text made when asked, as site_texts makes it),
    their vectors in the data folder's vector cache."""
    return embeddings.CachedSites(embeddings.VectorCache(layout.vector_cache(settings.root)),
                                  spark_sites["site_id"].tolist(), spark_sites["symbol"].fillna("").tolist(),
                                  spark_sites["snippet"].fillna("").tolist())


EVERY_NODE_MAPPED = "every_node_has_a_mapping"
CONFIDENCES_VALID = "confidences_within_bounds"


def _llm_metadata(llm: LlmStep | None) -> dict:
    if llm is None:
        return {"llm": "off", "llm_calls": 0, "llm_tokens": 0, "llm_cost_usd": 0.0}
    spent = llm.budget.to_dict()
    return {"llm": llm.config.model, "llm_calls": spent.get("calls", 0),
            "llm_tokens": spent.get("prompt_tokens", 0) + spent.get("completion_tokens", 0),
            "llm_cost_usd": round(spent.get("spent_usd", 0.0), 6), "llm_budget_usd": llm.config.max_job_cost_usd}


@dg.asset(partitions_def=mapping_partitions, group_name="mapping", kinds={"parquet"},
          op_tags={"codemap/llm": "optional"},
          check_specs=[
              dg.AssetCheckSpec(EVERY_NODE_MAPPED, asset="code_mappings",
                                description="Every non-wrapper plan node has a rank-0 row."),
              dg.AssetCheckSpec(CONFIDENCES_VALID, asset="code_mappings",
                                description="Confidences within [0, 1], statuses consistent with them."),
          ])
def code_mappings(context: dg.AssetExecutionContext, settings: CodemapSettings, plan_operators: pd.DataFrame,
                  spark_sites: pd.DataFrame, code_links: pd.DataFrame, code_files: pd.DataFrame,
                  code_symbols: pd.DataFrame):
    """Each non-wrapper plan node mapped to the file, symbol and lines that made it (rank 0), with up to
    three alternatives (ranks 1-3), confidence, status and the evidence in words."""
    # One partition from the UI, a schedule or the job API; `codemap map` maps all its plans in one run.
    partitions = [mapping_partitions.get_partition_key_from_str(str(k)) for k in context.partition_keys]
    commit_key = partitions[0].keys_by_dimension["commit"]
    # the commit's site index as the code index stored it (built here only when missing or stale)
    site_index, loaded = commit_site_index(settings.root, commit_key, code_files, spark_sites, code_links,
                                           code_symbols)
    context.log.info(f"site index of {commit_key}: {'loaded' if loaded else 'built and stored'}")
    # Off unless the user enabled it and allowed code to leave the machine (CODEMAP_LLM_* variables);
    # one budget for the whole run.
    llm_config = LlmConfig.from_env()
    llm = LlmStep.from_config(llm_config) if llm_config.may_send_code else None
    vectors = cached_sites(settings, spark_sites) if settings.use_embeddings else None
    frames, paths, checks = {}, [], []
    for partition in partitions:
        plan_key = partition.keys_by_dimension["plan"]
        operators = plan_operators[plan_operators["plan_key"] == plan_key] if len(partitions) > 1 else plan_operators
        frame = _map_one(settings, commit_key, plan_key, operators, site_index, vectors, llm)
        output = mapping_output(frame, files_scanned=len(code_files), symbols_indexed=len(code_symbols))
        paths.append(write_text_atomic(to_json(output), export_path(settings, commit_key, plan_key)))
        materialized.write_marker(settings.root, commit_key, plan_key)
        frames[partition] = frame
        checks.append(quality.every_node_mapped(operators, frame))
    frame = pd.concat(frames.values(), ignore_index=True)
    output = mapping_output(frame, files_scanned=len(code_files), symbols_indexed=len(code_symbols))
    top = frame[frame["rank"] == 0] if len(frame) else frame
    preview = ["node_id", "operator", "file", "line_start", "symbol", "confidence", "status"]
    yield dg.Output(frame if len(frames) == 1 else frames, metadata={
        **{k: v for k, v in output["statistics"].items()},
        "json_export": dg.MetadataValue.path(str(paths[0] if len(paths) == 1 else paths[0].parent)),
        "top_mappings": dg.MetadataValue.md(
            top.sort_values("confidence", ascending=False)[preview].head(10).to_markdown(index=False) if len(top) else "_none_"),
        "lowest_confidence": dg.MetadataValue.md(
            top.sort_values("confidence")[preview].head(10).to_markdown(index=False) if len(top) else "_none_"),
        **_llm_metadata(llm), "site_index": "loaded" if loaded else "built",
        "embedded_texts": vectors.cache.encoded if vectors is not None else 0,
    })
    failed = [c for c in checks if not c[0]]   # per plan; the first failure's details
    yield check_result("code_mappings", EVERY_NODE_MAPPED, failed[0] if failed else checks[0])
    yield check_result("code_mappings", CONFIDENCES_VALID, quality.confidences_valid(frame))


def _map_one(settings, commit_key, plan_key, plan_operators, site_index, vectors, llm):
    """The mapping rows of one registered plan (an event log holds several plans, one per SQL execution)."""
    # an event log's execution names where the job ran from: its description, call site, command line
    named = (plan_operators[["plan_title", "call_site"]].fillna("").groupby(plan_operators["plan_index"]).first()
             if "call_site" in plan_operators and len(plan_operators) else None)
    # and its place among the run's executions of that title (which show() of a PySpark script ran)
    ranks = (plan_operators["description_rank"].groupby(plan_operators["plan_index"]).first()
             if "description_rank" in plan_operators and len(plan_operators) else None)
    frames = []
    for plan_index, nodes in enumerate(plans_from_frame(plan_operators)):
        scores = _embedding_scores(vectors, nodes)
        # the script the user says ran (`--entry`, kept with the plan), else the one an event log names
        entry = plan_entry_of(settings, plan_key) or settings.entry
        title = str(named.at[plan_index, "plan_title"]) if named is not None and plan_index in named.index else ""
        arguments = ()
        if not entry and title:
            call_site = str(named.at[plan_index, "call_site"])
            entry = event_log_entry(title, call_site, site_index.files.uses)
            arguments = program_arguments(call_site)   # a launcher's: which job it ran
        # and the line of the action that ran it (`show at Daily.scala:39`, a PySpark script's n-th show or count), for
        # the plan's top node
        rank = ranks.get(plan_index) if ranks is not None else None
        mapped = map_plan(nodes, site_index.sites, scores, llm=llm, index=site_index, entry=entry,
                          action=event_log_action(title), arguments=arguments,
                          ranked=action_rank(title, None if rank is None or pd.isna(rank) else int(rank)))
        frames.append(mappings_frame(commit_key, plan_key, plan_index, mapped))
    return pd.concat(frames, ignore_index=True) if frames else mappings_frame(commit_key, plan_key, 0, [])
