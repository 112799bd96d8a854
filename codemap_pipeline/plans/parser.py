"""Read Spark physical plans printed by `df.explain()` into ParsedPlan objects.

Accepted input:
- simple mode: `== Physical Plan ==` and a tree drawn with `+- `, `:- `, `:  `, where `*(3) `
  marks a node compiled in whole-stage-codegen stage 3;
- formatted mode: a tree of `Op (N)` lines, then `(N) Op` detail blocks and the
  `===== Subqueries =====` section;
- extended / cost mode (only the `== Physical Plan ==` section is read) and AQE plans
  (`AdaptiveSparkPlan`, `+- == Final Plan ==`, `+- == Initial Plan ==`; the final, or current,
  plan is kept and the initial one dropped, but for the nodes it re-planned: see `twin_of` below).
A text may hold several plans; each `== Physical Plan ==` section gives one ParsedPlan.

Node ids follow docs/output-format.md: formatted mode keeps Spark's `(N)`; simple mode computes
the number Spark's formatted mode would print. That is Spark's ExplainUtils order: children
before their parent, first child first, WholeStageCodegen/InputAdapter unnumbered; an
AdaptiveSparkPlan numbers its executed plan, then the nodes of its initial plan that are not in the
executed plan, then itself; query stages and ReusedExchange are numbered like ordinary nodes
(a ReusedExchange is a leaf); subquery plans are numbered after the whole main plan, in the order
their hosting operators appear (parent before child), the Subquery node itself unnumbered and a
ReusedSubquery (or a repeat of the same subquery) numbering nothing.

Layout of the returned nodes: the main tree first (root at index 0, depth-first), then one tree
per subquery with `parent=None` and `hosted_by` = index of the operator whose expression holds it, then
(text plans, not event logs) each AQE initial-plan node the executed plan re-planned, outside the tree
(`parent=None`), its `twin_of` the index of the executed node in its place; an initial-plan node planned otherwise
(no executed node of its operator in its place) and the initial plan below it are nodes of their own there, linked
to the executed nodes both plans share.
In simple mode the subquery tree keeps Spark's `Subquery`/`SubqueryBroadcast` line as an
unnumbered wrapper root; formatted mode never prints that line, so there the root is the
subquery's first numbered operator.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field

from .engines import ENGINE_WRAPPERS, spark_operator
from .model import ParsedPlan, PlanNode, PlanParseError
from .names import extract_names, simplified_names, split_top
from .operators import family
from .tree import PSEUDO_HEADER, SUBQUERY_OPERATORS, RawNode, canonical_operator

WRAPPERS = frozenset({
    "WholeStageCodegen", "InputAdapter", "ColumnarToRow", "RowToColumnar", "AdaptiveSparkPlan",
    "ReusedExchange", "ReusedSubquery", "AQEShuffleRead", "CustomShuffleReader",
    "ShuffleQueryStage", "BroadcastQueryStage", "TableCacheQueryStage", "ResultQueryStage",
    # Subquery holders: simple mode prints them, formatted mode never numbers them.
    "Subquery", "SubqueryBroadcast", "SubqueryAdaptiveBroadcast",
}) | ENGINE_WRAPPERS
_UNNUMBERED = frozenset({"WholeStageCodegen", "InputAdapter"})
# Query stages whose plan objects are shared with the AQE initial plan (not ResultQueryStage,
# which is built from the re-optimized plan).
_SHARED_STAGES = frozenset({"ShuffleQueryStage", "BroadcastQueryStage", "TableCacheQueryStage"})
_PASS_THROUGH = frozenset({"ColumnarToRow", "RowToColumnar", "AQEShuffleRead", "CustomShuffleReader",
                           "ResultQueryStage", "InputAdapter", "WholeStageCodegen"})

# Possessive `\s*+`: a line of thousands of spaces must not backtrack quadratically (hostile input).
_PLAN_HEADER = re.compile(r"^\s*+\|?\s*+== Physical Plan ==\s*$")
# explain("codegen"): one simple-mode tree per `== Subtree i / N (...) ==` header.
_CODEGEN_HEADER = re.compile(r"^\s*== Subtree \d+ / \d+\b.*==\s*$")
_ANY_HEADER = re.compile(r"^\s*+\|?\s*+==\s*[^=].*?==\s*$")
_TREE_LINE = re.compile(r"^(?P<lead>[ :|]*?)(?P<glyph>[+:]- )(?P<text>.*)$")
_MARKER = re.compile(r"^(?:\*\((?P<stage>\d+)\)\s*|\*\s*(?=[A-Za-z])|\^\s+|!(?=[A-Za-z]))")
# `Op (N)`, optionally followed by `, Statistics(..)`, `, coalesced`, ` (columnarIn=..)`, ` [COMET: ..]`.
_NODE_ID = re.compile(r"\s\((?P<id>\d+)\)(?P<tail>(?:,|\s+[\[(]).*)?\s*$")
_DETAIL_HEAD = re.compile(r"^\((?P<id>\d+)\)\s+(?P<head>.*)$")
_CODEGEN_ID = re.compile(r"\s*\[codegen id : (\d+)\]")
_REUSES = re.compile(r"\[Reuses operator id: (\d+)\]")
_FIELD = re.compile(r"^(?P<key>[A-Z][A-Za-z0-9 _]*?)\s*(?:\[\d+\])?\s*:\s?(?P<value>.*)$")
_SUBQUERY_LINE = re.compile(r"^Subquery:\d+\s+Hosting operator id = (?P<host>\d+)")
_SUBPLAN_LINE = re.compile(r"^Subplan:\d+")
_NUMBERED = re.compile(r"^\d{2,} ")
_BORDER = re.compile(r"^\s*+(?:\|\s*+|\+-{3,}\+?)\s*$")
# Docs annotate tree lines: `Exchange (4) // DATA SHUFFLE`.
_COMMENT = re.compile(r"\s+//\s.*$")
# simplified.txt (PlanStabilitySuite): two spaces per level, `Op [refs] [produced] #id`.
_SIMPLIFIED_TEXT = re.compile(r"^(?:[A-Z][\w$]*(?: \(\d+\)$|$|.*(?:\]|#\d+)$)|\w*Scan \w+ [\w.`]+$)")


# ---------------------------------------------------------------- tree reading

def _stops_tree(line: str) -> bool:
    s = line.strip()
    return (not s or _BORDER.match(line) is not None or _ANY_HEADER.match(line) is not None
            or s.startswith("=====") or _SUBQUERY_LINE.match(s) is not None)


def _make_raw(text: str, line_no: int, col: int, glyph: str) -> RawNode:
    text = _COMMENT.sub("", text.rstrip())
    stage = None
    m = _MARKER.match(text)
    if m and not PSEUDO_HEADER.match(text):
        stage = int(m.group("stage")) if m.group("stage") else None
        text = text[m.end():]
    node_id = None
    m = _NODE_ID.search(text)
    if m:
        node_id = int(m.group("id"))
        tail = (m.group("tail") or "").lstrip(", ")
        text = text[:m.start()] + ("" if tail.startswith("Statistics(") else " " + tail)
    return RawNode(text=text.strip(), line=line_no, col=col, glyph=glyph, stage=stage,
                node_id=node_id)


def _read_tree(lines: list[str], i: int) -> tuple[RawNode | None, int]:
    """Read the tree starting at lines[i]; returns its root and the index after it."""
    root: RawNode | None = None
    stack: list[RawNode] = []
    prev: RawNode | None = None
    while i < len(lines) and not _stops_tree(lines[i]):
        line = lines[i]
        m = _TREE_LINE.match(line)
        if m:
            node = _make_raw(m.group("text"), i + 1, m.start("text"), m.group("glyph")[:2])
        else:
            node = _make_raw(line.strip(), i + 1, len(line) - len(line.lstrip()), "")
        if root is None:
            root = node
        elif not m:
            if prev is None or not prev.pseudo:
                break   # not a tree line: the tree is over
            prev.children.append(node)   # AQE: the plan under `== Final Plan ==` has no glyph
        else:
            _attach(stack, node)
        stack.append(node)
        prev = node
        i += 1
    return root, i


def _is_wrapper(operator: str) -> bool:
    """A node no call makes, only wrapping others (codegen stages, adaptive wrappers, row/column transitions)."""
    return operator in WRAPPERS or operator.startswith("WholeStageCodegen")


def _part(pseudo: RawNode) -> str:
    """`== Final Plan ==` (or `== Current Plan ==`) -> "executed", `== Initial Plan ==` -> "initial"."""
    return "initial" if "Initial" in pseudo.text else "executed"


def _attach(stack: list[RawNode], node: RawNode) -> None:
    """Hang `node` under the nearest shallower line of the stack."""
    if node.pseudo:
        # `+- == Final Plan ==` of a nested AdaptiveSparkPlan is printed in its parent's column, or shallower still:
        # each part belongs to the latest plan still without it (the outer plan's `== Initial Plan ==` comes after
        # a cached relation's whole nested plan)
        asp = [k for k, raw in enumerate(stack) if raw.operator == "AdaptiveSparkPlan"]
        lacking = [k for k in asp if not any(c.pseudo and _part(c) == _part(node) for c in stack[k].children)]
        asp = lacking if NESTED_AQE and lacking else asp
        if asp:
            del stack[asp[-1] + 1:]
            stack[-1].children.append(node)
            return
    while len(stack) > 1 and stack[-1].col > node.col:
        stack.pop()
    top = stack[-1]
    # Two `+- ` lines in one column cannot be siblings: a paste that lost its indentation.
    if len(stack) > 1 and top.col == node.col and top.glyph == "+-" and not top.pseudo:
        top.children.append(node)
        return
    while len(stack) > 1 and stack[-1].col >= node.col:
        stack.pop()
    parent = stack[-1]
    # Spark draws innerChildren (subqueries, a cached relation) two levels deeper than children.
    if node.col - parent.col >= 5 and not parent.pseudo:
        parent.inner.append(node)
    else:
        parent.children.append(node)


# ---------------------------------------------------------------- formatted-mode extras

@dataclass
class _Block:
    head: str
    line: int
    fields: dict[str, str] = field(default_factory=dict)
    codegen: int | None = None
    reuses: int | None = None


def _read_formatted_rest(lines: list[str], i: int, end: int):
    """Detail blocks and subquery trees after a formatted tree, up to `end`."""
    blocks: dict[int, _Block] = {}
    subtrees: list[tuple[RawNode, int | None]] = []
    current: _Block | None = None
    last_key = None
    while i < end:
        s = lines[i].strip()
        if not s or s.startswith("====="):
            current = None
            i += 1
            continue
        sub = _SUBQUERY_LINE.match(s)
        if sub or _SUBPLAN_LINE.match(s):
            current = None
            j = i + 1
            while j < end and not lines[j].strip():
                j += 1
            nxt = lines[j].strip() if j < end else ""
            if nxt and _NODE_ID.search(nxt) and not _DETAIL_HEAD.match(nxt) \
                    and not _SUBQUERY_LINE.match(nxt):
                root, i = _read_tree(lines, j)
                if root is not None:
                    subtrees.append((root, int(sub.group("host")) if sub else None))
                continue
            i += 1
            continue
        head = _DETAIL_HEAD.match(s)
        if head:
            current = _new_block(head.group("head"), i + 1)
            blocks.setdefault(int(head.group("id")), current)
            last_key = None
        elif current is not None:
            last_key = _add_field(current, s, last_key)
        else:
            break   # text that is not part of the plan
        i += 1
    return blocks, subtrees


def _new_block(head: str, line_no: int) -> _Block:
    block = _Block(head=head, line=line_no)
    m = _CODEGEN_ID.search(head)
    if m:
        block.codegen = int(m.group(1))
        block.head = head[:m.start()] + head[m.end():]
    m = _REUSES.search(head)
    if m:
        block.reuses = int(m.group(1))
    return block


def _add_field(block: _Block, s: str, last_key: str | None) -> str | None:
    if s.startswith("Location ") and not s.startswith("Location:"):
        key, value = "Location", s[len("Location "):]
    else:
        m = _FIELD.match(s)
        if not m:
            if last_key:   # a value that ran over a line
                block.fields[last_key] += "\n" + s
            return last_key
        key, value = m.group("key").strip(), m.group("value").strip()
    block.fields[key] = f"{block.fields[key]}\n{value}" if key in block.fields else value
    return key


# ---------------------------------------------------------------- simple-mode numbering

def _aqe_parts(asp: RawNode) -> tuple[RawNode | None, RawNode | None]:
    """(executed plan, initial plan if it is printed separately) of an AdaptiveSparkPlan."""
    pseudo = {c.text.split()[1]: (c.children[0] if c.children else None)
              for c in asp.children if c.pseudo}
    if not pseudo:
        return (asp.children[0] if asp.children else None), None
    executed = pseudo.get("Final") or pseudo.get("Current")
    if executed is None:
        return pseudo.get("Initial"), None
    return executed, pseudo.get("Initial")


class _Numberer:
    """Gives simple-mode nodes the ids Spark's formatted mode would print."""

    def __init__(self) -> None:
        self.count = 0
        # Spark does not number a plan object twice, and an AQE initial plan shares objects with
        # the executed plan. Text cannot show object identity, so two sets of subtree texts
        # stand in for it: all executed-plan subtrees, and those inside a query stage.
        self.executed: set[tuple] = set()
        self.staged: set[tuple] = set()
        self.initial_exchanges: set[tuple] = set()

    def number(self, raw: RawNode, shared: set[tuple] | None = None, staged: bool = False) -> None:
        """Spark's generateOperatorIDs; `shared` is set while numbering an AQE initial plan."""
        if raw.is_subquery or (shared is not None and raw.sig in shared):
            return   # subqueries come later; parts shared with the executed plan are done
        if raw.operator == "AdaptiveSparkPlan":
            executed, initial_plan = _aqe_parts(raw)
            outer = self.executed, self.staged, self.initial_exchanges   # per AdaptiveSparkPlan
            self.executed, self.staged = set(), set()
            self.initial_exchanges = _exchange_shapes(initial_plan) if initial_plan else set()
            if executed is not None:
                self.number(executed, shared)
            if initial_plan is not None:
                # A re-optimized plan was planned again: only stage contents are still shared.
                replanned = executed is None or _full_shape(executed) != _full_shape(initial_plan)
                self.number(initial_plan, self.staged if replanned else self.executed)
            self.executed, self.staged, self.initial_exchanges = outer
            self._take(raw, shared, staged)
            return
        # A stage keeps the initial plan's objects only if it was cut from the initial plan,
        # not from a re-optimized one: its exchange must be in the initial plan.
        inside = staged or (raw.operator in _SHARED_STAGES and bool(raw.children)
                            and _exchange_shape(raw.children[0]) in self.initial_exchanges)
        for child in raw.children:
            self.number(child, shared, inside)
        if raw.operator not in _UNNUMBERED:
            self._take(raw, shared, staged)
        for inner in raw.inner:
            self.number(inner, shared, inside)

    def _take(self, raw: RawNode, shared: set[tuple] | None, staged: bool) -> None:
        self.count += 1
        raw.node_id = self.count
        if shared is None:
            self.executed.add(raw.sig)
            if staged:
                self.staged.add(raw.sig)

    def subqueries(self, root: RawNode) -> None:
        found: list[RawNode] = []
        _collect_subqueries(root, found)
        done: set[tuple] = set()
        for sub in found:
            if sub.sig in done:
                sub.duplicate = True
                continue
            done.add(sub.sig)
            if sub.operator != "ReusedSubquery":
                for child in sub.children:
                    self.number(child)


def _shape(raw: RawNode) -> tuple:
    """Operator skeleton of a plan with transitions dropped and exchanges/stages as leaves."""
    if raw.operator in _SHARED_STAGES or raw.operator.endswith("Exchange"):
        return ("stage",)
    if raw.operator in _PASS_THROUGH and raw.children:
        return _shape(raw.children[0])
    return (raw.operator, tuple(_shape(c) for c in raw.children))


def _full_shape(raw: RawNode) -> tuple:
    """Operator skeleton of a whole plan, through stages, with transitions dropped."""
    if (raw.operator in _PASS_THROUGH or raw.operator in _SHARED_STAGES) and raw.children:
        return _full_shape(raw.children[0])
    name = "exchange" if raw.operator.endswith("Exchange") else raw.operator
    return (name, tuple(_full_shape(c) for c in raw.children))


def _exchange_shape(raw: RawNode) -> tuple:
    return (raw.operator, tuple(_shape(c) for c in raw.children))


def _exchange_shapes(raw: RawNode) -> set[tuple]:
    """Shapes of every exchange of a plan (the candidates for query stages)."""
    found = {_exchange_shape(raw)} if raw.operator.endswith("Exchange") else set()
    for child in raw.children:
        found |= _exchange_shapes(child)
    return found


def _collect_subqueries(raw: RawNode, out: list[RawNode]) -> None:
    """Subqueries in Spark's order: operators top-down, each subquery before its nested ones."""
    if raw.operator == "AdaptiveSparkPlan":
        executed, _ = _aqe_parts(raw)
        if executed is not None:
            _collect_subqueries(executed, out)
        return
    for inner in raw.inner:
        if inner.is_subquery:
            out.append(inner)
            _collect_subqueries(inner, out)
    for child in raw.children:
        _collect_subqueries(child, out)


# ---------------------------------------------------------------- building the result

class _Builder:
    """Turns RawNode trees into the flat PlanNode list of a ParsedPlan."""

    def __init__(self, mode: str, source: str | None) -> None:
        self.mode = mode
        self.source = source
        self.nodes: list[PlanNode] = []
        self.errors: list[PlanParseError] = []
        self.pending: list[tuple[RawNode, int]] = []   # simple mode: (subquery, hosting index)
        self.dropped_ids: set[int] = set()          # formatted ids of the dropped initial plan
        self.initials: list[tuple[RawNode, RawNode]] = []   # (AQE initial plan, executed plan) pairs
        self.raw_index: dict[int, int] = {}                 # id(raw) -> index of its node

    def emit(self, raw: RawNode, parent: int | None) -> int:
        header = raw.text
        printed = canonical_operator(header)
        operator = spark_operator(printed)
        node = PlanNode(node_id=raw.node_id, operator=operator, header=header,
                        parent=parent, line=raw.line, codegen_stage=raw.stage,
                        engine_operator=printed if printed != operator else None,
                        metrics=dict(raw.metrics))
        node.wrapper = _is_wrapper(operator)
        index = len(self.nodes)
        self.nodes.append(node)
        self.raw_index[id(raw)] = index
        for child in self._kept_children(raw):
            if child.is_subquery:
                self.pending.append((child, index))
            else:
                node.children.append(self.emit(child, index))
        return index

    def _kept_children(self, raw: RawNode) -> list[RawNode]:
        if raw.operator == "AdaptiveSparkPlan" and any(c.pseudo for c in raw.children):
            executed, initial = _aqe_parts(raw)
            if initial is not None:
                self.dropped_ids.update(_ids(initial))
                if executed is not None:
                    self.initials.append((initial, executed))
            return [executed] if executed is not None else []
        return raw.inner + raw.children

    def emit_pending(self) -> None:
        """Simple mode: subquery trees after the main tree, as roots with `hosted_by`."""
        while self.pending:
            raw, host = self.pending.pop(0)
            if raw.duplicate:
                index = len(self.nodes)
                operator = spark_operator(raw.operator)
                self.nodes.append(PlanNode(
                    node_id=None, operator=operator, header=raw.text, parent=None, wrapper=True,
                    line=raw.line, engine_operator=raw.operator if operator != raw.operator else None))
            else:
                index = self.emit(raw, None)
            self.nodes[index].hosted_by = host

    def emit_twins(self, blocks: dict[int, _Block] | None = None) -> None:
        """The initial-plan nodes of an AQE plan that its executed plan re-planned, each as a twin of the executed
        node in its place (same operator, same place once query stages and shuffle reads are passed; a reused
        exchange followed to the exchange it reuses): a user reading the initial plan's (N) finds its code too.
        Needs the executed nodes' `reuses`, so it runs after they are known."""
        if not AQE_TWINS:
            return
        by_id = {n.node_id: i for i, n in enumerate(self.nodes) if n.node_id is not None}
        for initial, executed in self.initials:
            if id(executed) in self.raw_index:
                self._twin(initial, self.raw_index[id(executed)], by_id, blocks or {})

    def _twin(self, raw: RawNode, at: int, by_id: dict[int, int], blocks: dict[int, _Block]) -> None:
        while raw.operator in _STAGE_STEPS and len(raw.children) == 1:
            raw = raw.children[0]
        at = _past_stages(self.nodes, at, by_id)
        if raw.node_id is None or raw.node_id in by_id:
            return   # unnumbered, or shared with the executed plan: nothing of its own below
        operator = spark_operator(canonical_operator(raw.text))
        block = blocks.get(raw.node_id)
        kids = [c for c in raw.children if not c.pseudo and not c.is_subquery]
        if DROPPED_LIMITS and family(operator) == "limit" and at is not None \
                and family(self.nodes[at].operator) != "limit" and len(kids) == 1:
            # the run found fewer rows than the limit and dropped it (AQE's EliminateLimits): the limit is the
            # initial plan's own, the rest below it still the executed plan's
            self.nodes.append(PlanNode(node_id=raw.node_id, operator=operator, header=raw.text, parent=None,
                                       children=[at],   # what it limited: the executed node (its parent unchanged)
                                       line=raw.line, details=block.fields if block else {}))
            by_id[raw.node_id] = len(self.nodes) - 1
            self._twin(kids[0], at, by_id, blocks)
            return
        if at is None or operator != self.nodes[at].operator:
            # planned otherwise (a sort-merge join made a broadcast one): no twin to speak for it, but a node of
            # the plan all the same, with what it had below it
            if RE_PLANNED:
                self._initial_only(raw, by_id, blocks, set())
            return
        self.nodes.append(PlanNode(node_id=raw.node_id, operator=operator, header=raw.text, parent=None,
                                   line=raw.line, twin_of=at,
                                   details=block.fields if block else {}))
        by_id[raw.node_id] = len(self.nodes) - 1
        if len(kids) == len(self.nodes[at].children):
            for kid, child in zip(kids, self.nodes[at].children):
                self._twin(kid, child, by_id, blocks)

    def _initial_only(self, raw: RawNode, by_id: dict[int, int], blocks: dict[int, _Block],
                      made: set[int]) -> int | None:
        """An initial-plan node the executed plan re-planned otherwise, and the initial plan below it: nodes of their
        own outside the tree, as the initial plan drew them; a node both plans share (a scan numbered once) is
        linked to, not made again."""
        while raw.operator in _STAGE_STEPS and len(raw.children) == 1:
            raw = raw.children[0]
        if raw.node_id is None:
            return None
        if raw.node_id in by_id:
            return by_id[raw.node_id]
        operator = spark_operator(canonical_operator(raw.text))
        block = blocks.get(raw.node_id)
        index = len(self.nodes)
        node = PlanNode(node_id=raw.node_id, operator=operator, header=raw.text, parent=None, line=raw.line,
                        details=block.fields if block else {})
        node.wrapper = _is_wrapper(operator)
        self.nodes.append(node)
        by_id[raw.node_id] = index
        made.add(index)
        for kid in (c for c in raw.children if not c.pseudo and not c.is_subquery):
            below = self._initial_only(kid, by_id, blocks, made)
            if below is not None:
                node.children.append(below)
                if below in made:
                    self.nodes[below].parent = index
        return index

    def error(self, message: str, line: int | None) -> None:
        self.errors.append(PlanParseError(message, line, self.source))


_STAGE_STEPS = _PASS_THROUGH | _SHARED_STAGES
DROPPED_LIMITS = True   # an initial-plan limit the run dropped is a node of its own, what it limited still twins
RE_PLANNED = True   # an initial-plan node planned otherwise (no twin), and what is below it, are nodes of their own
NESTED_AQE = True   # an AQE plan's part printed after a nested plan's (a cache's) is its own, not the nested one's
AQE_TWINS = True   # initial-plan nodes an AQE plan re-planned kept as twins of the executed ones (emit_twins)


def _past_stages(nodes: list[PlanNode], at: int, by_id: dict[int, int]) -> int | None:
    """The first node at or below `at` that is no query stage, shuffle read or reused exchange."""
    seen = set()
    while at not in seen:
        seen.add(at)
        node = nodes[at]
        if node.operator == "ReusedExchange" and node.reuses in by_id:
            at = by_id[node.reuses]
        elif node.operator in _STAGE_STEPS and len(node.children) == 1:
            at = node.children[0]
        else:
            return at
    return None


def _ids(raw: RawNode) -> set[int]:
    out = {raw.node_id} if raw.node_id is not None else set()
    for child in raw.children + raw.inner:
        out |= _ids(child)
    return out


def _apply_blocks(builder: _Builder, blocks: dict[int, _Block]) -> None:
    """Formatted mode: attach each `(N) Op` detail block to node N: to each of its copies, where the tree
    prints a subtree twice under one number (a cached relation scanned on both sides of a self-join)."""
    by_id: dict[int, list[PlanNode]] = {}
    for n in builder.nodes:
        if n.node_id is not None:
            by_id.setdefault(n.node_id, []).append(n)
    for node_id, block in sorted(blocks.items()):
        copies = by_id.get(node_id)
        if not copies:
            op = canonical_operator(block.head)
            if node_id not in builder.dropped_ids and op not in _UNNUMBERED \
                    and not op.startswith("WholeStageCodegen"):
                builder.error(f"detail block ({node_id}) {block.head} matches no node of the tree",
                              block.line)
            continue
        if canonical_operator(block.head) != (copies[0].engine_operator or copies[0].operator):
            builder.error(f"detail block ({node_id}) is {block.head!r}, expected {copies[0].operator}",
                          block.line)
            continue
        for node in copies:
            node.details = block.fields
            node.codegen_stage = block.codegen if block.codegen is not None else node.codegen_stage
            node.reuses = block.reuses
    if not blocks:
        return   # a tree pasted without its detail blocks (docs): nothing to check against
    for node in builder.nodes:
        if node.node_id is not None and node.node_id not in blocks:
            builder.error(f"no detail block for node ({node.node_id}) {node.operator}", node.line)


def _simple_reuses(builder: _Builder) -> None:
    """Simple mode: a ReusedExchange names the exchange it reuses by that exchange's own text."""
    by_header: dict[str, list[int]] = {}
    for node in builder.nodes:
        if node.node_id is not None and node.operator.endswith("Exchange"):
            by_header.setdefault(node.header, []).append(node.node_id)
    for node in builder.nodes:
        if node.operator != "ReusedExchange":
            continue
        parts = split_top(node.header[len("ReusedExchange"):])
        if len(parts) > 1:
            target = by_header.get(", ".join(parts[1:]), [])
            node.reuses = target[0] if len(target) == 1 else None


def _fill_names(builder: _Builder) -> None:
    for node in builder.nodes:
        try:
            if builder.mode == "simplified":
                node.names = simplified_names(node.operator, node.header, not node.children)
            else:
                node.names = extract_names(node.operator, node.header, node.details)
        except Exception as exc:  # one odd expression must not lose the plan
            builder.error(f"could not read names of {node.operator}: {exc}", node.line)


def _parse_section(lines: list[str], start: int, end: int, source: str | None) -> ParsedPlan:
    """One plan: the tree starting at or after lines[start], up to lines[end]."""
    i = start
    while i < end and (not lines[i].strip() or _BORDER.match(lines[i])):
        i += 1
    if i >= end:
        raise PlanParseError("expected an operator tree after '== Physical Plan =='",
                             min(start + 1, len(lines)), source)
    root, after = _read_tree(lines[:end], i)
    if root is None or root.pseudo or not re.match(r"[A-Za-z*^!]", root.text):
        raise PlanParseError(f"expected an operator line, found {lines[i].strip()[:60]!r}",
                             i + 1, source)
    if root.node_id is None:
        return plan_from_tree(root, "simple", source)
    builder = _Builder("formatted", source)
    builder.emit(root, None)
    blocks, subtrees = _read_formatted_rest(lines, after, end)
    _add_subtrees(builder, subtrees)
    _apply_blocks(builder, blocks)
    builder.emit_twins(blocks)
    for node in builder.nodes:
        if node.node_id is None and node.operator not in _UNNUMBERED:
            builder.error(f"tree line without an (N) id: {node.header[:60]!r}", node.line)
    _fill_names(builder)
    return ParsedPlan(mode="formatted", nodes=builder.nodes, errors=builder.errors)


def plan_from_tree(root: RawNode, mode: str, source: str | None) -> ParsedPlan:
    """A plan printed without (N) ids (simple mode, simplified.txt, an event log's
    sparkPlanInfo): number it as Spark's formatted mode would, then flatten it."""
    builder = _Builder(mode, source)
    numberer = _Numberer()
    numberer.number(root)
    numberer.subqueries(root)
    builder.emit(root, None)
    builder.emit_pending()
    if mode == "simplified":
        _simplified_reuses(builder)
    else:
        _simple_reuses(builder)
    if mode != "eventlog":   # an event log's initial plan is its start event's, numbered apart
        builder.emit_twins()
    _fill_names(builder)
    return ParsedPlan(mode=mode, nodes=builder.nodes, errors=builder.errors)


def _add_subtrees(builder: _Builder, subtrees: list[tuple[RawNode, int | None]]) -> None:
    """Formatted mode: subquery trees become extra roots; a tree printed twice is kept once."""
    index_of = {n.node_id: i for i, n in enumerate(builder.nodes) if n.node_id is not None}
    for root, host in subtrees:
        if root.node_id in index_of:
            continue
        index = builder.emit(root, None)
        builder.nodes[index].hosted_by = index_of.get(host) if host is not None else None
        index_of = {n.node_id: i for i, n in enumerate(builder.nodes) if n.node_id is not None}


# ---------------------------------------------------------------- entry point

def _section_bounds(lines: list[str]) -> list[tuple[int, int, str | None]]:
    """(first line after the header, end, forced mode) of every plan section: each
    `== Physical Plan ==` and each codegen `== Subtree i / N ==`."""
    bounds = []
    for start, line in enumerate(lines):
        if _PLAN_HEADER.match(line):
            mode = None
        elif _CODEGEN_HEADER.match(line):
            mode = "codegen"
        else:
            continue
        end = start + 1
        while end < len(lines) and not _ANY_HEADER.match(lines[end]) \
                and not lines[end].startswith("-- !query"):
            end += 1
        bounds.append((start + 1, end, mode))
    return bounds


def _bare_tree_start(lines: list[str]) -> int | None:
    """A text without section headers may still be a bare tree (`plan.treeString`), or a
    fragment of one whose first line already hangs from a parent (`+- Op`)."""
    if any(_ANY_HEADER.match(line) for line in lines):
        return None
    body = [i for i, line in enumerate(lines) if line.strip()]
    if len(body) > 1 and all(_TREE_LINE.match(lines[i]) for i in body[:2]) \
            and re.match(r"[A-Za-z*]", _TREE_LINE.match(lines[body[0]]).group("text")):
        return body[0]
    for i, line in enumerate(lines):
        if not line.strip() or _TREE_LINE.match(line):
            continue
        j = i + 1
        while j < len(lines) and not lines[j].strip():
            j += 1
        if j < len(lines) and _TREE_LINE.match(lines[j]) and re.match(r"\s*[A-Za-z*]", line):
            return i
        return None
    return None


def parse_plan_text(text: str, source: str | None = None) -> list[ParsedPlan]:
    """Parse every physical plan in `text`: explain() in simple, extended, formatted, cost or
    codegen mode, AQE plans, the golden simplified.txt form, numberedTreeString, and pastes
    inside a table border or with lost indentation.

    Raises PlanParseError (with the line and what was expected) when no plan can be read;
    trouble confined to one node is reported in ParsedPlan.errors instead.
    """
    lines = text.splitlines()
    bounds = _section_bounds(lines)
    if not bounds and lines and all(_NUMBERED.match(x) for x in lines if x.strip()):
        lines = [_NUMBERED.sub("", x) for x in lines]   # plan.numberedTreeString: `00 Op`
    if not bounds:
        start = _bare_tree_start(lines)
        if start is None:
            if _is_simplified(lines):
                return [_parse_simplified(lines, source)]
            first = next((i for i, line in enumerate(lines) if line.strip()), 0)
            raise PlanParseError("expected '== Physical Plan ==' followed by an operator tree "
                                 "(df.explain() output)", first + 1, source)
        bounds = [(start, len(lines), None)]
    plans, failures = [], []
    for start, end, mode in bounds:
        try:
            plan = _parse_section(lines, start, end, source)
        except PlanParseError as exc:
            failures.append(exc)
            continue
        except RecursionError:
            failures.append(PlanParseError("operator tree nested too deeply to read (more than about "
                                           f"{sys.getrecursionlimit() // 2} levels)", start + 1, source))
            continue
        plan.mode = mode or plan.mode
        plans.append(plan)
    if not plans:
        raise failures[0]
    return plans


# ---------------------------------------------------------------- simplified.txt

def _is_simplified(lines: list[str]) -> bool:
    """Two-space indented operator lines under a single unindented root."""
    body = [line.rstrip() for line in lines if line.strip()]
    if len(body) < 2 or body[0].startswith(" "):
        return False
    depth = 0
    for k, line in enumerate(body):
        text = line.lstrip(" ")
        indent = len(line) - len(text)
        if indent % 2 or indent // 2 > depth + 1 or (k and indent == 0) \
                or not _SIMPLIFIED_TEXT.match(text):
            return False
        depth = indent // 2
    return True


def _read_simplified(lines: list[str]) -> RawNode:
    """The tree of a simplified.txt. Subqueries (printed before the children) go to `inner`."""
    root = None
    stack: list[RawNode] = []
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        text = line.strip()
        raw = RawNode(text=text, line=i + 1, col=len(line) - len(line.lstrip(" ")), glyph="")
        while stack and stack[-1].col >= raw.col:
            stack.pop()
        if not stack:
            root = raw
        elif raw.is_subquery:
            stack[-1].inner.append(raw)
        else:
            stack[-1].children.append(raw)
        stack.append(raw)
    assert root is not None
    _mark_stages(root, None)
    return root


def _mark_stages(raw: RawNode, stage: int | None) -> None:
    """simplified.txt draws `WholeStageCodegen (n)` as a node: its stage id goes on the
    operators inside it, down to the next InputAdapter."""
    m = re.match(r"WholeStageCodegen\w* \((\d+)\)", raw.text)
    if m:
        stage = int(m.group(1))
    elif raw.operator == "InputAdapter":
        stage = None
    elif stage is not None:
        raw.stage = stage
    for child in raw.children:
        _mark_stages(child, stage)
    for inner in raw.inner:
        _mark_stages(inner, None)


_SIMPLIFIED_REF = re.compile(r"\s#(\d+)$")


def _simplified_reuses(builder: _Builder) -> None:
    """`ReusedExchange [..] #7` reuses the exchange printed with `#7`; `ReusedSubquery [..] #2`
    the subquery printed with `#2` (its top numbered operator)."""
    exchanges: dict[str, int] = {}
    subqueries: dict[str, int] = {}
    for index, node in enumerate(builder.nodes):
        m = _SIMPLIFIED_REF.search(node.header)
        if not m:
            continue
        if node.operator.endswith("Exchange") and node.operator != "ReusedExchange" \
                and node.node_id is not None:
            exchanges.setdefault(m.group(1), node.node_id)
        elif node.operator in ("Subquery", "SubqueryBroadcast"):
            top = _first_numbered(builder.nodes, index)
            if top is not None:
                subqueries.setdefault(m.group(1), top)
    for node in builder.nodes:
        m = _SIMPLIFIED_REF.search(node.header)
        if m and node.operator == "ReusedExchange":
            node.reuses = exchanges.get(m.group(1))
        elif m and node.operator == "ReusedSubquery":
            node.reuses = subqueries.get(m.group(1))


def _first_numbered(nodes: list[PlanNode], index: int) -> int | None:
    """node_id of the first numbered node at or below nodes[index], through wrappers."""
    while nodes[index].node_id is None:
        if not nodes[index].children:
            return None
        index = nodes[index].children[0]
    return nodes[index].node_id


def _parse_simplified(lines: list[str], source: str | None) -> ParsedPlan:
    return plan_from_tree(_read_simplified(lines), "simplified", source)


__all__ = ["parse_plan_text", "plan_from_tree", "canonical_operator", "WRAPPERS",
           "SUBQUERY_OPERATORS"]
