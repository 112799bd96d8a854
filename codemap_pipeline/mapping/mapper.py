"""The first mapper: scores Spark sites against plan operators on the names both mention, attributes nodes
Spark inserted to the call they serve, and prefers picks that agree with the code's dataflow.

Plain data in (PlanNode, SparkSite), plain data out (NodeMapping); no framework.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.plans.model import PlanNode

CONFIRMED, PROBABLE = 0.75, 0.50

# How much a shared name says, by what it is. An alias or a UDF name is written once on purpose;
# a column name is shared by many calls.
CATEGORY_WEIGHT = {"alias": 3.0, "udf": 4.0, "table": 3.0, "path": 3.0, "literal": 2.0, "column": 1.0, "function": 0.7}


@dataclass
class Candidate:
    site: SparkSite
    evidence: float                   # 0..1, name evidence alone
    keyword: float                    # share of the node's names the site mentions
    ast: float                        # how well the site's kind fits the operator
    matched: list[tuple[str, str]]    # (category, name) pairs shared
    embedding: float | None = None
    score: float = 0.0                # final ranking score after tree consistency


@dataclass
class NodeMapping:
    node_index: int
    node_id: int | None
    operator: str
    derived: bool
    site: SparkSite | None
    confidence: float
    status: str
    explanation: str
    factors: dict = field(default_factory=dict)
    alternatives: list[tuple[SparkSite, float]] = field(default_factory=list)


def status_for(confidence: float) -> str:
    return "confirmed" if confidence >= CONFIRMED else "probable" if confidence >= PROBABLE else "uncertain"


def _norm(name: str) -> str:
    return name.strip().strip("`'\"").lower()


def _path_tail(path: str) -> str:
    return _norm(re.sub(r"^[a-z]+:/*", "/", path)).rstrip("/").rsplit("/", 1)[-1]


def node_evidence(node: PlanNode) -> list[tuple[str, str]]:
    n = node.names
    pairs = [("alias", a) for a in n.aliases] + [("udf", u) for u in n.udfs]
    pairs += [("table", t.rsplit(".", 1)[-1]) for t in n.tables] + [("path", _path_tail(p)) for p in n.paths]
    pairs += [("literal", str(v)) for v in n.literals] + [("column", c) for c in n.columns + n.keys]
    pairs += [("function", f) for f in n.functions]
    if n.limit is not None:
        pairs.append(("literal", str(n.limit)))
    if n.partitions is not None and node.operator in ("Exchange", "ShuffleExchange"):
        pairs.append(("literal", str(n.partitions)))
    seen, out = set(), []
    for cat, name in pairs:
        key = (cat, _norm(name))
        if key[1] and key not in seen:
            seen.add(key)
            out.append(key)
    return out


def site_names(site: SparkSite) -> dict[str, set[str]]:
    cols = {_norm(c) for c in site.columns} | {_norm(a) for a in site.aliases}
    return {
        "alias": {_norm(a) for a in site.aliases},
        "column": cols,
        "literal": {_norm(str(v)) for v in site.literals},
        "function": {_norm(f) for f in site.functions},
        "udf": {_norm(f) for f in site.functions},
        "table": {_norm(t).rsplit(".", 1)[-1] for t in site.tables},
        "path": {_path_tail(p) for p in site.paths},
    }


def _matches(cat: str, name: str, names: dict[str, set[str]]) -> bool:
    if name in names[cat]:
        return True
    # An alias in the plan may be a column the code named in another call; a table may be read by path.
    return (cat == "alias" and name in names["column"]) or (cat == "table" and name in names["path"])


class Vocabulary:
    """How many sites mention each name: rare names weigh more (inverse document frequency)."""

    def __init__(self, sites: list[SparkSite]):
        self.total = max(len(sites), 1)
        self.df: Counter[str] = Counter()
        for site in sites:
            self.df.update(set().union(*site_names(site).values()))

    def weight(self, cat: str, name: str) -> float:
        df = self.df.get(name, 0)
        if df == 0:
            return 0.0  # a name no code mentions (Spark-generated) says nothing either way
        return CATEGORY_WEIGHT[cat] * math.log(1 + self.total / df)


def score_candidates(node: PlanNode, sites: list[SparkSite], vocab: Vocabulary,
                     site_name_cache: dict[str, dict[str, set[str]]]) -> list[Candidate]:
    allowed = ops.allowed_site_kinds(node.operator)
    evidence = node_evidence(node)
    total = sum(vocab.weight(c, n) for c, n in evidence) or 1.0
    out = []
    for site in sites:
        if site.kind not in allowed:
            continue
        names = site_name_cache[site.site_id]
        matched = [(c, n) for c, n in evidence if _matches(c, n, names)]
        got = sum(vocab.weight(c, n) for c, n in matched)
        site_total = sum(vocab.weight(c, n) for c in ("alias", "column", "literal", "table", "path", "udf")
                         for n in names[c]) or 1.0
        recall, precision = got / total, min(got / site_total, 1.0)
        evidence_score = 0.0 if got == 0 else 2 * recall * precision / (recall + precision)
        ast = 1.0 if site.kind != "sql" else 0.7  # a SQL string fits any operator, so it says less
        keyword = len(matched) / max(len(evidence), 1)
        out.append(Candidate(site, evidence_score, keyword, ast, matched))
    return out


def _served_node(nodes: list[PlanNode], index: int) -> int | None:
    """For a node Spark inserted, the node of the user call it serves; None for a node a call made."""
    node = nodes[index]
    fam = ops.family(node.operator)
    parent = _real_parent(nodes, index)
    parent_fam = ops.family(nodes[parent].operator) if parent is not None else None
    if fam == "exchange":
        if node.operator == "BroadcastExchange" or "RoundRobin" not in node.header:
            return parent
    if fam == "sort" and parent_fam in ("join", "window", "aggregate"):
        return parent
    if fam == "aggregate" and ops.is_partial_aggregate(node):
        # partial -> (Exchange) -> final: serve the final aggregate above.
        up = parent
        while up is not None and ops.family(nodes[up].operator) in ("exchange", "sort"):
            up = _real_parent(nodes, up)
        if up is not None and ops.family(nodes[up].operator) == "aggregate":
            return up
    if ops.is_inferred_filter(node):
        up = parent
        while up is not None and ops.family(nodes[up].operator) not in ("join", None):
            up = _real_parent(nodes, up)
        if up is not None and ops.family(nodes[up].operator) == "join":
            return up
    return None


def _real_parent(nodes: list[PlanNode], index: int) -> int | None:
    parent = nodes[index].parent
    while parent is not None and nodes[parent].wrapper:
        parent = nodes[parent].parent
    return parent


def _real_children(nodes: list[PlanNode], index: int) -> list[int]:
    out = []
    for child in nodes[index].children:
        out.extend(_real_children(nodes, child) if nodes[child].wrapper else [child])
    return out


def _flow_graph(sites: list[SparkSite]) -> dict[str, set[str]]:
    """Undirected adjacency over `inputs`, plus same-symbol neighbours: either means the same dataflow."""
    adj: dict[str, set[str]] = {s.site_id: set() for s in sites}
    for site in sites:
        for src in site.inputs:
            if src in adj:
                adj[site.site_id].add(src)
                adj[src].add(site.site_id)
    return adj


def _connected(adj: dict[str, set[str]], a: str, b: str, depth: int = 6) -> bool:
    if a == b:
        return True
    frontier, seen = {a}, {a}
    for _ in range(depth):
        frontier = {n for f in frontier for n in adj.get(f, ())} - seen
        if b in frontier:
            return True
        seen |= frontier
    return False


def map_plan(nodes: list[PlanNode], sites: list[SparkSite],
             embedding_scores: dict[tuple[int, str], float] | None = None) -> list[NodeMapping]:
    """Map every non-wrapper node of one plan to a site, with confidence, explanation and alternatives."""
    vocab = Vocabulary(sites)
    cache = {s.site_id: site_names(s) for s in sites}
    adj = _flow_graph(sites)
    embedding_scores = embedding_scores or {}
    real = [i for i, n in enumerate(nodes) if not n.wrapper]
    served = {i: _served_node(nodes, i) for i in real}
    primary = [i for i in real if served[i] is None]

    cands: dict[int, list[Candidate]] = {}
    for i in primary:
        found = score_candidates(nodes[i], sites, vocab, cache)
        for c in found:
            c.embedding = embedding_scores.get((i, c.site.site_id))
            c.score = c.evidence * c.ast + 0.05 * (c.embedding or 0.0)
        cands[i] = sorted(found, key=lambda c: -c.score)

    # Tree consistency: a pick that sits in the same dataflow as its neighbours' picks gains; two passes
    # let agreement spread from nodes with strong evidence to their weaker neighbours.
    chosen: dict[int, Candidate | None] = {i: (cands[i][0] if cands[i] and cands[i][0].score > 0 else None)
                                           for i in primary}
    for _ in range(2):
        for i in primary:
            neighbours = [chosen.get(j) for j in _real_children(nodes, i) + [_real_parent(nodes, i)] if j is not None]
            picks = [c.site.site_id for c in neighbours if c is not None]
            for c in cands[i]:
                agree = sum(_connected(adj, c.site.site_id, p) for p in picks)
                c.score = c.evidence * c.ast + 0.05 * (c.embedding or 0.0) + (0.15 * agree / len(picks) if picks else 0)
            cands[i].sort(key=lambda c: -c.score)
            chosen[i] = cands[i][0] if cands[i] and cands[i][0].score > 0 else None

    results: dict[int, NodeMapping] = {}
    for i in primary:
        results[i] = _primary_mapping(nodes[i], i, cands[i], chosen[i])
    for i in real:
        if i not in results:
            results[i] = _derived_mapping(nodes, i, served, results)
    # A node with nothing of its own to go on (a plain Project) takes the site of the node it feeds.
    for i in real:
        if results[i].site is None and _real_parent(nodes, i) is not None:
            parent = results.get(_real_parent(nodes, i))
            if parent and parent.site is not None:
                results[i] = _inherit(nodes[i], i, parent, "it feeds", 0.35)
    return [results[i] for i in real]


def _confidence(best: Candidate, runner_up: Candidate | None) -> float:
    margin = 1.0 if runner_up is None or best.score <= 0 else max(0.0, (best.score - runner_up.score) / best.score)
    base = min(1.0, best.score)
    return round(max(0.0, min(1.0, base * (0.55 + 0.45 * margin))), 3)


def _primary_mapping(node: PlanNode, index: int, cands: list[Candidate], best: Candidate | None) -> NodeMapping:
    if best is None:
        return NodeMapping(index, node.node_id, node.operator, False, None, 0.0, "uncertain",
                           f"no call in the code shares a name with {node.operator}",
                           _factors(None, 0.0))
    others = [c for c in cands if c is not best and c.site.site_id != best.site.site_id]
    conf = _confidence(best, others[0] if others else None)
    alts = [(c.site, round(_confidence(c, best) * min(1.0, c.score / best.score if best.score else 0), 3))
            for c in others[:3] if c.score > 0]
    return NodeMapping(index, node.node_id, node.operator, False, best.site, conf, status_for(conf),
                       _explain(best), _factors(best, conf), alts)


def _derived_mapping(nodes, index, served, results) -> NodeMapping:
    target = served[index]
    while target is not None and target not in results and served.get(target) is not None:
        target = served[target]
    base = results.get(target) if target is not None else None
    node = nodes[index]
    if base is None or base.site is None:
        return NodeMapping(index, node.node_id, node.operator, True, None, 0.0, "uncertain",
                           f"{node.operator} was inserted by Spark, but the call it serves was not found",
                           _factors(None, 0.0))
    return _inherit(node, index, base, "Spark inserted it for", 0.95)


def _inherit(node: PlanNode, index: int, base: NodeMapping, why: str, factor: float) -> NodeMapping:
    conf = round(base.confidence * factor, 3)
    site = base.site
    text = f"{why} {base.operator} ({base.node_id}), mapped to {_call_text(site)} at {site.file}:{site.line_start}"
    return NodeMapping(index, node.node_id, node.operator, True, site, conf, status_for(conf), text,
                       {**base.factors, "derivedFrom": base.node_id},
                       [(s, round(c * factor, 3)) for s, c in base.alternatives])


def _call_text(site: SparkSite) -> str:
    first = site.snippet.strip().splitlines()[0].strip() if site.snippet.strip() else site.method
    return first if len(first) <= 80 else first[:77] + "..."


def _explain(best: Candidate) -> str:
    label = {"alias": "alias", "udf": "UDF", "table": "table", "path": "path", "literal": "literal",
             "column": "column", "function": "function"}
    order = ["udf", "alias", "table", "path", "literal", "column", "function"]
    parts = [f'{label[c]} "{n}"' for c in order for cc, n in best.matched if cc == c][:5]
    what = " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 1 else parts)
    site = best.site
    return f"{what} match {_call_text(site)} at {site.file}:{site.line_start}"


def _factors(best: Candidate | None, confidence: float) -> dict:
    return {
        "embeddingScore": None if best is None or best.embedding is None else round(best.embedding, 3),
        "astScore": 0.0 if best is None else round(best.ast, 3),
        "llmConfidence": None,
        "keywordMatch": 0.0 if best is None else round(best.keyword, 3),
        "evidenceScore": 0.0 if best is None else round(best.evidence, 3),
    }
