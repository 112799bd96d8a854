"""A file whose Spark settings cannot have made the plan.

Settings shape a plan where the code does not say so: with adaptive execution on, Spark wraps the plan in an
AdaptiveSparkPlan; a shuffle Spark adds for a join, an aggregate or a sort has as many partitions as
`spark.sql.shuffle.partitions` says. So a file that turns adaptive execution off, and never on again, did not
make a plan that ran adaptively; one that sets the shuffle partitions only to numbers the plan's own shuffles
do not have did not make it either. Evidence that holds in any codebase: Spark's behaviour, not a
repository's style. Only a file's own settings count (the front ends record them as links of kind
`vocabulary.SETS`): a session built in one module and used in another may be set again in between, and a
value known only at run time (`?`) rules nothing out.
"""

from __future__ import annotations

from dataclasses import dataclass

from codemap_pipeline.code.vocabulary import SETS
from codemap_pipeline.mapping.operators import is_user_repartition, node_text
from codemap_pipeline.plans.model import PlanNode

ADAPTIVE = "spark.sql.adaptive.enabled"
PARTITIONS = "spark.sql.shuffle.partitions"
# under adaptive execution this, where set, numbers the shuffles in place of spark.sql.shuffle.partitions
INITIAL_PARTITIONS = "spark.sql.adaptive.coalescePartitions.initialPartitionNum"
RULES = True   # the switch accuracy/ablation.py turns off


@dataclass(frozen=True)
class PlanSettings:
    adaptive: bool                 # the plan ran adaptively (an AdaptiveSparkPlan)
    partitions: frozenset[int]     # the partitions of the shuffles Spark chose itself; empty where unknown


def plan_settings(nodes: list[PlanNode]) -> PlanSettings:
    adaptive = any(n.operator == "AdaptiveSparkPlan" for n in nodes)
    found: set[int] = set()
    for node in nodes:
        if is_user_repartition(node):
            # repartition(n, ...) numbers its own shuffle, and the other side of a join follows it
            return PlanSettings(adaptive, frozenset())
        if node.operator == "Exchange":
            # ENSURE_REQUIREMENTS (Spark 3.1 on) marks a shuffle Spark added itself: earlier plans cannot tell
            if "ENSURE_REQUIREMENTS" in node_text(node) and node.names.partitions:
                found.add(node.names.partitions)
        elif "SelectedBucketsCount" in node_text(node):
            return PlanSettings(adaptive, frozenset())   # a bucketed table's side sets the other's partitions
    return PlanSettings(adaptive, frozenset(found))


def file_settings(links) -> dict[str, dict[str, list[tuple[int, str]]]]:
    """file -> setting -> (line, value) of each time the file sets it, by line, from links (file, dst, kind,
    line)."""
    out: dict[str, dict[str, list[tuple[int, str]]]] = {}
    for file, dst, kind, line in links:
        if kind == SETS and "=" in dst:
            key, value = dst.split("=", 1)
            out.setdefault(file, {}).setdefault(key, []).append((line, value))
    for keys in out.values():
        for made in keys.values():
            made.sort()
    return out


def ruled_out(plan: PlanSettings, settings: dict[str, list[tuple[int, str]]], line: int) -> str | None:
    """Why a call at `line` of a file with these settings cannot have made the plan, or None where it can.
    A setting made above the call is the one in force (a script's or a notebook's order); where none is, a
    file setting it later (a function defined above the code that calls it) rules out only if every value
    it gives does."""
    if not RULES or not settings:
        return None
    adaptive = _in_force(settings.get(ADAPTIVE, []), line)
    if plan.adaptive and adaptive and all(v.lower() == "false" for v in adaptive):
        return f"{ADAPTIVE} is false there and the plan ran adaptively"
    numbers = [_number(v) for v in _in_force(settings.get(PARTITIONS, []), line)]
    if plan.partitions and numbers and None not in numbers and not set(numbers) & plan.partitions \
            and not (plan.adaptive and INITIAL_PARTITIONS in settings):
        shown = ", ".join(str(n) for n in sorted(plan.partitions))
        return f"{PARTITIONS} is {numbers[-1]} there and the plan's shuffles have {shown} partitions"
    return None


def _in_force(made: list[tuple[int, str]], line: int) -> list[str]:
    """The values that can be in force at `line`: the last set above it, else every one."""
    above = [value for at, value in made if at < line]
    return above[-1:] if above else [value for _, value in made]


def _number(value: str) -> int | None:
    try:
        return int(value)
    except ValueError:
        return None
