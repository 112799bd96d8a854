"""Plain data for parsed Spark plans: what the plan parser returns and the pipeline stores."""

from __future__ import annotations

from dataclasses import dataclass, field


class PlanParseError(ValueError):
    """A plan text could not be read. Carries the 1-based line and what was expected there."""

    def __init__(self, message: str, line: int | None = None, source: str | None = None):
        self.message = message
        self.line = line
        self.source = source
        where = f"{source or '<plan>'}:{line}" if line is not None else (source or "<plan>")
        super().__init__(f"{where}: {message}")


@dataclass
class PlanNames:
    """Names a node mentions, with Spark's #ids stripped."""

    columns: list[str] = field(default_factory=list)      # input/output/referenced columns
    aliases: list[str] = field(default_factory=list)      # targets of `expr AS name`
    literals: list[str] = field(default_factory=list)     # constants in conditions/projections
    functions: list[str] = field(default_factory=list)    # sum, count, row_number, udf names...
    keys: list[str] = field(default_factory=list)         # grouping / join / partitioning / sort keys
    tables: list[str] = field(default_factory=list)       # scan or write table names
    paths: list[str] = field(default_factory=list)        # file locations
    udfs: list[str] = field(default_factory=list)         # Python/Scala UDF names
    join_type: str | None = None                          # Inner, LeftOuter, ...
    limit: int | None = None                              # limit / top-k number
    partitions: int | None = None                         # repartition count


@dataclass
class PlanNode:
    node_id: int | None        # the (N) of Spark's formatted mode; None for unnumbered wrappers
    operator: str              # canonical operator name, e.g. "HashAggregate", "Scan", "Exchange"
    header: str                # the node's own line of text, tree glyphs and markers removed
    parent: int | None         # index into ParsedPlan.nodes of the parent, None for the root
    children: list[int] = field(default_factory=list)   # indexes into ParsedPlan.nodes
    wrapper: bool = False      # WholeStageCodegen, InputAdapter, ColumnarToRow, AdaptiveSparkPlan, ...
    codegen_stage: int | None = None
    details: dict[str, str] = field(default_factory=dict)  # formatted-mode detail block fields
    names: PlanNames = field(default_factory=PlanNames)
    line: int = 0              # 1-based line of the node in the source text
    reuses: int | None = None  # for ReusedExchange/ReusedSubquery: node_id of the reused node
    hosted_by: int | None = None  # subquery tree roots: index into ParsedPlan.nodes of the host
    # Photon/Comet/Gluten/RAPIDS name as printed (`GpuHashAggregate`) when `operator` is the
    # Spark operator it stands for; None for Spark's own operators.
    engine_operator: str | None = None
    # Event logs: SQL metric name -> value (rows and sizes as counts/bytes, times in ms),
    # None where the log names the metric but carries no value for it.
    metrics: dict[str, float | None] = field(default_factory=dict)
    # An AQE initial-plan node the executed plan holds a re-planned copy of (a subquery's aggregate after its
    # stage ran): the index of that copy. Outside the tree, a node of the plan all the same: mapped as its copy.
    twin_of: int | None = None

    @property
    def own(self) -> bool:
        """Mapped on its own evidence: neither a wrapper nor an initial-plan twin of another node."""
        return not self.wrapper and self.twin_of is None


@dataclass
class ParsedPlan:
    mode: str                  # "simple" | "formatted" | "simplified" | "codegen" | "eventlog"
    nodes: list[PlanNode]      # the main tree first (root at index 0), then subquery trees
    errors: list[PlanParseError] = field(default_factory=list)
    title: str = ""            # e.g. the executed query's description, where known
    execution_id: int | None = None   # event logs: the SQL execution id
    description_rank: int | None = None   # event logs: its place (1-based) among the run's executions of this title
    call_site: str = ""        # event logs: the execution's call site (`details`, a stack trace)

    def executed(self) -> set[int]:
        """The indexes of the executed tree's nodes and of its subqueries' trees: not an AQE initial plan's (its
        twins, its nodes of their own), which an event log's plan of the same execution does not hold."""
        seen, stack = set(), [i for i, n in enumerate(self.nodes) if i == 0 or n.hosted_by is not None]
        while stack:
            i = stack.pop()
            if i not in seen:
                seen.add(i)
                stack.extend(self.nodes[i].children)
        return seen
