"""The first mapper: scores Spark sites against plan operators on the names both mention, attributes nodes
Spark inserted to the call they serve, and prefers picks that agree with the code's dataflow.

Plain data in (PlanNode, SparkSite), plain data out (NodeMapping); no framework.
"""

from __future__ import annotations

import heapq
import math
import re
from dataclasses import dataclass, field, replace

import numpy as np

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.vocabulary import DISPLAY, ROW_FETCHING_ACTIONS, union_operation
from codemap_pipeline.mapping import calibration, comparisons, formats, named_function, shown_rows
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping import readings
from codemap_pipeline.mapping.event_entry import split_entry
from codemap_pipeline.mapping.site_index import (
    UDF_DEFINITIONS, Flow, SiteIndex, SiteSet, Vocabulary, applies_udf, is_test_code, literal, name_matches, norm,
    output_columns, path_parts, path_tail, site_weight, words_of)
from codemap_pipeline.plans import names as plan_names
from codemap_pipeline.plans.model import PlanNode
from codemap_pipeline.plans.names import is_number, split_top, unwrap_list

CONFIRMED, PROBABLE = 0.75, 0.50
PRUNED_PROJECT = 0.74   # the most a projection Spark may have inserted under a SQL clause is trusted
PRESENCE = 0.3   # what having a call of the kind a structural node needs is worth to a reading (_read_plan)
STRUCTURAL_FAMILIES = {"cache", "sample", "generate", "union", "write"}
NAMELESS_PRIOR = 0.05  # the evidence a kind-compatible site with no shared name starts from


@dataclass
class Candidate:
    site: SparkSite
    evidence: float                   # 0..1, name evidence alone
    keyword: float                    # share of the node's names the site mentions
    ast: float                        # how well the site's kind fits the operator
    matched: list[tuple[str, str]]    # (category, name) pairs shared
    embedding: float | None = None
    strength: float = 0.0             # 0..1, absolute weight of the shared names
    agree: float = 0.0                # 0..1, agreement with the neighbours' picks in the code's dataflow
    score: float = 0.0                # final ranking score after tree consistency
    contradicted: bool = False        # a call feeding this site left no trace in the plan
    reading: float = 1.0              # 1.0 inside the plan's reading (readings.py), less outside it
    prior: float = 0.0                # what the embedding adds to the score (only where names are silent)

    @property
    def local(self) -> float:
        """The score from the node's own names and the reading it belongs to, before the tree."""
        return self.evidence * self.ast * self.reading


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
    features: dict[str, float] = field(default_factory=dict)   # what the confidence was computed from


def status_for(confidence: float) -> str:
    return "confirmed" if confidence >= CONFIRMED else "probable" if confidence >= PROBABLE else "uncertain"


def _focus_text(node: PlanNode) -> str | None:
    """The part of a node the user's call wrote, where the rest is pass-through: a Filter's condition
    without the isnotnull terms Spark inferred, a Project's computed columns. None means all of it."""
    fam = ops.family(node.operator)
    if fam == "filter":
        condition = node.details.get("Condition") or node.header.partition(" ")[2]
        return re.sub(r"isnotnull\([^()]*\)", "", condition)
    if fam == "project":
        output = node.details.get("Output") or node.header.partition(" ")[2]
        computed = [item for item in split_top(unwrap_list(output)) if " AS " in item]
        return " ".join(computed) if computed else None  # a plain select: its columns are its evidence
    if fam == "generate" and GENERATED_OUTPUT:
        # `explode(subjects#1), [name#2], false, [col#9]`: the last list is what Spark named the generated
        # values (`col` unless aliased); the call wrote the generator and the columns kept beside it
        arguments = node.details.get("Arguments") or node.header.partition(" ")[2]
        return re.sub(r",\s*\[[^\[\]]*\]\s*$", "", arguments)
    return None


def node_evidence(node: PlanNode) -> list[tuple[str, str]]:
    n = node.names
    fam = ops.family(node.operator)
    if fam == "scan" and ("ExistingRDD" in node.header or node.operator == DRIVER_ROWS):
        # rows of an RDD or of the driver made a DataFrame: `toDF([...])`, `Seq(...).toDF(...)` or
        # createDataFrame named the columns it outputs
        return _dedupe([("column", c) for c in sorted(output_columns(node))])
    if fam in ("scan", "cache"):
        # A read names its source; the columns it outputs were never written at the read call.
        pairs = [("table", t.rsplit(".", 1)[-1]) for t in n.tables] + [("path", path_tail(p)) for p in n.paths]
        return _dedupe(pairs)
    focus = _focus_text(node)
    wanted = (lambda c: re.search(rf"(?<![\w]){re.escape(c)}#", focus) is not None) if focus is not None else (lambda c: True)
    # `first(country) AS country` keeps a name, it does not coin one: only new names are aliases.
    columns = {norm(c) for c in n.columns}
    # a name Spark made up for a result (`sum(Amount)`) is not in the code making it: a call naming it reads it
    pairs = [("alias", a) for a in n.aliases if norm(a) not in columns and not (MADE_UP_NAMES and _made_up(a))]
    pairs += [("udf", u) for u in n.udfs]
    pairs += [("table", t.rsplit(".", 1)[-1]) for t in n.tables] + [("path", path_tail(p)) for p in n.paths]
    pairs += [("literal", literal(v)) for v in n.literals] + [("key", k) for k in n.keys]
    pairs += [("column", c) for c in n.columns if wanted(c)]
    pairs += [("function", f) for f in n.functions]
    if n.limit is not None:
        pairs.append(("literal", str(n.limit)))
    if n.partitions is not None and node.operator in ("Exchange", "ShuffleExchange", "Coalesce"):
        pairs.append(("literal", str(n.partitions)))
    return _dedupe(pairs)


MADE_UP_NAMES = True
# A call reading a name the node coins (`name AS department`, then `SELECT department`) only uses it: worth a column
READ_ALIAS = 1 / 3
EXACT_CASE = True   # a string constant of the plan matches only a call writing it in the same case
_MADE_UP = re.compile(r"^\w+\(.*\)$")


def _made_up(name: str) -> bool:
    """`sum(Amount)`, `count(1)`: the name Spark gives a result no alias named."""
    return _MADE_UP.match(norm(name)) is not None


def _dedupe(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    seen, out = set(), []
    for cat, name in pairs:
        name = norm(name)
        if name and name not in seen:  # a name counts once, in its strongest role
            seen.add(name)
            out.append((cat, name))
    return out


def plan_coverage(nodes: list[PlanNode], sites: list[SparkSite], vocab: Vocabulary,
                  site_name_cache: dict[str, dict[str, set[str]]], index: "SiteIndex | None" = None) -> dict[str, float]:
    """For each SQL site, the share of the plan's name weight it mentions. A query string that names
    nearly everything in the plan is likely the whole plan's source."""
    evidence = sorted({pair for n in nodes if n.own for pair in node_evidence(n)})  # fixed sum order
    total = sum(vocab.weight(c, n) for c, n in evidence) or 1.0
    if index is not None:
        # only a query string that shares a name covers anything: the names' postings find those
        at, got = index.shared(evidence, {pair: vocab.weight(*pair) for pair in evidence}, {"sql"})
        coverage = dict.fromkeys(index.ids_at(index.positions_of({"sql"})), 0.0)
        coverage.update(zip(index.ids_at(at), (got / total).tolist()))
        return coverage
    sql = [s for s in sites if s.kind == "sql"]
    return {s.site_id: sum(vocab.weight(c, n) for c, n in evidence if name_matches(c, n, site_name_cache[s.site_id])) / total
            for s in sql}


def grouping_of(site: SparkSite, by_id) -> SparkSite | None:
    """The grouping call the aggregate site is or is fed by (`groupBy(...)` under `.agg(...)`)."""
    if site.method in ops.GROUPING_CALLS or site.method == "SQL GROUP BY":
        return site
    feeding = (by_id.get(i) for i in site.inputs)
    return next((f for f in feeding if f is not None and f.method in ops.GROUPING_CALLS), None)


def score_candidates(node: PlanNode, sites: list[SparkSite], vocab: Vocabulary,
                     site_name_cache: dict[str, dict[str, set[str]]],
                     coverage: dict[str, float] | None = None, index: "SiteIndex | None" = None,
                     extra: list[tuple[str, str]] = (), contradicted: set[str] = frozenset(),
                     prune: bool = False, embedded: bool = True, nameless: bool = False,
                     borrowing: set[str] = frozenset(), by_id: dict[str, SparkSite] | None = None,
                     self_join: bool = False, set_operation: str | None = None,
                     lines_of: frozenset[str] = frozenset(), dedupes: bool = False) -> list[Candidate]:
    """`index` (a SiteIndex over the same `sites`), when given, limits the loop to the sites that can score:
    those of an allowed kind that share a name with the node (every site of an allowed kind when a site
    with no shared name can still be a candidate). Same candidates, same order, without the all-pairs scan.
    `extra` is evidence the node carries through its neighbours (`udf_names_used`); sites in `contradicted`
    keep CONTRADICTED of their evidence. `prune` (with `index`) scores sites best-first by an upper bound
    and stops where no later one could still reach the ranks `_contenders` keeps (`embedded`: embedding
    scores will be added to the ranking, so it must leave room for them). `nameless`: a site of an allowed
    kind sharing no name is still a candidate at the nameless prior (used for the sites of the plan's
    reading, where a read whose path was built at run time, or a call whose names came from config, is
    found by its place in the program; a read naming another path or table is not). `by_id` (or `index`)
    finds the grouping call feeding an aggregate site. `self_join`: the node joins data with itself
    (`ops.is_self_join`). `set_operation`: what a Union node is made for (`ops.set_operation_of_union`). `lines_of`:
    the formats whose reader ran the plan over a file's lines (`ops.lines_read_for`), whose reads made its text scan."""
    allowed = allowed_kinds(node)
    fam = ops.family(node.operator)
    data_format = formats.node_format(node)
    node_grouping = ops.grouping_of_node(node)
    borrowing = index.borrowing if index is not None else borrowing
    by_id = index.by_id if index is not None else by_id or {}
    globs = index.glob_evidence(node) if index is not None else []
    evidence = _dedupe(list(extra) + node_evidence(node) + globs)
    weight = {pair: vocab.weight(*pair) for pair in evidence}
    # the plan's path names some code writes out (one no code names weighs nothing: a glob is then all there is)
    named_paths = [weight[p] for p in evidence if p[0] == "path" and p not in globs and (weight[p] > 0 or not GLOB_ALONE)]
    if GLOB_SHARE and globs and _one_file(node):   # a glob fitting the plan's only file says less than its name
        for pair in globs:
            weight[pair] = GLOB_SHARE * min([weight[pair]] + named_paths)
    total = sum(weight.values()) or 1.0
    matched_at = ranked = None
    if index is not None:
        # a site sharing no name is still a candidate below for a nameless family (not SQL) or a distinct()
        nameless = allowed - {"sql"} if fam in ops.NAMELESS_FAMILIES else allowed & {"distinct"}
        ranked = _best_first(index, node, evidence, weight, total, allowed, nameless, contradicted) if prune else None
        if ranked is None:
            matched_at = index.matches(evidence, allowed)
            sites = {s.site_id: s for s in index.of_kinds(nameless) + [index.by_id[i] for i in matched_at]}.values()
    # what a site's grouping call and its join call's sides are does not depend on the node: kept per index
    fits_grouping = _grouping_verdicts(index, node_grouping) if index is not None else ({}, None)
    self_joins = index.memo("joins_itself") if index is not None else {}

    def grouping_fits(site: SparkSite) -> bool:
        verdicts, refused = fits_grouping
        if site.site_id not in verdicts:
            verdicts[site.site_id] = ops.grouping_fits(node_grouping, grouping_of(site, by_id), site.method)
            if refused is not None and not verdicts[site.site_id]:
                refused[index.order(site)] = True
        return verdicts[site.site_id]

    def query_fits(site: SparkSite) -> bool:
        made = index.query_kinds(site) if index is not None else ops.query_kinds(site, by_id)
        return made is None or bool(made & allowed)

    def joins_itself(site: SparkSite) -> bool:
        if site.site_id not in self_joins:
            self_joins[site.site_id] = ops.joins_itself(site)
        return self_joins[site.site_id]

    # asked of every site: worked out once for the node
    node_functions, join_type, paths = set(node.names.functions), node.names.join_type, node.names.paths
    node_aggregates = ops.aggregates_of_node(node) if OTHER_AGGREGATE < 1.0 else frozenset()
    made_class, subset_dedupe = ops.result_class(node), ops.keeps_firsts(node)
    applies_function = ops.applies_function(node)
    path_save = ops.saves_to_path(node)
    # a string constant as the plan spells it (`Closed`): Spark compares strings case and all, so a call writing
    # it in another case (`'closed'`, a look-alike's) did not make the node
    cased = {norm(v): v.strip() for v in node.names.literals
             if v.strip() != v.strip().lower() and not is_number(v)} if EXACT_CASE else {}
    whole_dedupe = ops.dedupe_keys(node)
    null_safe = ops.matches_nulls(node)
    # the comparisons with a constant this filter's own condition makes (`area#5 >= 50`): a filter call comparing
    # only otherwise (`< 50`) made another node of the plan, where it holds both (two branches of one frame)
    node_compares = comparisons.in_plan(_focus_text(node) or "") if fam == "filter" and OTHER_COMPARISON < 1.0 \
        else set()
    compares = index.memo("compares") if index is not None else {}
    names_class = re.compile(rf"\b{made_class}\b").search if made_class else None
    nameless_family, coverage = fam in ops.NAMELESS_FAMILIES, coverage or {}
    join_fits: dict[str | None, bool] = {}

    def one(site: SparkSite, matched: list[tuple[str, str]] | None = None,
            trace_share: float | None = None) -> Candidate | None:
        """`matched`: the pairs the site matches, and `trace_share`: the share of its score `contradicted` leaves it
        (`_kept_share`), where the caller knows them."""
        kind = site.kind
        if kind not in allowed:
            return None
        if set_operation is not None and kind == "union" and union_operation(site.method) != set_operation:
            return None   # a Union of INTERSECT ALL's marked rows made by no union() call, and the other way round
        if fam == "project" and site.method in UDF_DEFINITIONS:
            return None  # a UDF's definition explains its BatchEvalPython node, not the projection using it
        if kind == "sql" and fam in ops.CLAUSE_FAMILIES and not query_fits(site):
            return None
        if kind == "sql" and path_save:
            return None   # a query made no DataFrameWriter's save to a path
        if kind == "project" and fam == "aggregate" and not set(site.functions) & node_functions:
            return None  # a select() makes an aggregate only with the aggregate functions it calls
        site_format = formats.site_format(site) if data_format else None
        if data_format and not formats.fits(data_format, site_format) and site_format not in lines_of:
            return None  # `spark.read.parquet(...)` made no `Scan csv`, whatever names they share
        if kind == "aggregate" and not grouping_fits(site):
            return None
        if null_safe and site.method in ops.SUBQUERY_JOIN_CLAUSES:
            return None   # an IN/EXISTS subquery compares with `=`: the join matching nulls is a set operation's
        if applies_function and ops.hands_data(site):
            return None   # sc.parallelize(rows) applies no function: the map() over its objects does
        if subset_dedupe and ops.dedupes_whole_rows(site):
            return None   # first(name) kept beside the keys: dropDuplicates(cols), not a whole-row distinct()
        if whole_dedupe and kind == "distinct" and not ops.dedupes_whole_rows(site) \
                and 0 < len(set(site.columns)) < whole_dedupe:
            return None   # keyed by more columns than dropDuplicates(cols) names, keeping none with first()
        if matched is None:
            matched = (matched_at.get(site.site_id, []) if matched_at is not None
                       else [(c, n) for c, n in evidence if name_matches(c, n, site_name_cache[site.site_id])])
        if cased and matched:
            written = {str(v).strip().strip("'\"") for v in site.literals}
            matched = [(c, n) for c, n in matched if c != "literal" or n not in cased or cased[n] in written]
        got = sum(map(weight.__getitem__, matched))
        if fam == "project" and READ_ALIAS < 1.0 and any(c == "alias" for c, _ in matched):
            coined = site_name_cache[site.site_id]["alias"]
            got -= (1 - READ_ALIAS) * sum(weight[(c, n)] for c, n in matched if c == "alias" and n not in coined)
        # `map(u -> u.usage * 0.5)` made no `obj#79: UsageCost`; the call building UsageCost objects may have
        other_class = names_class is not None and kind == "rdd" and not names_class(site.snippet or "")
        if got == 0:
            # a read or write of the very format the node names says a little more than one of any format
            prior = 2 * NAMELESS_PRIOR if data_format and site_format == data_format else NAMELESS_PRIOR
            prior *= OTHER_CLASS if other_class else 1.0
            if (nameless_family or kind == "distinct") and kind != "sql":
                return Candidate(site, prior, 0.0, 1.0, [])
            # a read naming a table or path made no scan naming another one; a scan naming none (rows of the
            # driver registered as a view, `Scan ExistingRDD`) may be any of the program's reads
            names_another = bool(_known_paths(site) or site.tables) and bool(
                paths or node.names.tables or not NAMELESS_SCAN_READS)
            if nameless and not (fam == "scan" and (names_another or kind == "sql")) and (
                    kind != "sql" or formats.names_nothing(site)):
                # a query whose text the index could not read (`spark.sql(query)` from arguments or
                # config) may have made any node; one it could read would have shared a name. Like a query
                # naming the node, it fits less than a call of the node's own kind
                return Candidate(site, prior, 0.0, SQL_FIT if kind == "sql" else 1.0, [])
            return None
        recall = got / total
        if kind == "sql":
            # One query string makes many nodes: that it mentions more than this node is expected,
            # but it also mentions most names, so it says less than a call with just these names.
            evidence_score, ast = (0.5 + 0.5 * coverage.get(site.site_id, 0.0)) * recall, SQL_FIT
        else:
            site_total = (index.site_total(site.site_id) if index is not None else
                          site_weight(vocab, site_name_cache[site.site_id], applies_udf(site), kind == "read"))
            precision = min(got / site_total, 1.0)
            if site.method == "SQL WHERE":
                precision = _where_precision(precision)
            evidence_score, ast = 2 * recall * precision / (recall + precision), 1.0
            if site.method in UDF_DEFINITIONS:
                ast = 0.7  # the call that applies a UDF made the node; its definition is second best
        if fam == "scan" and site.paths and other_folder(paths, site.paths):
            evidence_score *= OTHER_FOLDER
        how = site.join_how
        if how not in join_fits:
            join_fits[how] = ops.join_type_fits(join_type, how)
        if not join_fits[how]:
            evidence_score *= JOIN_MISFIT
        if fam == "aggregate" and node_functions and plan_names.DISTINCT_AGGREGATE not in node_functions \
                and plan_names.DISTINCT_AGGREGATE in site.functions:
            evidence_score *= PLAIN_AGGREGATE   # countDistinct(c) made no plain count(c)
        if node_aggregates and kind != "sql" and not ops.aggregates_fit(node_aggregates, site):
            evidence_score *= OTHER_AGGREGATE
        if dedupes and kind == "aggregate" and ops.AGGREGATE_FUNCTIONS.intersection(site.functions):
            evidence_score *= OTHER_AGGREGATE   # the node computes nothing; this call computes count(), min()...
        if self_join and kind == "join" and not joins_itself(site):
            evidence_score *= OTHER_JOIN   # the plan joins one data set with itself; this call joins two
        if other_class:
            evidence_score *= OTHER_CLASS
        if node_compares and kind == "filter":
            if site.site_id not in compares:
                compares[site.site_id] = comparisons.of_call(site)
            if compares[site.site_id] and not compares[site.site_id] & node_compares:
                evidence_score *= OTHER_COMPARISON
        if site.site_id in borrowing and not nameless_family and kind != "distinct":
            evidence_score *= BORROWED   # the names are those of the call feeding it, which made the node
        if fam == "scan" and site.inputs:
            ast *= 0.9  # `FROM view` fed by another call: the read that feeds the view is the scan's source
        if (index.is_test(site) if index is not None else is_test_code(site.file)):
            ast *= 0.8  # a test that mirrors a job is a look-alike, rarely what ran: a penalty, not a drop
        keyword = len(matched) / max(len(evidence), 1)
        cand = Candidate(site, evidence_score, keyword, ast, matched)
        cand.strength = 1 - math.exp(-got / 6)  # absolute weight of what matched: 0 for nothing, ~1 for a lot
        share = _kept_share(contradicted, site.site_id) if trace_share is None else trace_share
        if share < 1.0:
            cand.evidence *= share
            cand.contradicted = True
        return cand

    if ranked is None:
        return [c for c in map(one, sorted(sites, key=index.order) if index is not None else sites) if c is not None]

    ranked, (starts, which), kept_at = ranked
    sites = index.sites
    out, best, kept = [], [], []   # min-heaps of the KEEP_TOP and MAX_CONTENDERS highest local scores so far
    for negative_bound, position, k in ranked:
        bound = -negative_bound
        if len(best) == KEEP_TOP and bound < best[0] - CONTENDER_MARGIN:
            break  # every site left is below the floor `_contenders` would drop it at
        if len(kept) == MAX_CONTENDERS and (bound + 0.1 < kept[0] if embedded else bound <= kept[0]):
            break  # nor can any enter the MAX_CONTENDERS kept (an embedding moves a score by 0.05 at most)
        cand = one(sites[position], [evidence[j] for j in which[starts[k]:starts[k + 1]].tolist()] if k >= 0 else [],
                   float(kept_at[position]))
        if cand is not None:
            out.append(cand)
            local = cand.local
            (heapq.heappush if len(best) < KEEP_TOP else heapq.heappushpop)(best, local)
            (heapq.heappush if len(kept) < MAX_CONTENDERS else heapq.heappushpop)(kept, local)
    return out


def _best_first(index: SiteIndex, node: PlanNode, evidence: list[tuple[str, str]],
                weight: dict[tuple[str, str], float], total: float, allowed: set[str], nameless: set[str],
                contradicted):
    """The sites a node can score against, as (-bound, position, k): best bound first and within one bound
    in the fixed order, so a later site that only ties loses (`_rank`); with them where each site's pairs
    are (`SiteIndex.shared_pairs`: its k-th site, -1 for one sharing none) and the positions of the
    share each keeps of its score for what `contradicted` says (`kept_shares`); None for too few to prune. A bound
    is the local score a site would get were its ast 1 and it borrowed nothing: the F1 of recall and
    precision over what the site names in all for a call, the recall for a query string, each with the
    penalties known before scoring (a join type that does not fit, a contradicted site); the nameless prior
    for a site of a `nameless` kind sharing no name."""
    at, got, starts, which, _ = index.shared_pairs(evidence, weight, allowed)
    alone = index.positions_of(nameless)
    alone = alone[~index.flags_at(at)[alone]] if len(alone) else alone
    if len(at) + len(alone) <= 4 * KEEP_TOP:
        return None
    slot = np.arange(len(at))   # where each site's pairs are
    refused = _refused(index, node, allowed)
    if refused is not None:
        # sites `one` turns down whatever they share: never visited, so the same candidates for less work
        keep = ~refused[at]
        at, got, slot, alone = at[keep], got[keep], slot[keep], alone[~refused[alone]]
    recall = got / total
    precision = np.minimum(got / index.totals_at(at), 1.0)
    where = index.flags_with("method", {"SQL WHERE"})[at]
    precision = np.where(where, _where_precision(precision), precision)
    bound = np.where(index.flags_of({"sql"})[at], recall, 2 * recall * precision / (recall + precision))
    # in `one`'s order of operations, so a bound with every factor 1 is the local score to the bit
    misfits = {how for how in index.values_of("join_how") if not ops.join_type_fits(node.names.join_type, how)}
    if misfits:
        bound = np.where(index.flags_with("join_how", misfits)[at], bound * JOIN_MISFIT, bound)
    shares = kept_shares(index, contradicted)
    bound = bound * shares[at]
    order = np.lexsort((at, -bound))
    # a read or write of the node's own format starts from twice the prior (`one`)
    prior = 2 * NAMELESS_PRIOR if formats.node_format(node) else NAMELESS_PRIOR
    return heapq.merge(zip((-bound[order]).tolist(), at[order].tolist(), slot[order].tolist()),
                       ((-prior, pos, -1) for pos in alone.tolist())), (starts, which), shares


def _refused(index: SiteIndex, node: PlanNode, allowed: set[str]) -> np.ndarray | None:
    """Per position, the sites `score_candidates`' `one` refuses for this node before looking at their names
    (None: none): a UDF's definition for a projection; a subquery's join for a join matching nulls; for an
    aggregate, the aggregate calls whose grouping `one` found not to fit an aggregate grouped like it
    (`_grouping_verdicts`), and the select() calls
    naming none of its functions (by their names as the index holds them: a site naming none of them
    normalised names none as written)."""
    fam = ops.family(node.operator)
    if fam == "project":
        return index.flags_with("method", UDF_DEFINITIONS)
    if ops.matches_nulls(node):
        return index.flags_with("method", ops.SUBQUERY_JOIN_CLAUSES)
    if fam != "aggregate":
        return None
    refused = _grouping_verdicts(index, ops.grouping_of_node(node))[1]
    if SELECT_AGGREGATES in allowed:
        calls = [("function", norm(f)) for f in node.names.functions]
        calling = index.shared(calls, dict.fromkeys(calls, 1.0), {SELECT_AGGREGATES})[0]
        return refused | (index.flags_of({SELECT_AGGREGATES}) & ~index.flags_at(calling))
    return refused.copy()


def _grouping_verdicts(index: SiteIndex, node_grouping) -> tuple[dict[str, bool], np.ndarray]:
    """Per aggregate grouped as `node_grouping` (`ops.grouping_of_node`), what `ops.grouping_fits` said of each
    aggregate site asked about so far, and the positions where it said no: kept per index, so the next node
    grouped alike skips those sites without a look (thousands, at 10,000 files, for a keyless aggregate)."""
    memo = index.memo("grouping_verdicts")
    if node_grouping not in memo:
        memo[node_grouping] = ({}, np.zeros(len(index.sites), dtype=bool))
    return memo[node_grouping]


def _where_precision(precision):
    """A WHERE's conjuncts are split and pushed to each side of a join: one Filter node holds only part of
    what the clause names, so what else it names counts only a little against it (floats or arrays)."""
    return 0.8 + 0.2 * precision


ACTION_ELSEWHERE = 0.5    # what a plan's top keeps at a call other than the action its event log names
ACTION_UPSTREAM = 0.5     # what a call keeps that does not feed the action an event log names, where one that does fits ...
UPSTREAM_NEAR = 0.3       # ... at least this share of the best's evidence
ACTION_SINK = True        # ... also where no call on the action's line made the plan's top node: it is still the sink
OPEN_INPUTS = True        # ... unless the action's data came from outside its function (nothing upstream reads)
SOURCE_KINDS = {"read", "sql"}   # calls that bring data in: a dataflow starting at one is whole
SORT_UNDER_ACTION = True  # a TakeOrderedAndProject named by its action is the sort call the action ran on
GENERATED_OUTPUT = True   # a Generate's output names (Spark's `col`) were not written at the call making it
NAMELESS_SCAN_READS = True   # a scan naming no table or path may be any read of the program, whatever it names
RUNTIME_PATHS = True   # a read whose path is all built at run time ("?/*.json") names no path the plan could lack


def _known_paths(site: SparkSite) -> list[str]:
    """The site's paths that name something: not those whose every part the front end could not know ("?") or
    is a wildcard, with at most an extension (the format, not a name)."""
    if not RUNTIME_PATHS:
        return list(site.paths)
    return [p for p in site.paths if re.sub(r"\.\w+$", "", p).strip("?*/\\. ")]
DRIVER_ROWS = "LocalTableScan"   # rows the driver held (`Seq(...).toDF("a", "b")`): the call named their columns
COMPUTING_AGGREGATES = True   # an aggregate computing count(), sum()... is no distinct()'s
SELECT_AGGREGATES = "project"   # the site kind whose aggregate functions can make a keyless aggregate


def allowed_kinds(node: PlanNode) -> set[str]:
    """The site kinds that can have made this node."""
    allowed = ops.allowed_site_kinds(node.operator, node.names.functions, node.header)
    if ops.family(node.operator) == "project" and "__pivot_" in ops.node_text(node):
        allowed = allowed | {"pivot", "aggregate"}  # a pivot's Project unpacks the array its aggregate built
    if ops.family(node.operator) == "aggregate" and not node.names.keys and node.names.functions:
        allowed = allowed | {SELECT_AGGREGATES}  # select(countDistinct(...)): aggregates over the whole frame
    if COMPUTING_AGGREGATES and ops.aggregates_of_node(node) - {"first"}:
        allowed = allowed - {"distinct"}   # count(), sum()...: no distinct() or UNION dedupe computes them
    if SHOW_TEXT_AT_TOP and ops.prints_all_it_reads(node):
        allowed = {"limit"}   # show() turned every column into text: no other call does
    return allowed


GUARDS_BELOW_UNIONS = True   # explode()'s inferred Filter pushed below a union is the explode's too
PER_GROUP_SORTS = True   # a Sort under a pandas function run per group (applyInPandas) is Spark's, made for it


def _served_node(nodes: list[PlanNode], index: int, explicit_select=lambda node, at_top: False) -> int | None:
    """For a node Spark inserted, the node of the user call it serves; None for a node a call made.
    `explicit_select(node, at_top)` tells a Project some select() call wrote column for column from one the
    optimizer added (`at_top`: the Project makes the plan's output)."""
    node = nodes[index]
    fam = ops.family(node.operator)
    parent = _real_parent(nodes, index)
    parent_fam = ops.family(nodes[parent].operator) if parent is not None else None
    if fam == "exchange" and not ops.is_user_repartition(node):
        children = _real_children(nodes, index)
        if len(children) == 1 and nodes[children[0]].operator == "LocalLimit" and "Broadcast" not in node.operator \
                and (not LIMIT_EXCHANGE_ONE_PARTITION or "SinglePartition" in ops.node_text(node)):
            # limit(n): a local limit, one partition, a global limit; AQE may drop the global one (a broadcast
            # of a local limit, or a shuffle of it by a join's keys, is the join's: the limit pushed below it)
            return children[0]
        return parent
    if SET_OPERATIONS_ALL and ops.rewrites_set_operation(node, [nodes[c] for c in _real_children(nodes, index)]):
        # INTERSECT ALL / EXCEPT ALL: what Spark built around the Union serves it, as the set operation's call made
        # the Union: a marked side is under it, the rest above it
        if parent_fam == "union":
            return parent
        down = _real_children(nodes, index)
        while len(down) == 1 and ops.family(nodes[down[0]].operator) != "union":
            down = _real_children(nodes, down[0])
        if len(down) == 1:
            return down[0]
    if (node.operator == "WriteFiles" and parent_fam == "write") or (
            fam == "sort" and parent is not None and nodes[parent].operator == "WriteFiles"
            and not ops.is_global_sort(node)):
        # Spark 3.4+ writes files through WriteFiles under the write command, sorting the rows by the
        # partition columns first (within each partition): both serve the command the write call made; a
        # sort of all the rows there is the query's ORDER BY
        return parent
    if fam == "sort" and parent_fam in ("join", "window", "aggregate"):
        return parent
    if PER_GROUP_SORTS and fam == "sort" and parent is not None and nodes[parent].operator in ops.PYTHON_PER_GROUP \
            and not ops.is_global_sort(node):
        return parent   # the rows of each group, sorted for the pandas function run per group (applyInPandas)
    if fam == "sort" and SPLIT_SORTS and not ops.is_global_sort(node):
        up = parent
        while up is not None and nodes[up].operator == "Project":
            up = _real_parent(nodes, up)   # the columns the query above needs, pruned between the two
        if up is not None and ops.family(nodes[up].operator) == "sample":
            return up   # randomSplit() sorts each partition's rows before sampling them: one order for every split
    if node.operator in ops.ENCODER_STEPS:
        # The encoder's conversions Spark puts around a typed call (rows to objects before it, objects to
        # rows after it) and on top of an RDD of objects made a Dataset: the call they serve made them.
        neighbours = [parent] if node.operator == "DeserializeToObject" else _real_children(nodes, index)
        if len(neighbours) == 1 and neighbours[0] is not None and ops.is_typed_step(nodes[neighbours[0]]):
            return neighbours[0]
    if fam == "window" and node.operator == "WindowGroupLimit":
        return parent  # the optimizer's early top-k for a rank filter over a window
    pushed = _limit_pushed_from(nodes, index) if PUSHED_LIMITS else None
    if pushed is not None:
        return pushed
    if fam == "aggregate" and not node.names.functions:
        # count(distinct x) first groups by (keys, x) with no function, below the aggregate that counts
        up, top = parent, None
        while up is not None and ops.family(nodes[up].operator) in ("exchange", "sort", "aggregate"):
            if ops.family(nodes[up].operator) == "aggregate":
                top = up
            up = _real_parent(nodes, up)
        if top is not None and "distinct" in ops.node_text(nodes[top]):
            return top
    if fam == "aggregate" and not ops.is_pivot(node):
        # pivot() first aggregates by (keys, pivot column), then spreads the values with pivotfirst above;
        # an aggregation finished below that one (a groupBy(...).sum(...) before the pivot) is another call's
        up, finals = parent, int(not ops.is_partial_aggregate(node))
        while up is not None and ops.family(nodes[up].operator) in ("exchange", "sort", "aggregate"):
            if ops.is_pivot(nodes[up]):
                if finals <= ONE_AGGREGATION_BELOW_PIVOT:
                    return up
                break
            if ops.family(nodes[up].operator) == "aggregate" and not ops.is_partial_aggregate(nodes[up]):
                finals += 1
            up = _real_parent(nodes, up)
    if fam == "aggregate" and ops.is_partial_aggregate(node):
        # partial -> (Exchange) -> final: serve the final aggregate above.
        up = parent
        while up is not None and ops.family(nodes[up].operator) in ("exchange", "sort"):
            up = _real_parent(nodes, up)
        if up is not None and ops.family(nodes[up].operator) == "aggregate":
            return up
    if node.operator in ("Generate", "Project"):
        children = _real_children(nodes, index)
        if len(children) == 1 and ops.unpacks_summary(node, nodes[children[0]]):
            return children[0]   # describe()'s statistics, a row each: the describe call made them
        if len(children) == 1 and ops.unpacks_pivot(node, nodes[children[0]]):
            return children[0]   # a pivoted value's column each: the pivot made them
    if node.operator == "Filter" and parent is not None:
        # the rows explode() would drop, filtered first by Spark: right below the Generate, below the select computing
        # what is exploded, or (GUARDS_BELOW_UNIONS) pushed on into each input of a union of frames it is called on
        up, between = parent, None
        passes = ("Project", "Union") if GUARDS_BELOW_UNIONS else ("Project",)
        while up is not None and nodes[up].operator in passes and (GUARDS_BELOW_UNIONS or between is None):
            between = nodes[up] if nodes[up].operator == "Project" and between is None else between
            up = _real_parent(nodes, up)
        if up is not None and ops.guards_generate(node, nodes[up], between):
            return up
    if ops.is_inferred_filter(node):
        up = parent
        while up is not None and ops.family(nodes[up].operator) not in ("join", None):
            up = _real_parent(nodes, up)
        if up is not None and ops.family(nodes[up].operator) == "join":
            return up
    if ops.pretty_prints(node) and parent_fam == "limit":
        return parent  # show() turns the rows it prints into text below the limit it fetches them with
    if ops.packs_join_pair(node):
        children = _real_children(nodes, index)
        if len(children) == 1 and ops.family(nodes[children[0]].operator) == "join":
            return children[0]
    if node.operator == "Project" and SIDE_SELECTS and _side_of_set_operation(nodes, index):
        return None   # each query of an INTERSECT or EXCEPT ends in its own select list
    if node.operator == "Project" and UNION_SELECTS and parent_fam == "union":
        return None   # each query of a UNION ends in its own select list (one pruned for a node above merges into it)
    if node.operator == "Project" and not (node.names.aliases or node.names.udfs) and \
            not explicit_select(node, _makes_output(nodes, index)):
        children = _real_children(nodes, index)
        if len(children) == 1 and ops.family(nodes[children[0]].operator) == "join" \
                and (parent is not None or ops.drops_join_keys_only(node, nodes[children[0]])):
            # join(on="id") drops the duplicate key column in a Project above the join; at the top of the plan, one
            # dropping more is the query's own select list (with a node above, it may be pruning for it)
            return children[0]
        if parent is not None and parent_fam != "write":
            return parent  # a column-pruning projection the optimizer added for the node above (a write
            # takes every column: a projection under it is the query's own)
    return None


PUSHED_LIMITS = True   # a local limit pushed below joins, unions, projections serves the limit above
SPLIT_SORTS = True   # a sort within partitions under a Sample is randomSplit()'s, the call making the Sample
SET_OPERATIONS_ALL = True   # INTERSECT ALL / EXCEPT ALL: what Spark adds around their Union serves it, made by them only
SOURCE_LINES = True   # a csv or json reader's pass over a file's lines (header, schema inference) is its read call's
LIMIT_EXCHANGE_ONE_PARTITION = True   # only a single-partition exchange over a local limit is the limit's own
SHOW_TEXT_AT_TOP = True   # show()'s text projection is the show call's, with or without a limit above it


UNION_SELECTS = True   # a projection feeding a Union directly is its branch's select list
SIDE_SELECTS = True   # a projection feeding INTERSECT's or EXCEPT's join is its side's select list, not the optimizer's


def _makes_output(nodes: list[PlanNode], index: int) -> bool:
    """Whether only sorts, exchanges and limits stand above the node: its columns are the plan's output."""
    up = _real_parent(nodes, index)
    while up is not None and ops.family(nodes[up].operator) in ("sort", "exchange", "limit"):
        up = _real_parent(nodes, up)
    return up is None


def _side_of_set_operation(nodes: list[PlanNode], index: int) -> bool:
    """Whether the node feeds a set operation's join (keys matching nulls as equal) directly, past exchanges only.
    (A union's inputs are UNION_SELECTS'.)"""
    up = _real_parent(nodes, index)
    while up is not None and ops.family(nodes[up].operator) == "exchange":
        up = _real_parent(nodes, up)
    return up is not None and ops.matches_nulls(nodes[up])


def _limit_pushed_from(nodes: list[PlanNode], index: int) -> int | None:
    """The limit whose rows a LocalLimit fetches early: `show()` or `limit(n)` above a join, a union, a
    projection or a Python function's evaluation, which the optimizer pushes below them as local limits of
    the same count (LimitPushDown). None where something else (a filter, an aggregate) stands between."""
    node = nodes[index]
    if node.operator != "LocalLimit" or node.names.limit is None:
        return None
    up, last = _real_parent(nodes, index), None
    while up is not None:
        above = nodes[up]
        fam = ops.family(above.operator)
        if fam == "limit" and above.operator != "LocalLimit":
            return up if above.names.limit == node.names.limit else None
        if fam not in ("project", "udf", "exchange", "join", "union", "limit"):
            return None
        up, last = _real_parent(nodes, up), up
    # an adaptive plan's final form keeps no CollectLimit over show()'s text projection: that serves the limit
    return last if SHOW_TEXT_AT_TOP and last is not None and ops.pretty_prints(nodes[last]) else None


def udf_names_used(nodes: list[PlanNode], index: int) -> list[tuple[str, str]]:
    """A Project that names a Python UDF's result (`pythonUDF0 AS region`) finishes the call that applied
    it, `withColumn("region", canonical_region(...))`: the UDF's name, shown on the eval node below, is
    evidence for the projection too."""
    node = nodes[index]
    if ops.family(node.operator) != "project" or "pythonudf" not in ops.node_text(node).lower():
        return []
    names, stack = [], list(node.children)
    while stack:
        child = nodes[stack.pop()]
        if ops.family(child.operator) == "udf":
            names += [("udf", u) for u in child.names.udfs]
        elif child.wrapper or ops.family(child.operator) in ("project", "filter"):
            stack.extend(child.children)
    return names


def _select_matches(output: set[str], site: SparkSite) -> bool:
    """A select() that names exactly this projection's columns (its aliases included)."""
    written = {norm(c) for c in site.columns} | {norm(a) for a in site.aliases}
    aliases = {norm(a) for a in site.aliases}
    return output == written if not aliases else aliases <= output <= written


def _real_parent(nodes: list[PlanNode], index: int) -> int | None:
    parent = nodes[index].parent
    while parent is not None and nodes[parent].wrapper:
        parent = nodes[parent].parent
    return parent


def _set_operation(nodes: list[PlanNode], index: int) -> str | None:
    """What a Union node is made for (`ops.set_operation_of_union`), None for any other node or with the rule off."""
    if not SET_OPERATIONS_ALL or ops.family(nodes[index].operator) != "union":
        return None
    return ops.set_operation_of_union(nodes[index], [nodes[c] for c in _real_children(nodes, index)])


def _real_children(nodes: list[PlanNode], index: int) -> list[int]:
    out = []
    for child in nodes[index].children:
        out.extend(_real_children(nodes, child) if nodes[child].wrapper else [child])
    return out


def _primary_neighbours(nodes: list[PlanNode], index: int, primary: set[int]) -> tuple[list[int], list[int]]:
    """The nearest nodes made by user calls below and above, looking through nodes Spark inserted."""
    below, stack = [], list(_real_children(nodes, index))
    while stack:
        j = stack.pop()
        if j in primary:
            below.append(j)
        else:
            stack.extend(_real_children(nodes, j))
    up = _real_parent(nodes, index)
    while up is not None and up not in primary:
        up = _real_parent(nodes, up)
    return below, ([up] if up is not None else [])


def plan_words(nodes: list[PlanNode]) -> set[str]:
    """Every identifier-like word of a plan's text, and every comparison with a constant it holds
    (`comparisons.in_plan`): what a call upstream of a pick must appear among."""
    return {w for n in nodes for text in [ops.node_text(n)] for w in [*words_of(text), *comparisons.in_plan(text)]}


OTHER_FOLDER = 0.9  # a read of the plan's file name in another folder than the plan's: a look-alike's copy
JOIN_MISFIT = 0.5  # what a join call of another type than the plan's keeps of its evidence
OTHER_JOIN = 0.8   # ... and one of two data sets, where the plan joins one with itself (two reads of one path can)
OTHER_CLASS = 0.8  # a typed call whose source never names the class of the objects the plan's step makes
OTHER_COMPARISON = 0.5  # a filter call none of whose comparisons with a constant is one the node's condition makes
GLOB_SHARE = 0.9  # of the weight of the plan's least telling path name, at most, a glob fitting it gets (0: off)
GLOB_ALONE = True   # ... of a path name some code writes: a glob fitting a file no code names keeps its own weight
PLAIN_AGGREGATE = 0.9  # an aggregate of distinct values (countDistinct) where the plan's aggregates take every value
OTHER_AGGREGATE = 0.5  # an aggregate call naming only other aggregate functions than the node computes (sum, not avg)
BORROWED = 0.6  # a call naming nothing itself keeps this share of the evidence it borrows from its input
SQL_FIT = 0.75      # how well a whole query fits a node: it can make any node, so less than a call of its kind
CONTRADICTED = 0.6  # a pick whose upstream calls left no trace in the plan keeps this share of its local score
WEAKLY_CONTRADICTED = 0.85  # ... where the only trace missing is a column it coins (the optimizer may drop it)


def _kept_share(contradicted, site_id: str) -> float:
    """The share of its score a site keeps for the traces its dataflow left missing in the plan."""
    if site_id not in contradicted:
        return 1.0
    return WEAKLY_CONTRADICTED if isinstance(contradicted, SiteSet) and contradicted.is_weak(site_id) else CONTRADICTED


def kept_shares(index: SiteIndex, contradicted) -> np.ndarray:
    """`_kept_share` of every site of the index, by position: worked out once per plan (every node asks)."""
    if isinstance(contradicted, SiteSet) and contradicted.shares is not None:
        return contradicted.shares
    flags = index.flags(contradicted)
    weak = contradicted.weak if isinstance(contradicted, SiteSet) else np.zeros(len(flags), dtype=bool)
    shares = np.where(weak, WEAKLY_CONTRADICTED, np.where(flags, CONTRADICTED, 1.0))
    if isinstance(contradicted, SiteSet):
        contradicted.shares = shares
    return shares

ONE_AGGREGATION_BELOW_PIVOT = 1   # a pivot's own aggregation under pivotfirst: one, partial and final

TREE_WEIGHT = 0.3  # how much agreement with the neighbours' picks can move a candidate


def map_plan(nodes: list[PlanNode], sites: list[SparkSite],
             embedding_scores: dict[tuple[int, str], float] | None = None,
             symbol_calls: set[tuple[str, str]] | None = None, llm=None,
             index: SiteIndex | None = None, entry: str | None = None,
             action: tuple[str, int] | None = None, arguments: tuple[str, ...] = (),
             ranked: tuple[str, int] | None = None) -> list[NodeMapping]:
    """Map every non-wrapper node of one plan to a site, with confidence, explanation and alternatives.

    `symbol_calls` holds (caller symbol_id, callee symbol_id) pairs from the code links. `llm`, when given
    (an LlmStep), is asked about nodes the evidence leaves below confirmed. `index`, when given, is
    `SiteIndex(sites, symbol_calls)` built once for several plans against the same code (it then stands
    for `sites` and `symbol_calls`); without it one is built for this call. `entry` names the file the
    job ran from where it is known (the user's `--entry`, an event log's call site), followed by the
    program's arguments where the user gives the command that ran (`main.py --job daily_sales`);
    `arguments` the program's arguments an event log's command line gives; `action` the file name and line
    of the action that ran the plan (an event log's `show at Daily.scala:39`); `ranked`, where the event log names
    no line for a PySpark show or count, that call and its place among the run's (`shown_rows.action_rank`).
    """
    entry, given = split_entry(entry)
    arguments = tuple(arguments) or given
    if index is None:
        index = SiteIndex(sites, symbol_calls)
    sites, vocab, cache, flow = index.sites, index.vocab, index.cache, index.flow
    embedding_scores = embedding_scores or {}
    real = [i for i, n in enumerate(nodes) if n.own]   # twins are mapped as their copy, below
    served = {i: _served_node(nodes, i, index.explicit_select) for i in real}
    parsed = ops.lines_read_for(nodes) if SOURCE_LINES else frozenset()
    if parsed:   # a csv or json reader's own pass over a file's lines: the read call made it all
        scan = next(i for i in real if ops.family(nodes[i].operator) == "scan")
        served = {i: None if i == scan else scan for i in real}
    primary = [i for i in real if served[i] is None]
    coverage = plan_coverage(nodes, sites, vocab, cache, index)

    contradicted = index.contradicted_sites(plan_words(nodes), formats.plan_file_formats(nodes))
    distinct_counted = ops.counts_distinct(nodes)
    cands: dict[int, list[Candidate]] = {}
    for i in primary:
        found = score_candidates(nodes[i], sites, vocab, cache, coverage, index, udf_names_used(nodes, i),
                                 contradicted, prune=llm is None, embedded=bool(embedding_scores),
                                 self_join=ops.is_self_join(nodes, i), set_operation=_set_operation(nodes, i),
                                 lines_of=parsed, dedupes=ops.dedupes_only(nodes[i], distinct_counted))
        if DISPLAYED_ROWS:
            _credit_displays(nodes[i], found, index, contradicted)
        cands[i] = found
    if action is not None and primary:
        _ask_action(nodes, primary, cands, index, action, entry)
    _fit_nested_caches(nodes, primary, cands, index)
    reading = _read_plan(nodes, primary, cands, index, entry, contradicted, coverage, arguments, parsed)
    if action is None and ranked and primary and reading.named and _runs_first(reading.entry, arguments, index):
        # the program that ran is known now: its n-th show() (count()) is the n-th PySpark show (count) of the run
        line = shown_rows.nth_action(reading.entry, ranked, index)
        if line is not None:
            _ask_action(nodes, primary, cands, index, (reading.entry.rsplit("/", 1)[-1], line), reading.entry)
    asked = _embedding_asks(cands, primary, embedding_scores)
    for i in primary:
        # Embeddings speak only where names are silent: measured on real code, letting them reorder
        # candidates the names already rank made the picks worse (look-alikes differ in words, not meaning).
        # Only there are they looked up, so only there need they be computed.
        silent = not any(c.matched for c in cands[i])
        for c in cands[i]:
            c.embedding = asked.get((i, c.site.site_id)) if silent else None
            c.prior = 0.05 * (c.embedding or 0.0) if silent else 0.0
            c.score = c.local + c.prior
        ranked = sorted(cands[i] if llm is not None else _contenders(cands[i]), key=_rank)[:MAX_CONTENDERS]
        if KEEP_NAMED_PROGRAM and reading.named:
            # the program named as the one that ran keeps its own calls in the running, however many
            # look-alikes elsewhere outrank them on names alone (show()'s limit in every script): the
            # dataflow around them is what decides, and it can only decide among calls still listed
            kept = {c.site.site_id for c in ranked}
            ranked += sorted((c for c in cands[i] if reading.holds(c.site.file) and c.site.site_id not in kept),
                             key=_rank)
        cands[i] = ranked

    # The whole tree at once: a pick in the same dataflow as its neighbours' picks gains. A few rounds let
    # agreement spread from nodes with strong evidence to weaker neighbours; ties keep the local order.
    # A neighbour whose own names decide its pick votes with weight; one torn between look-alikes barely.
    decisive = {i: _decisiveness(cands[i]) for i in primary}
    chosen = {i: (cands[i][0] if cands[i] else None) for i in primary}
    fed: dict = {}   # the dataflow's answers, asked again in every round and every settling below
    _settle(nodes, primary, cands, chosen, decisive, flow, fed=fed)
    if _anchor_top(nodes, primary, cands, chosen, flow):
        _settle(nodes, primary, cands, chosen, decisive, flow, fed=fed)
    # A projection counted as a select() call because one names exactly its columns, when that select is
    # tied to nothing its neighbours came from, was a coincidence: it is the optimizer's pruning after all.
    demoted = [i for i in primary if chosen[i] is not None and chosen[i].agree == 0
               and served[i] is None and _served_node(nodes, i) is not None]
    if demoted:
        for i in demoted:
            served[i] = _served_node(nodes, i)
            primary.remove(i)
        _settle(nodes, primary, cands, chosen, decisive, flow, fed=fed)

    if llm is not None:
        shares = _plan_shares(primary, chosen, flow)
        for i in primary:
            others = [c for c in cands[i][1:] if c.site.site_id != cands[i][0].site.site_id] if cands[i] else []
            features = pick_features(cands[i][0], others[0] if others else None, cands[i]) if cands[i] else {}
            features["plan_share"] = shares.get(i, 0.0)
            if cands[i] and calibration.confidence(features) < CONFIRMED:
                pick = llm.choose(i, nodes[i], cands[i])
                if pick is not None:
                    cands[i].insert(0, cands[i].pop(pick))
                    chosen[i] = cands[i][0]

    if ONE_STATEMENT and _one_statement(primary, cands, chosen, flow):
        _settle(nodes, primary, cands, chosen, decisive, flow, fed=fed)
    share = _plan_shares(primary, chosen, flow)
    second = _second_reading(nodes, primary, cands, chosen, decisive, flow, fed)
    anchored = _anchored(nodes, primary, chosen, flow)

    results: dict[int, NodeMapping] = {}
    for i in primary:
        results[i] = _primary_mapping(nodes[i], i, cands[i], chosen[i], share.get(i, 0.0), second.get(i, 0.0),
                                      reading, i in anchored)
        if llm is not None and llm.factors(i):
            results[i].factors.update(llm.factors(i))
    for i in real:
        if i not in results:
            results[i] = _derived_mapping(nodes, i, served, results, index)
    return [results[i] for i in real] + _twin_mappings(nodes, results)


def _runs_first(entry: str, arguments: tuple[str, ...], index: SiteIndex) -> bool:
    """Whether no program the run was handed before `entry` ran ahead of it (a runner given several notebooks): the
    run numbers its actions together, so a later program's n-th call is not the run's n-th."""
    words = " ".join(arguments)
    if entry.rsplit("/", 1)[-1] not in words:
        return True   # not handed to a runner (most runs): no look through the repository's files
    named = readings.named_by_path(arguments, index.files.uses)
    if entry not in named or len(named) < 2:
        return True

    def where_named(file: str) -> tuple[int, str]:
        at = words.find(file.rsplit("/", 1)[-1])
        return (at if at >= 0 else len(words), file)

    return min(named, key=where_named) == entry


def _twin_mappings(nodes: list[PlanNode], results: dict[int, NodeMapping]) -> list[NodeMapping]:
    """An AQE initial-plan node the executed plan re-planned is mapped as the executed node in its place."""
    out = []
    for i, node in enumerate(nodes):
        twin = results.get(node.twin_of) if node.twin_of is not None else None
        if twin is not None:
            out.append(replace(
                twin, node_index=i, node_id=node.node_id, factors=dict(twin.factors), features=dict(twin.features),
                explanation=f"the initial plan's {node.operator}, re-planned as ({twin.node_id}): {twin.explanation}"))
    return out


EMBEDDING_ASKS = 64   # a silent node's candidates the embedding may reorder: MAX_CONTENDERS, all the tree keeps


CACHE_OPERATORS = ("InMemoryRelation", "InMemoryTableScan")
OTHER_NESTING = 0.5   # what a cache call keeps whose lineage holds a cache the plan's cached data lacks, or the reverse


def cached_from_cache(nodes: list[PlanNode], index: int) -> bool | None:
    """Whether the data a cache node holds was itself computed from cached data: an InMemoryRelation whose
    cached plan reads another cache (a frame cached, transformed, cached again). None where the plan does not
    show what was cached."""
    node = nodes[index]
    relations = [index] if node.operator == "InMemoryRelation" else \
        [c for c in _real_children(nodes, index) if nodes[c].operator == "InMemoryRelation"]
    below = [c for r in relations for c in nodes[r].children]
    if not below:
        return None
    seen = False
    while below:
        at = below.pop()
        seen = seen or nodes[at].operator in CACHE_OPERATORS
        below.extend(nodes[at].children)
    return seen


def _fit_nested_caches(nodes, primary, cands, index: SiteIndex) -> None:
    """A cache call whose own lineage in the code holds another cache call made a cached plan reading cached
    data, and only such a call did (a cache registered earlier in a frame's lineage is read, not recomputed):
    of two cache() calls of one program, the later one caching data derived from the first is the outer
    InMemoryRelation, the first the one nested in it, whatever their order in the file."""
    if not OTHER_NESTING < 1.0:
        return
    caching = index.flags_of({"cache"})
    upstream: dict[str, bool] = {}
    for i in primary:
        if nodes[i].operator not in CACHE_OPERATORS:
            continue
        nested = cached_from_cache(nodes, i)
        if nested is None:
            continue
        for c in cands[i]:
            if c.site.kind != "cache":
                continue
            site_id = c.site.site_id
            if site_id not in upstream:
                before = index.flow.ancestors(site_id) - {site_id}
                upstream[site_id] = bool(before) and bool(np.any(index.flags(before) & caching))
            if upstream[site_id] != nested:
                c.evidence *= OTHER_NESTING


def _embedding_asks(cands: dict[int, list[Candidate]], primary: list[int],
                    embedding_scores) -> dict[tuple[int, str], float | None]:
    """The embedding scores a plan asks for, all at once: those of the candidates of the nodes no candidate
    shares a name with, each such node first cut to its EMBEDDING_ASKS best by everything but the
    embedding (its candidates can be every site of a kind: thousands at 10,000 files, so the work per node
    is bounded, not growing with the repository). `embedding_scores.many(keys)`, where the scores have it,
    computes what is missing in one batch for the plan."""
    if not embedding_scores:
        return {}
    keys = []
    for i in primary:
        if not any(c.matched for c in cands[i]):
            cands[i] = sorted(cands[i], key=lambda c: (-round(c.local, 9),) + _rank(c)[1:])[:EMBEDDING_ASKS]
            keys += [(i, c.site.site_id) for c in cands[i]]
    many = getattr(embedding_scores, "many", None)
    return dict(zip(keys, many(keys) if many is not None else [embedding_scores.get(k) for k in keys]))


def _read_plan(nodes, primary, cands, index: SiteIndex, entry, contradicted, coverage,
               arguments: tuple[str, ...] = (), lines_of: frozenset[str] = frozenset()) -> readings.Reading:
    """Choose the one program that made the plan (readings.py) and weigh every candidate by it: a site in
    a language that cannot have made the plan, or outside the chosen program, keeps a share of its score.
    Every node also gets the chosen program's own sites as candidates, which the look-alike cap may
    have left out. `lines_of`: as `score_candidates` takes it."""
    hints = readings.plan_hints([nodes[i] for i in primary], index.declared, set(index.by_file))
    distinct_counted = ops.counts_distinct(nodes)
    lang = readings.hinted_language(readings.plan_language([nodes[i] for i in primary]), hints)
    factors: dict[str, float] = {}   # per file: thousands of candidates share a few hundred files

    def language_factor(file: str) -> float:
        if file not in factors:
            factors[file] = readings.language_factor(lang, file)
        return factors[file]

    for i in primary:
        for c in cands[i]:
            c.reading = language_factor(c.site.file)
    best_by_file = []
    opaque = None
    for i in primary:
        scores: dict[str, float] = {}
        # a cache, sample, explode, union or write in the plan needs that call in the program that made it,
        # whatever it names: a program with one explains the node better than a look-alike without
        present = PRESENCE if ops.family(nodes[i].operator) in STRUCTURAL_FAMILIES else 0.0
        for c in cands[i]:
            file = c.site.file
            # `c.local`, spelled out: this loop runs over every candidate of every node
            scores[file] = max(scores.get(file, 0.0), c.evidence * c.ast * c.reading, present * c.reading)
        if entry is None and _cut_in_a_tie(scores):
            # its best names fit calls in more files than were scored (show(), a column every job has):
            # which of them were kept says only which come first, nothing of the program (a program named
            # as the one that ran is read from its own files, whatever was kept)
            scores = {}
        if not any(c.matched for c in cands[i]):
            # no call anywhere names this node: its names came from run time (arguments, config), so the
            # program that made it has a call whose query, path or format is not in the code
            opaque = index.opaque_sites() if opaque is None else opaque
            for site in opaque:
                credit = _opaque_fit(nodes[i], site)
                if credit:
                    f = site.file
                    scores[f] = max(scores.get(f, 0.0), credit * language_factor(f))
        best_by_file.append(scores)
    reading = readings.choose_reading(best_by_file, index.files, entry, hints, arguments)
    if reading.entry is None:
        return reading
    inside = [s for f in sorted(reading.files) for s in index.in_file(f)]
    is_inside = index.flags_at(np.array([index.order(s) for s in inside], dtype=np.int64))
    placed: dict[str, float] = {}   # per file, its factor in the reading
    for i in primary:
        _add_call_site_candidates(nodes[i], cands[i], index)
        have = {c.site.site_id for c in cands[i]}
        # the reading's sites sharing a name (found along the names' postings, not by a scan of the
        # reading), or, where none does, every site of the reading of a kind that can have made the node;
        # listed as `SiteIndex.matches` lists them
        used = udf_names_used(nodes, i)
        allowed = allowed_kinds(nodes[i])
        evidence = _dedupe(used + node_evidence(nodes[i]) + index.glob_evidence(nodes[i]))
        at, _, _, _, first = index.shared_pairs(evidence, {pair: index.vocab.weight(*pair) for pair in evidence}, allowed)
        here = is_inside[at]
        named = [site for pos in at[here][np.argsort(first[here], kind="stable")].tolist()
                 for site in (index.sites[pos],) if site.site_id not in have]
        def scored(sites):
            return score_candidates(nodes[i], sites, index.vocab, index.cache, coverage, None, used, contradicted,
                                    nameless=True, borrowing=index.borrowing, by_id=index.by_id,
                                    set_operation=_set_operation(nodes, i), lines_of=lines_of,
                                    dedupes=ops.dedupes_only(nodes[i], distinct_counted)) if sites else []
        extra = scored(named)
        if not extra and not any(c.matched and reading.holds(c.site.file) for c in cands[i]):
            # no call of the reading naming the node can have made it (a bare count() sharing the word
            # count with a keyed aggregate): every call of the reading of a kind that can have
            extra = scored([s for s in inside if s.kind in allowed and s.site_id not in have])
        if not extra and not cands[i] and ops.family(nodes[i].operator) == "scan":
            opaque = index.opaque_sites() if opaque is None else opaque
            extra = scored(runtime_loaders(nodes[i], opaque, reading))
        for c in cands[i] + extra:
            file = c.site.file
            if file not in placed:
                placed[file] = language_factor(file) * (1.0 if reading.holds(file) else
                                                        readings.NOT_RUN if reading.named else readings.OUTSIDE)
            c.reading = placed[file]
        cands[i] = cands[i] + extra
    skipped = named_function.not_run(reading.files, arguments, index)
    if skipped:
        # the arguments name the function that ran: the look-alikes beside it in its file did not
        file, functions = skipped
        for i in primary:
            for c in cands[i]:
                if c.site.file == file and c.site.symbol in functions:
                    c.reading *= readings.NOT_RUN
    return reading


CUT_TIE = True   # without an entry, a node tying in as many files as are kept has no say in the reading


def _cut_in_a_tie(scores: dict[str, float]) -> bool:
    """Whether a node's candidates were cut among files tying for its best score: at least KEEP_TOP files
    tie, as many as the scoring keeps when more share the node's best names."""
    if not CUT_TIE or len(scores) < KEEP_TOP:
        return False
    best = max(scores.values())
    return sum(v == best for v in scores.values()) >= KEEP_TOP


_MORE_FILES = re.compile(r",|\.\.\.\s*\d+\s+entries")


def _one_file(node: PlanNode) -> bool:
    """Whether the scan read one file (`InMemoryFileIndex [file:/data/zipcodes.json]`): a glob covering several
    (`[file:/data/daily/monday.csv, ... 1 entries]`) is the better evidence there."""
    location = node.details.get("Location", "")
    return bool(location) and _MORE_FILES.search(location) is None


def _folder_and_name(path: str) -> tuple[str, str]:
    parts = path_parts(path)
    return (parts[-2] if len(parts) > 1 else "", parts[-1])


def other_folder(plan_paths: list[str], site_paths: list[str]) -> bool:
    """The call reads the plan's file name, but from a folder the plan's path does not end in
    (`C:/BigData/zipcodes.csv` for a plan reading `.../resources/zipcodes.csv`), and from none that it does."""
    plan = {_folder_and_name(p) for p in plan_paths}
    named = [_folder_and_name(p) for p in site_paths]
    same_name = [(folder, name) for folder, name in named if folder and any(name == n for _, n in plan)]
    return bool(same_name) and not any(pair in plan for pair in same_name)


def runtime_loaders(node: PlanNode, opaque: list[SparkSite], reading: readings.Reading) -> list[SparkSite]:
    """The reads that can have made a scan nothing names when its reading has none: its path came at run time
    to a loader elsewhere (`loadParquet(path)` in a helper file the job never imports), so every read naming
    no path, of the scan's own format; those in the reading's language where there are some (one plan is one
    program: its Scala loader, not the Java twin's)."""
    loaders = [s for s in opaque if s.kind == "read" and _opaque_fit(node, s)]
    language = readings.file_language(reading.entry or "")
    return [s for s in loaders if readings.file_language(s.file) == language] or loaders


def _opaque_fit(node: PlanNode, site: SparkSite) -> float:
    """What an opaque call is worth to a reading of a node no call names: a query can have made any node;
    a read only a scan, and a write only a write, of a format that fits (more where the code names it)."""
    fam = ops.family(node.operator)
    want = {"scan": "read", "write": "write"}.get(fam, "sql")
    if site.kind != want and site.kind != "sql":
        return 0.0
    if site.kind == "sql":
        return PRESENCE / 2 if fam not in ("scan", "write") else 0.0
    have, need = formats.site_format(site), formats.node_format(node)
    if need is None or not formats.fits(need, have):
        return 0.0   # a scan of an RDD or of local rows, a write command naming no format: not a data source
    return PRESENCE if need and have == need else PRESENCE / 2


DISPLAYED_ROWS = True   # a notebook's display() fetches as many rows as its platform chooses: any limit fits it


def _credit_displays(node: PlanNode, found: list[Candidate], index: SiteIndex, contradicted) -> None:
    """A limit node's row count (`CollectLimit 21`) names show()'s default; a Databricks display() fetches the count its
    platform chooses, which no code writes. The count is no evidence for the show over the display: each display()
    gets what a show() got for the count alone (less what `contradicted` says of it)."""
    if node.names.limit is None or ops.family(node.operator) != "limit":
        return
    count = ("literal", str(node.names.limit))
    shown = max((c for c in found if c.matched == [count] and c.site.method in ROW_FETCHING_ACTIONS),
                key=lambda c: c.evidence, default=None)
    if shown is None or shown.evidence <= 0:
        return
    known = {c.site.site_id: c for c in found}
    for site in _displays(index):
        kept = _kept_share(contradicted, site.site_id)
        given = shown.evidence * kept
        if site.site_id not in known:
            found.append(replace(shown, site=site, evidence=given, matched=[count], contradicted=kept < 1.0))
        elif known[site.site_id].evidence < given:
            known[site.site_id].evidence, known[site.site_id].matched = given, [count]


def _displays(index: SiteIndex) -> list[SparkSite]:
    """The repository's Databricks display() calls, found once per index (Jupyter's display() prints a repr: no action)."""
    memo = index.memo("displays")
    if "sites" not in memo:
        memo["sites"] = [s for s in index.of_kinds({"limit"}) if s.method == DISPLAY and not s.file.endswith(".ipynb")]
    return memo["sites"]


def _add_call_site_candidates(node: PlanNode, found: list[Candidate], index: SiteIndex) -> None:
    """Spark prints where an RDD was made (`MapPartitionsRDD[9] at map at GenerateScalingData.scala:50`):
    the calls on that line of that file made the scan, whatever names they share with it."""
    allowed = ops.allowed_site_kinds(node.operator, node.names.functions, node.header) | {"rdd"}
    for base, line in readings.call_sites(ops.node_text(node)):
        for file in index.files_named(base):
            _credit_call_site(found, index, file, base, line, allowed)


def _credit_call_site(found: list[Candidate], index: SiteIndex, file: str, base: str, line: int,
                      allowed: set[str]) -> set[str]:
    """The calls of an allowed kind on `line` of `file` made the node, whatever names they share with it:
    each becomes (or stays) a candidate with full evidence. Returns their ids."""
    credited = set()
    for site in index.in_file(file):
        if site.line_start <= line <= site.line_end and site.kind in allowed:
            _credit(found, site, f"{base}:{line}")
            credited.add(site.site_id)
    return credited


def _credit(found: list[Candidate], site: SparkSite, where: str) -> None:
    """`site` made the node, as the call site `where` says: it becomes (or stays) a candidate with full evidence."""
    known = next((c for c in found if c.site.site_id == site.site_id), None)
    if known is None:
        known = Candidate(site, 0.0, 0.0, 1.0, [])
        found.append(known)
    known.evidence, known.strength = 1.0, max(known.strength, 0.9)
    known.matched = known.matched + [("callsite", where)]


def _add_action_candidates(nodes, primary, cands, index: SiteIndex, action: tuple[str, int],
                           entry: str | None) -> None:
    """The action an event log names (`show at Daily.scala:39`) asked for the plan's top: the call of a
    kind that can have made the top node on that line of that file (of the entry's, where two files share
    the name) is evidence for it, as a call site Spark printed is. Returns the calls so credited."""
    base, line = action
    members = set(primary)
    top = next(i for i in primary if not any(a in members for a in _ancestors(nodes, i)))
    allowed = allowed_kinds(nodes[top])
    files = index.files_named(base)
    at_line = set()
    for file in [f for f in files if f == entry] or files:
        at_line |= _credit_call_site(cands[top], index, file, base, line, allowed)
    if at_line and SORT_UNDER_ACTION and ops.family(nodes[top].operator) == "topk" \
            and not any(index.by_id[s].kind == "sort" for s in at_line):
        at_line = _sort_under_action(cands[top], index, at_line, f"{base}:{line}") or at_line
    if at_line:   # the call that ran is known: a look-alike elsewhere (the same show() twice) did not run
        for c in cands[top]:
            if c.site.site_id not in at_line:
                c.evidence *= ACTION_ELSEWHERE
    return at_line


def _ask_action(nodes, primary, cands, index: SiteIndex, action: tuple[str, int], entry: str | None) -> None:
    """What the action that ran the plan says: the call on its line that can have made the top node made it, and the
    plan is the dataflow into that line's calls."""
    ran = _add_action_candidates(nodes, primary, cands, index, action, entry)
    if not ran and ACTION_SINK:
        ran = _action_calls(index, action, entry)
    if ran and ACTION_UPSTREAM < 1.0:
        _favour_upstream(nodes, primary, cands, ran, index)


def _action_calls(index: SiteIndex, action: tuple[str, int], entry: str | None) -> set[str]:
    """Every call on the line of the action an event log names (of the entry's file, where two files share the
    name), whatever its kind: `result.show()` over an aggregate made no node of the plan, yet the plan is what
    flows into it."""
    base, line = action
    files = index.files_named(base)
    return {s.site_id for file in [f for f in files if f == entry] or files for s in index.in_file(file)
            if s.line_start <= line <= s.line_end}


def _favour_upstream(nodes, primary, cands, ran: set[str], index: SiteIndex) -> None:
    """One plan is one dataflow to the action that ran it: where a node has a candidate whose result flows into
    that action (`ran`, the calls credited for it) with a fair share of its best evidence, its look-alikes feeding
    some other action lose some of theirs.
    Not a cached relation's: a cache acts by what it holds (`CACHE TABLE t`), not along the data's path.
    Where nothing upstream of the action reads data, its data came in from elsewhere (a parameter, a field its
    caller set) along a path the flow does not follow: only the action's own function is known not to feed it."""
    upstream = set().union(*(index.flow.ancestors(s) for s in ran))
    reads = any(index.by_id[s].kind in SOURCE_KINDS for s in upstream if s in index.by_id)
    # the functions whose other calls are known not to feed the action (None: every function's)
    judged = {index.by_id[s].symbol for s in ran if s in index.by_id} if OPEN_INPUTS and not reads else None
    for i in primary:
        if ops.family(nodes[i].operator) == "cache":
            continue
        best = max((c.evidence for c in cands[i]), default=0.0)
        inside = max((c.evidence for c in cands[i] if c.site.site_id in upstream), default=0.0)
        if best > 0 and inside >= UPSTREAM_NEAR * best:
            for c in cands[i]:
                if c.site.site_id not in upstream and (judged is None or c.site.symbol in judged):
                    c.evidence *= ACTION_UPSTREAM


def _sort_under_action(found: list[Candidate], index: SiteIndex, actions: set[str], where: str) -> set[str]:
    """`orderBy(...)` on one line, `show()` on another, make one TakeOrderedAndProject: the action only lends it
    its limit. The sort call nearest upstream of the named action made the node: it takes the action's credit,
    and the action becomes a call elsewhere. Empty where no sort call feeds the action."""
    seen, frontier, upstream = set(actions), list(actions), index.flow.upstream
    while frontier:   # breadth first: the nearest sort, not an earlier one the frame was ordered by
        sorts = [index.by_id[s] for s in frontier if s not in actions and index.by_id[s].kind == "sort"]
        if sorts:
            site = min(sorts, key=index.order)
            _credit(found, site, where)
            return {site.site_id}
        frontier = [u for s in frontier for u in upstream.get(s, ()) if u not in seen]
        seen.update(frontier)
    return set()


def _ancestors(nodes, index: int) -> list[int]:
    out, up = [], nodes[index].parent
    while up is not None:
        out.append(up)
        up = nodes[up].parent
    return out


def _conversions(sites: list[SparkSite], index: SiteIndex) -> list[SparkSite]:
    """The calls turning the RDDs made by `sites` into a Dataset (`createDataFrame(rdd)`, `rdd.toDF()`),
    through any RDD steps between, in the index's order."""
    found, seen, frontier = [], set(), [s.site_id for s in sites if s.kind == "rdd"]
    while frontier:
        for after in index.flow.downstream.get(frontier.pop(), ()):
            if after in seen:
                continue
            seen.add(after)
            site = index.by_id[after]
            if site.kind == "read":
                found.append(site)
            elif site.kind == "rdd":
                frontier.append(after)
    return sorted(found, key=index.order)


ANCHOR_TOP = True   # the plan's top node, torn between look-alike calls, takes the one whose upstream explains most
ANCHOR_MARGIN = 0.5  # ... by at least half a node's best evidence more than the settled pick's upstream
ANCHOR_TIES = 8      # of its candidates tied for the pick, this many are weighed


def _anchor_top(nodes, primary, cands, chosen, flow: Flow) -> bool:
    """One plan is one connected dataflow to one action. Where the top node's own names cannot tell its
    candidates apart (`show()` written after each of two queries), take the one whose upstream holds the
    best candidates of the most nodes, and start every node from its best candidate there: settling node by
    node from the local picks can hold on to the other reading, each pick agreeing with its neighbour's.
    True when the picks were moved (the tree then settles again from them)."""
    if not ANCHOR_TOP or not primary or not cands[primary[0]]:
        return False
    top = primary[0]
    best = max(c.local for c in cands[top])
    tied = [c for c in cands[top][:ANCHOR_TIES] if abs(c.local - best) < 1e-9]
    if len(tied) < 2:
        return _anchor_below(primary, cands, chosen, flow) if ANCHOR_BELOW else False
    upstream = {c.site.site_id: flow.ancestors(c.site.site_id) for c in tied + [chosen[top]]}

    def explained(c) -> float:
        return sum(max((d.local for d in cands[j] if d.site.site_id in upstream[c.site.site_id]), default=0.0)
                   for j in primary if j != top)

    lead = max(tied, key=explained)   # the first among equals keeps its place
    if lead is chosen[top] or explained(lead) < explained(chosen[top]) + ANCHOR_MARGIN:
        return False
    chosen[top] = lead
    for j in primary[1:]:
        inside = [d for d in cands[j] if d.site.site_id in upstream[lead.site.site_id]]
        if inside:
            chosen[j] = max(inside, key=lambda d: d.local)
    return True


ANCHOR_BELOW = True   # ... and where its pick is clear, a node below torn between look-alikes takes one upstream of it


def _anchor_below(primary, cands, chosen, flow: Flow) -> bool:
    """Where the top node's own names pick one call, a node below whose best candidates tie (the same query written
    again in the file, without the ORDER BY the plan ends in) starts from the one upstream of that call: settling
    node by node, a look-alike query's calls agree with each other as well as the one that ran. True where a pick
    moved."""
    lead = chosen[primary[0]]
    if lead is None:
        return False
    upstream = flow.ancestors(lead.site.site_id)
    moved = False
    for j in primary[1:]:
        here = chosen[j]
        if here is None or here.site.site_id in upstream:
            continue
        inside = [d for d in cands[j] if d.site.site_id in upstream and d.local >= here.local - 1e-9]
        if inside:
            chosen[j] = inside[0]
            moved = True
    return moved


ONE_STATEMENT = True   # a .sql file's statements are programs of their own (the top node's is the reading)
STATEMENT_FILES = (".sql",)   # files whose statements run one by one (in Python, a file is one program)
STATEMENT_CELLS = True   # ... and so do a notebook's SQL cells (`%sql`, a Databricks SQL cell)


def _one_statement(primary, cands, chosen, flow: Flow) -> bool:
    """A .sql file's statements are separate programs: where the plan's top node picked a call of one, the
    file's other statements, flowing into none of it, are outside the plan's reading (so is a view another
    statement of the file made: the index does not link a .sql file's views to their readers). A notebook's SQL
    statements (their clauses, the statement itself) run cell by cell the same way; its Python, which may feed them
    a view, is left as it was. True where a candidate was so weighed (the tree then settles again)."""
    lead = chosen[primary[0]] if primary else None
    if lead is None:
        return False
    whole_file = lead.site.file.endswith(STATEMENT_FILES)
    if not whole_file and not (STATEMENT_CELLS and lead.site.language == "sql" and lead.site.cell is not None):
        return False
    upstream = flow.ancestors(lead.site.site_id)
    moved = False
    for j in primary[1:]:
        outside = [c for c in cands[j] if c.site.file == lead.site.file and c.site.site_id not in upstream
                   and (whole_file or c.site.language == "sql" or c.site.kind == "sql")]
        for c in outside:
            c.reading *= readings.OUTSIDE
            c.score = c.local + c.prior
        if outside:
            cands[j].sort(key=_rank)
            chosen[j] = cands[j][0]
            moved = True
    return moved


def _second_reading(nodes, primary, cands, chosen, decisive, flow: Flow, fed: dict | None = None) -> dict[int, float]:
    """Whether the plan has another reading almost as good: settle the tree again with every picked place
    taken out, and compare each node's new score with its pick's (1.0: as good). The same query written
    twice, or a test that mirrors a job, reads the whole plan a second time; look-alikes scattered over
    unrelated jobs do not."""
    taken = {chosen[i].site.site_id for i in primary if chosen[i] is not None}
    rest = {i: [replace(c) for c in [c for c in cands[i] if c.site.site_id not in taken][:SECOND_READING_TOP]]
            for i in primary}
    again = {i: (rest[i][0] if rest[i] else None) for i in primary}
    _settle(nodes, primary, rest, again, decisive, flow, fed=fed)
    return {i: round(min(1.0, again[i].score / chosen[i].score), 4) if again[i] is not None and chosen[i] is not None
            and chosen[i].score > 0 else 0.0 for i in primary}


INPUT_SIDES = True   # a join's or union's left input is the call's receiver, its right one the argument
OTHER_SIDE = 0.5     # what agreement with a join/union call keeps for a candidate feeding its other input
SIDE_SCORE = True    # ... and what its whole score keeps (of a node under one input of the call)
_TWO_INPUT_CALLS = {"join", "crossJoin", "union", "unionAll", "unionByName", "SQL JOIN"}   # SQL: FROM ... JOIN t
# SQL writes its left input first in every two-input clause: a EXCEPT b, a UNION b, and FROM a WHERE k IN (SELECT
# ... FROM b), the semi or anti join Spark makes of a subquery
SQL_OPERAND_SIDES = frozenset({"SQL UNION", "SQL INTERSECT", "SQL EXCEPT", "SQL WHERE", "SQL HAVING"})


def _side(nodes: list[PlanNode], index: int, above: list[int]) -> int | None:
    """Which input (0: left, 1: right) of the join or union above a node the node lies under; None where the
    node above is no two-input join or union."""
    if not above or ops.family(nodes[above[0]].operator) not in ("join", "union"):
        return None
    inputs = _real_children(nodes, above[0])
    if len(inputs) != 2:
        return None
    here = index
    while here is not None and here not in inputs:
        here = _real_parent(nodes, here)
    return inputs.index(here) if here is not None else None


SIDES_BELOW = True   # ... also for a node a chain of one-input steps leads into the join or union


def _side_below(nodes: list[PlanNode], index: int, members: set[int]) -> tuple[int, int] | None:
    """The nearest join or union above a node past one-input steps (a filter, a projection over a scan), if it is
    a primary node, and which of its two inputs the node lies under."""
    here, up = index, _real_parent(nodes, index)
    while up is not None:
        inputs = _real_children(nodes, up)
        if ops.family(nodes[up].operator) in ("join", "union"):
            return (up, inputs.index(here)) if len(inputs) == 2 and up in members else None
        if len(inputs) != 1:
            return None
        here, up = up, _real_parent(nodes, up)
    return None


def _sides(nodes: list[PlanNode], primary, neighbours) -> dict[int, tuple[int, int]]:
    """Per primary node, the join or union it feeds and which input: the node above, or (SIDES_BELOW) the first
    two-input node past the one-input steps above it."""
    members, out = set(primary), {}
    for i in primary:
        above = neighbours[i][1]
        side = _side(nodes, i, above)
        if side is not None:
            out[i] = (above[0], side)
        elif SIDES_BELOW and not (above and ops.family(nodes[above[0]].operator) in ("join", "union")):
            found = _side_below(nodes, i, members)
            if found is not None:
                out[i] = found
    return out


def _two_inputs(site) -> tuple[str, str] | None:
    """The receiver and the argument of a join or union call (`a.join(b)`), where both are known and distinct."""
    if site.method not in _TWO_INPUT_CALLS | SQL_OPERAND_SIDES or len(site.inputs) != 2 \
            or site.inputs[0] == site.inputs[1]:
        return None
    return site.inputs[0], site.inputs[1]


def _side_fit(given: tuple[str, str] | None, side: int | None, here: str, upstream) -> float:
    """OTHER_SIDE for a candidate flowing into only the other input of the call above than the node's own side
    (`upstream(site)`: every site flowing into it, itself included)."""
    if given is None or side is None:
        return 1.0
    into = [here in upstream(g) for g in given]
    return OTHER_SIDE if into[1 - side] and not into[side] else 1.0


def _anchored(nodes, primary, chosen, flow: Flow) -> set[int]:
    """The nodes whose pick shares no name with them but lies in the dataflow of a neighbour's pick its own
    names chose: feeding the pick of the node above, or fed by the pick of one below. Its place in the
    program is then not a guess, it is where the named calls around it say the node was made."""
    members = set(primary)
    named = {i for i in primary if chosen[i] is not None and chosen[i].matched}
    out = set()
    for i in primary:
        if chosen[i] is None or chosen[i].matched:
            continue
        here = chosen[i].site.site_id
        below, above = _primary_neighbours(nodes, i, members)
        if any(flow.feeds(chosen[j].site.site_id, here) == 1.0 for j in below if j in named) or any(
                flow.feeds(here, chosen[j].site.site_id, by_target=True) == 1.0 for j in above if j in named):
            out.add(i)
    return out


def _plan_shares(primary, chosen, flow: Flow) -> dict[int, float]:
    """How much of the plan each pick's dataflow explains: the share of the plan's picks that feed it or
    that it feeds. One job's calls explain a whole plan together; picks scattered over look-alikes do not."""
    picked = [chosen[i].site.site_id for i in primary if chosen[i] is not None]
    share = {}
    for i in primary:
        if chosen[i] is not None:
            here = chosen[i].site.site_id
            linked = flow.reaches(here) | flow.ancestors(here)
            share[i] = round(sum(p in linked or flow.feeds(p, here) > 0 for p in picked) / len(picked), 4)
    return share


def _settle(nodes, primary, cands, chosen, decisive, flow: Flow, rounds: int = 3,
            fed: dict | None = None) -> None:
    """Re-rank every primary node's candidates by agreement with its neighbours' picks, a few rounds. `fed`
    keeps `flow.feeds` answers, by (vote, candidate, vote below): the same in every round and call."""
    members = set(primary)
    neighbours = {i: _primary_neighbours(nodes, i, members) for i in primary}
    sides = _sides(nodes, primary, neighbours) if INPUT_SIDES else {}
    fed = {} if fed is None else fed
    flowing_into: dict[str, set[str]] = {}

    def upstream(site_id: str) -> set[str]:
        """Every site flowing into `site_id` (one walk back per input asked about)."""
        if site_id not in flowing_into:
            flowing_into[site_id] = flow.ancestors(site_id)
        return flowing_into[site_id]

    def feeds(p: str, here: str, is_below: bool) -> float:
        key = (p, here, is_below)
        if key not in fed:
            fed[key] = flow.feeds(p, here) if is_below else flow.feeds(here, p, by_target=True)
        return fed[key]

    last: dict[int, list] = {}   # the votes each node was last ranked by in this call
    for _ in range(rounds):
        for i in primary:
            below, above = neighbours[i]
            votes = [(chosen[j].site.site_id, decisive[j], True) for j in below if chosen.get(j) is not None]
            votes += [(chosen[j].site.site_id, decisive[j], False) for j in above if chosen.get(j) is not None]
            # the two data sets a join or union call was given, in order, and which of them this node is
            joined, side = sides.get(i, (None, None))
            given = _two_inputs(chosen[joined].site) if joined is not None and chosen.get(joined) is not None else None
            if last.get(i) == (votes, given):
                continue   # the same votes rank its candidates as they stand: nothing would change
            last[i] = (votes, given)
            total = sum(w for _, w, _ in votes)
            for c in cands[i]:
                here = c.site.site_id
                fit = _side_fit(given, side, here, upstream)
                agree = sum([w * feeds(p, here, is_below) * (fit if not is_below else 1.0)
                             for p, w, is_below in votes])
                c.agree = agree / total if total else 0.0
                c.score = c.local + c.prior + TREE_WEIGHT * c.agree
                if SIDE_SCORE and fit < 1.0:
                    # the whole score, not only the agreement with the call above: otherwise two look-alike inputs,
                    # each agreeing with its own neighbours, settle on one reading
                    c.score *= fit
            cands[i].sort(key=_rank)
            chosen[i] = cands[i][0] if cands[i] else None


# Past this many, the candidates a node keeps are look-alikes its own names cannot tell apart (a column
# every job uses); the tree still chooses among this many, in their fixed order, and the rest only cost time.
MAX_CONTENDERS = 64
KEEP_NAMED_PROGRAM = True   # the calls of the program named as the one that ran are never cut as contenders
SECOND_READING_TOP = 8  # candidates per node a second reading of the plan chooses among

CONTENDER_MARGIN = TREE_WEIGHT + 0.1 + 0.01  # the widest gap `_contenders` keeps (embedding scores are <= 1)
KEEP_TOP = 8  # ranks that must come out exactly as over all candidates: the pick, 3 alternatives, look-alike counts


def _contenders(found: list[Candidate]) -> list[Candidate]:
    """The candidates that can still end in the first KEEP_TOP ranks, whatever the tree decides.

    A final score is the local score (evidence x ast) plus 0.05 x embedding plus TREE_WEIGHT x agreement
    (0..1), so a candidate whose local score is below the KEEP_TOP-th best by more than TREE_WEIGHT plus
    twice the largest embedding term is outranked by at least KEEP_TOP others in every round: dropping
    it changes no pick, alternative, margin, look-alike count or decisiveness, only the time spent
    sorting thousands of sites that share one common column name."""
    if len(found) <= KEEP_TOP or len({c.site.site_id for c in found}) != len(found):
        return found
    top = sorted((c.local for c in found), reverse=True)[KEEP_TOP - 1]
    emb = max(abs(c.embedding or 0.0) for c in found)
    floor = top - TREE_WEIGHT - 0.1 * emb - 0.01   # at least top - CONTENDER_MARGIN
    return [c for c in found if c.local >= floor]


def _rank(c: Candidate) -> tuple:
    return (-round(c.score, 9), c.site.file, c.site.line_start, c.site.line_end, c.site.site_id)


def _decisiveness(cands: list[Candidate]) -> float:
    """How clearly a node's own evidence picks one site: the lead of the best local score over the
    best score of another site (a small floor, so ties still vote a little)."""
    scores = {}
    for c in cands:
        local = c.local
        scores[c.site.site_id] = max(scores.get(c.site.site_id, 0.0), local)
    top = sorted(scores.values(), reverse=True)
    if not top:
        return 0.0
    return max(0.05, top[0] - (top[1] if len(top) > 1 else 0.0))


def pick_features(best: Candidate, runner_up: Candidate | None, cands: list[Candidate] = ()) -> dict[str, float]:
    """What the calibrated confidence is computed from (see calibration.py)."""
    margin = 1.0 if runner_up is None or best.score <= 0 else max(0.0, (best.score - runner_up.score) / best.score)
    local = best.local
    # look-alikes: other places whose names fit this node about as well, before the tree had its say
    ties = {c.site.site_id for c in cands if c.site.site_id != best.site.site_id and c.local >= 0.9 * local}
    # a rival reading: another place whose names fit about as well and that agrees with the tree as much
    rival = max((min(1.0, c.local / local) * c.agree for c in cands
                 if c.site.site_id != best.site.site_id and local > 0), default=0.0)
    return {"strength": round(best.strength, 4), "margin": round(margin, 4), "agree": round(best.agree, 4),
            "evidence": round(best.evidence, 4), "sql_site": float(best.site.kind == "sql"),
            "no_names": float(not best.matched), "derived": 0.0, "lookalikes": min(len(ties), 5) / 5,
            "keyword": round(best.keyword, 4), "contradicted": float(best.contradicted), "rival": round(rival, 4),
            "local_margin": round(_decisiveness(cands), 4) if cands else 1.0}


NAMELESS_CAP = 0.49   # a pick sharing no name with its node is a guess from its place alone: uncertain at best
TIED_LEAD = 0.1       # a rival program explaining every node within this of the reading is a copy of the job
TIE_CAP = 0.74        # ... and a pick of a tied reading is probable at most
# a pick no better than its runner-up (margin under TIED_MARGIN) whose runner-up agrees with the tree about as
# much: the plan did not choose between them, the order of the candidates did (dev and bench/cases: 11 of 25
# such picks confirmed were right)
TIED_PICK_CAP = 0.74
TIED_MARGIN = 0.01


def confidence_cap(features: dict[str, float]) -> float:
    """The most a pick may be trusted whatever the calibration says: uncertain where no name backs it
    (however well its place fits the tree, nothing the code wrote says it made the node), probable where
    another program reads the plan as well (the same job in another file or language: the plan cannot
    tell which one ran) and for a projection under a SQL clause (`pruned_project`)."""
    cap = 1.0
    if features.get("reading_lead", 1.0) < TIED_LEAD:
        cap = min(cap, TIE_CAP)
    if features.get("pruned_project"):
        cap = min(cap, PRUNED_PROJECT)
    if features.get("margin", 1.0) < TIED_MARGIN and features.get("rival", 0.0) >= 0.95 * features.get("agree", 0.0):
        cap = min(cap, TIED_PICK_CAP)
    return min(cap, NAMELESS_CAP) if features.get("no_names") and not features.get("anchored") else cap


def capped_confidence(features: dict[str, float], params: dict | None = None) -> float:
    """The calibrated confidence (`params`: other fitted parameters than the shipped ones), capped."""
    return min(calibration.to_confidence(calibration.probability(features, params), params), confidence_cap(features))


def _primary_mapping(node: PlanNode, index: int, cands: list[Candidate], best: Candidate | None,
                     plan_share: float = 0.0, second_reading: float = 0.0,
                     reading: readings.Reading | None = None, anchored: bool = False) -> NodeMapping:
    if best is None:
        return NodeMapping(index, node.node_id, node.operator, False, None, 0.0, "uncertain",
                           f"no call in the code shares a name with {node.operator}",
                           _factors(None, 0.0))
    others = [c for c in cands if c is not best and c.site.site_id != best.site.site_id]
    features = {**pick_features(best, others[0] if others else None, cands), "plan_share": plan_share,
                "second_reading": second_reading}
    if anchored:
        features["anchored"] = 1.0
    copy = None
    if reading is not None and reading.entry is not None:
        features["reading_margin"] = round(reading.margin, 4)
        features["reading_lead"] = round(reading.lead, 4)
        features["outside"] = float(not reading.holds(best.site.file))
        copy = reading.copies.get(best.site.file)
        if copy is not None:   # the pick's program joined the reading tied with a copy of it
            features["reading_lead"] = 0.0
    conf = capped_confidence(features)
    text = _explain(best)
    if copy is not None:
        others = _twin_first(others, copy)
        if others and others[0].site.file in copy:
            text += f"; {others[0].site.file} explains it as well (the plan cannot tell which of the two ran)"
    elif features.get("reading_lead", 1.0) < TIED_LEAD and reading.rival:
        text += f"; {reading.rival} explains the plan as well (the plan cannot tell which of the two ran)"
        others = _twin_first(others, reading.rival_files)
    alts = [(c.site, min(conf, calibration.confidence(pick_features(c, best)))) for c in others[:3]]
    return NodeMapping(index, node.node_id, node.operator, False, best.site, conf, status_for(conf),
                       text, _factors(best, conf), alts, features)


def _twin_first(others: list[Candidate], twin_files: frozenset[str]) -> list[Candidate]:
    """Where another program explains the plan as well (a copy of the job in another file or language),
    its call for this node is the first runner-up, chosen by its own evidence (the reading's factor, which
    keeps it second, aside): the user sees both places the plan may have come from."""
    twins = [c for c in others if c.site.file in twin_files]
    if not twins:
        return others
    twin = max(twins, key=lambda c: c.evidence * c.ast)   # the first of equals: `others` is ranked
    return [twin] + [c for c in others if c is not twin]


GROUPING_SHUFFLES = True   # the exchange under an aggregate is its grouping call's, not the aggregate call's


def _derived_mapping(nodes, index, served, results, site_index: SiteIndex) -> NodeMapping:
    target, seen = served[index], {index}
    while target is not None and served.get(target) is not None and target not in seen:
        seen.add(target)  # follow the chain to the node a user call made
        target = served[target]
    base = results.get(target) if target is not None else None
    node = nodes[index]
    if base is None or base.site is None:
        return NodeMapping(index, node.node_id, node.operator, True, None, 0.0, "uncertain",
                           f"{node.operator} was inserted by Spark, but the call it serves was not found",
                           _factors(None, 0.0))
    features = {**base.features, "derived": 1.0}
    factors = {k: v for k, v in base.factors.items() if k not in ("llmTokens", "llmCostUsd")}  # counted once
    site = base.site
    if node.operator == "SerializeFromObject" and site.kind == "rdd":
        # the scan under it is the RDD's objects; they became rows where the program turned that RDD into
        # a Dataset (`toDF`, `createDataFrame(rdd)`), a call after the RDD's own
        site = next(iter(_conversions([site], site_index)), site)
    if GROUPING_SHUFFLES and node.operator == "Exchange" and ops.family(base.operator) == "aggregate":
        # the shuffle partitions the rows by the keys the grouping call named, written before the aggregate call
        # where the chain breaks its line (`groupBy(k).` then `agg(...)`)
        grouping = grouping_of(site, site_index.by_id)
        site = grouping if grouping is not None and grouping.file == site.file else site
    if node.operator == "Project" and (site.kind == "sql" or site.method.startswith("SQL")):
        # a projection taken for the optimizer's (pruning columns for the clause above) may as well be the
        # query's own SELECT list, which SQL always writes out: the plan cannot tell, so never confirmed
        features["pruned_project"] = 1.0
    conf = capped_confidence(features)
    text = (f"Spark inserted it for {base.operator} ({base.node_id}), mapped to {_call_text(site)} "
            f"at {site.file}:{site.line_start}")
    return NodeMapping(index, node.node_id, node.operator, True, site, conf, status_for(conf), text,
                       {**factors, "derivedFrom": base.node_id},
                       [(s, min(conf, c)) for s, c in base.alternatives if s.site_id != site.site_id], features)


def _call_text(site: SparkSite) -> str:
    first = site.snippet.strip().splitlines()[0].strip() if site.snippet.strip() else site.method
    return first if len(first) <= 80 else first[:77] + "..."


def _explain(best: Candidate) -> str:
    label = {"alias": "alias", "udf": "UDF", "table": "table", "path": "path", "literal": "literal",
             "key": "key", "column": "column", "function": "function", "callsite": "call site"}
    order = ["callsite", "udf", "alias", "table", "path", "literal", "key", "column", "function"]
    parts = [f'{label[c]} "{n}"' for c in order for cc, n in best.matched if cc == c][:5]
    what = " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 1 else parts)
    site = best.site
    if not parts:
        # nothing shared: the pick rests on the call's kind and its place in the program that made the plan
        why = "names nothing in the plan (its query, path or format comes at run time)" if site.kind in (
            "sql", "read", "write") else "shares no name with the node"
        return f"{_call_text(site)} at {site.file}:{site.line_start} {why}; chosen as the call of its kind in the " \
               f"program the rest of the plan points to"
    return f"{what} match {_call_text(site)} at {site.file}:{site.line_start}"


def _factors(best: Candidate | None, confidence: float) -> dict:
    return {
        "embeddingScore": None if best is None or best.embedding is None else round(best.embedding, 3),
        "astScore": 0.0 if best is None else round(best.ast, 3),
        "llmConfidence": None,
        "keywordMatch": 0.0 if best is None else round(best.keyword, 3),
        "evidenceScore": 0.0 if best is None else round(best.evidence, 3),
    }
