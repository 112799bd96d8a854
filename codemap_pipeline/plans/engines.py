"""Operators of accelerated engines (Photon, Comet, Gluten/Velox, RAPIDS) mapped to the Spark
operator each one replaces, so the mapper and the semantics table see one vocabulary.

The engine's own name is kept on the node (`PlanNode.engine_operator`); only the canonical name
changes. Names with no Spark counterpart (batch resizing, GPU batch coalescing) keep a name of
their own and are treated as wrappers: they move data between formats, no user call makes them.
"""

from __future__ import annotations

import re
from functools import lru_cache

# Whole-name exceptions first: renamed rather than prefixed operators.
_SPECIAL = {
    # Photon
    "PhotonAgg": "HashAggregate",
    "PhotonGroupingAgg": "HashAggregate",
    "PhotonGroupingAggWithRollup": "HashAggregate",
    "PhotonShuffleExchangeSink": "Exchange",
    "PhotonShuffleExchangeSource": "AQEShuffleRead",   # reads what the sink wrote
    "PhotonShuffleMapStage": "ShuffleQueryStage",
    "PhotonResultStage": "ResultQueryStage",
    "PhotonBroadcastExchange": "BroadcastExchange",
    "PhotonTopK": "TakeOrderedAndProject",
    "PhotonAdapter": "InputAdapter",
    # Comet
    "CometColumnarExchange": "Exchange",
    "CometNativeScan": "Scan",
    "CometIcebergNativeScan": "BatchScan",
    "CometSparkToColumnar": "RowToColumnar",
    "CometNativeColumnarToRow": "ColumnarToRow",
    # Gluten / Velox
    "ColumnarExchange": "Exchange",
    "ColumnarBroadcastExchange": "BroadcastExchange",
    "ColumnarSubqueryBroadcast": "SubqueryBroadcast",
    "ColumnarCollectLimit": "CollectLimit",
    "ColumnarUnion": "Union",
    "FileSourceScanExecTransformer": "Scan",
    "FlushableHashAggregateExecTransformer": "HashAggregate",
    "RegularHashAggregateExecTransformer": "HashAggregate",
    "HashAggregateExecTransformer": "HashAggregate",
    "InputIteratorTransformer": "InputAdapter",
    "RowToVeloxColumnar": "RowToColumnar",
    "VeloxColumnarToRow": "ColumnarToRow",
    "VeloxColumnarToRowExec": "ColumnarToRow",
    "VeloxResizeBatches": "ResizeBatches",
    "VeloxBroadcastBuildSideRDD": "BroadcastExchange",
    # RAPIDS
    "GpuColumnarExchange": "Exchange",
    "GpuShuffleExchange": "Exchange",
    "GpuTopN": "TakeOrderedAndProject",
    "GpuFileSourceScan": "Scan",
    "GpuFileGpuScan": "Scan",
    "GpuRunningWindow": "Window",
    "GpuInMemoryTableScan": "InMemoryTableScan",
}
_PREFIX = re.compile(r"^(?:Photon|Comet|Gpu|Velox)(?=[A-Z])")
_SUFFIX = re.compile(r"(?:ExecTransformer|Transformer|Exec)$")

# Engine-only operators that only move or reshape batches.
ENGINE_WRAPPERS = frozenset({"ResizeBatches", "CoalesceBatches", "ShuffleCoalesce"})


@lru_cache(maxsize=4096)
def spark_operator(name: str) -> str:
    """The Spark operator an engine operator stands for; Spark's own names come back unchanged."""
    if name in _SPECIAL:
        return _SPECIAL[name]
    stripped = _SUFFIX.sub("", _PREFIX.sub("", name))
    if stripped == name or not stripped:
        return name
    return _SPECIAL.get(stripped, stripped)


def engine_of(name: str) -> str | None:
    """Which engine prints `name`: photon, comet, gluten, rapids, or None for Spark itself."""
    if name.startswith("Photon"):
        return "photon"
    if name.startswith("Comet"):
        return "comet"
    if name.startswith("Gpu"):
        return "rapids"
    if name.startswith("Velox") or "Velox" in name or name.endswith("Transformer") \
            or name.startswith("Columnar") and name != "ColumnarToRow":
        return "gluten"
    return None
