"""`codemap eval`: map every accuracy case (the format of docs/output-format.md) and score it.

line@1: the top mapping's file matches and its span overlaps a gold span (or an `alt`). A Jupyter
notebook's label gives `cell` and lines in that cell (and `file_lines`); any other file, file lines.
line@3: the same for the top mapping or one of its first two alternatives.
symbol@1: the top mapping names the gold symbol (last dotted part, same file).
confirmed precision: of the nodes marked confirmed, the share right at line@1.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping import readings
from codemap_pipeline.mapping.event_entry import command_word, event_log_action, event_log_entry, program_arguments
from codemap_pipeline.mapping.export import location, place_text
from codemap_pipeline.mapping.mapper import NodeMapping, map_plan
from codemap_pipeline.mapping.shown_rows import action_rank
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.parser import parse_plan_text


@dataclass
class Case:
    case_id: str
    folder: Path
    root: Path             # the indexed code: the repository, or its index_root
    plan_path: Path
    gold: list[dict]
    script: str = ""           # the script that ran (case.json)
    form: str = ""             # how the code is written: pyspark, scala, java, sql-string, dbt, ipynb, databricks
    entry: str | None = None   # what the mapper is told ran: nothing, unless asked (`--entry-from-case`)
    event_log: dict | None = None   # event_log.json: what a run's event log says of the case's execution


@dataclass
class NodeResult:
    case_id: str
    node_id: int
    operator: str
    kind: str
    derived: bool
    line1: bool
    line3: bool
    symbol1: bool
    status: str
    confidence: float
    got: str               # "file:start-end" of the top mapping, or "-"
    want: str              # the first gold place
    explanation: str = ""
    features: dict = field(default_factory=dict)
    form: str = ""


@dataclass
class Index:
    sites: list[SparkSite]
    symbol_calls: set[tuple[str, str]]
    modules: dict[str, str] = field(default_factory=dict)   # file -> module qualname
    file_links: set[tuple[str, str]] = field(default_factory=set)   # (file, file it uses)
    declared: dict[str, str] = field(default_factory=dict)          # class qualname -> its file
    vectors: object = None   # the sites' embeddings, computed on first use (site_vectors)


PARTS = ("heldout", "dev")   # a folder of cases split for honest figures: tuned on dev, scored on heldout


def case_parts(folder: Path) -> dict[str, Path]:
    """The parts of a split folder of cases (`dev/`, `heldout/`), or the folder itself as one part."""
    parts = {name: Path(folder) / name for name in PARTS if (Path(folder) / name).is_dir()}
    return parts or {Path(folder).name: Path(folder)}


def load_cases(cases_dir: Path) -> list[Case]:
    cases = []
    for folder in sorted(p for p in Path(cases_dir).iterdir() if (p / "case.json").is_file()):
        if not (folder / "gold.jsonl").is_file():
            print(f"{folder}: no gold.jsonl yet, case skipped", file=sys.stderr)
            continue
        meta = json.loads((folder / "case.json").read_text())
        repo = (folder / meta["repo"]).resolve()
        if not repo.is_dir():
            # the real-world cases' repositories are not in this one: each <slug>.source.md says where
            print(f"{folder}: its repository {repo} is not laid out ({meta.get('source') or meta['repo']} at "
                  f"{meta.get('commit') or 'its commit'}), case skipped", file=sys.stderr)
            continue
        gold = [json.loads(line) for line in (folder / "gold.jsonl").read_text().splitlines() if line.strip()]
        log = folder / "event_log.json"
        cases.append(Case(folder.name, folder, repo / meta.get("index_root", ""), folder / "plan.formatted.txt", gold,
                          command_word(meta.get("script", "")), meta.get("form", ""),
                          event_log=json.loads(log.read_text()) if log.is_file() else None))
    return cases


def build_index(root: Path) -> Index:
    files, symbols, links, sites = index_repository(root)
    calls = {(link.src_id, link.dst) for link in links if link.kind == "calls" and link.resolved}
    modules = {s.file: s.qualname for s in symbols if s.kind == "module"}
    uses, declared = readings.code_facts([(link.file, link.dst, link.kind, link.resolved) for link in links],
                                         [(s.symbol_id, s.qualname, s.file, s.kind) for s in symbols])
    return Index(sites, calls, modules, uses, declared)


def _overlaps(start: int, end: int, spans) -> bool:
    return any(a <= end and start <= b for a, b in spans)


def _places(gold: dict) -> list[dict]:
    """Every acceptable place: the label itself and its alternatives."""
    return [gold] + list(gold.get("alt", []))


def _symbol_tail(site: SparkSite, index: Index) -> str:
    # top-level code ends in `.<module>`, as gold labels write it (sites stored before that: the module)
    return "<module>" if index.modules.get(site.file) == site.symbol else site.symbol.rsplit(".", 1)[-1]


def _at(site: SparkSite, place: dict) -> bool:
    """The site lies in the labelled place: a notebook label with `cell` counts lines in that cell (or
    gives `file_lines`); every other label counts lines in the file, Databricks source notebooks too."""
    if site.file != place["file"]:
        return False
    if place.get("file_lines") and _overlaps(site.line_start, site.line_end, place["file_lines"]):
        return True
    if place.get("cell") is not None:
        return (site.cell == place["cell"] and site.cell_line_start is not None
                and _overlaps(site.cell_line_start, site.cell_line_end or site.cell_line_start, place["lines"]))
    return _overlaps(site.line_start, site.line_end, place["lines"])


def _right(site: SparkSite | None, gold: dict) -> bool:
    return site is not None and any(_at(site, place) for place in _places(gold))


def _where(site: SparkSite) -> str:
    return place_text(location(site.file, site.line_start, site.line_end, site.cell,
                               site.cell_line_start, site.cell_line_end))


def _want(gold: dict) -> str:
    (start, end), cell = gold["lines"][0], gold.get("cell")
    if cell is not None:
        return place_text({"file": gold["file"], "cell": cell, "lines": f"{start}-{end}" if end != start else str(start),
                           "fileLines": ""})
    return f"{gold['file']}:{start}-{end}"


def score_node(case_id: str, gold: dict, mapping: NodeMapping | None, index: Index) -> NodeResult:
    top = mapping.site if mapping else None
    alternatives = [s for s, _ in mapping.alternatives[:2]] if mapping else []
    symbol_ok = top is not None and any(
        top.file == place["file"] and _symbol_tail(top, index) == place.get("symbol", "").rsplit(".", 1)[-1]
        for place in _places(gold))
    want = _want(gold)
    return NodeResult(
        case_id, gold["node_id"], gold["operator"], gold.get("kind", ""), bool(gold.get("derived")),
        _right(top, gold), _right(top, gold) or any(_right(s, gold) for s in alternatives), symbol_ok,
        mapping.status if mapping else "unmapped", mapping.confidence if mapping else 0.0,
        _where(top) if top else "-", want,
        mapping.explanation if mapping else "", dict(mapping.features) if mapping else {})


def _labelled(site: SparkSite, case: Case) -> bool:
    return any(_right(site, gold) for gold in case.gold)


def site_vectors(index: Index):
    """The embedding of every site of an index, as the pipeline stores them (embeddings.site_text)."""
    from codemap_pipeline.code import embeddings

    if index.vectors is None:
        texts = [embeddings.site_text(s.symbol, s.snippet) for s in index.sites]
        index.vectors = embeddings.SiteVectors([s.site_id for s in index.sites], embeddings.encode(texts))
    return index.vectors


def evaluate(cases: list[Case], hide_gold: bool = False, use_embeddings: bool = False,
             entry_from_event_log: bool = False) -> list[NodeResult]:
    """Map and score every case. `hide_gold` maps each case against its code with every labelled place
    (and `alt`) taken out of the index: each pick is then what the mapper chooses when the right call is
    not there, the wrong picks calibration needs to learn what a mistake looks like. `use_embeddings`
    adds the embedding model's similarities, as `codemap map` does by default. `entry_from_event_log`
    tells the mapper what the pipeline takes from a case's event log (`event_log.json`) in place of
    `case.entry`; a case without one gets no entry."""
    indexes: dict[Path, Index] = {}
    results = []
    for case in cases:
        index = indexes.get(case.root) or indexes.setdefault(case.root, build_index(case.root))
        sites = [s for s in index.sites if not _labelled(s, case)] if hide_gold else index.sites
        plans = parse_plan_text(case.plan_path.read_text(), source=str(case.plan_path))
        by_id = {}
        site_index = SiteIndex(sites, index.symbol_calls, index.file_links, index.declared)
        vectors = site_vectors(index) if use_embeddings else None
        entry, action, arguments, ranked = case.entry, None, (), None
        if entry_from_event_log:
            log = case.event_log or {}
            entry = event_log_entry(log["description"], log["call_site"], site_index.files.uses) if log else None
            action = event_log_action(log["description"]) if log else None
            ranked = action_rank(log["description"], log.get("description_rank")) if log else None
            arguments = program_arguments(log["call_site"]) if log else ()
        for plan in plans:
            scores = vectors.scores([f"{n.operator} {n.header}" for n in plan.nodes]) if vectors else None
            for m in map_plan(plan.nodes, sites, scores, index=site_index, entry=entry, action=action,
                              arguments=arguments, ranked=ranked):
                by_id.setdefault(m.node_id, m)
        for g in case.gold:
            results.append(score_node(case.case_id, g, by_id.get(g["node_id"]), index))
            results[-1].form = case.form
    return results


def _rates(rows: list[NodeResult]) -> dict:
    n = len(rows)
    confirmed = [r for r in rows if r.status == "confirmed"]
    return {
        "nodes": n,
        "line@1": sum(r.line1 for r in rows) / n if n else 0.0,
        "line@3": sum(r.line3 for r in rows) / n if n else 0.0,
        "symbol@1": sum(r.symbol1 for r in rows) / n if n else 0.0,
        "confirmed_precision": sum(r.line1 for r in confirmed) / len(confirmed) if confirmed else None,
        "confirmed_share": len(confirmed) / n if n else 0.0,
    }


def summarize(results: list[NodeResult], event_log_cases: set[str] | None = None) -> dict:
    """Rates overall, by form, kind and case. `event_log_cases` (mapped with the entry their event log
    names): their rates again on their own, a separate row, since the other cases had no entry."""
    by_kind, by_case, by_form = defaultdict(list), defaultdict(list), defaultdict(list)
    for r in results:
        by_kind[r.kind].append(r)
        by_case[r.case_id].append(r)
        if r.form:
            by_form[r.form].append(r)
    logged = [r for r in results if r.case_id in (event_log_cases or ())]
    extra = {"entry_from_event_log": {
        "cases": len({r.case_id for r in logged}), "overall": _rates(logged),
        "by_form": {k: _rates([r for r in logged if r.form == k]) for k in sorted({r.form for r in logged if r.form})},
    }} if event_log_cases is not None else {}
    return {
        **extra,
        "overall": _rates(results),
        "by_form": {k: _rates(v) for k, v in sorted(by_form.items())},
        "by_kind": {k: _rates(v) for k, v in sorted(by_kind.items())},
        "by_case": {k: _rates(v) for k, v in sorted(by_case.items())},
        "misses": [r.__dict__ for r in results if not r.line1],
    }


def _row(label: str, rates: dict) -> str:
    cp = "-" if rates["confirmed_precision"] is None else f"{rates['confirmed_precision']:.3f}"
    return (f"{label:<34} {rates['nodes']:>5} {rates['line@1']:>7.3f} {rates['line@3']:>7.3f} "
            f"{rates['symbol@1']:>8.3f} {cp:>10} {rates['confirmed_share']:>10.3f}")


def format_report(summary: dict) -> str:
    head = f"{'':<34} {'nodes':>5} {'line@1':>7} {'line@3':>7} {'symbol@1':>8} {'conf.prec':>10} {'confirmed':>10}"
    lines = [head, _row("overall", summary["overall"])]
    logged = summary.get("entry_from_event_log")
    if logged and logged["cases"]:
        lines += ["", f"entry from the event log (the {logged['cases']} cases with event_log.json):",
                  _row("  overall", logged["overall"])] + [_row(f"  {k}", v) for k, v in logged["by_form"].items()]
    if summary.get("by_form"):
        lines += ["", "by form:"] + [_row(f"  {k}", v) for k, v in summary["by_form"].items()]
    lines += ["", "by kind:"]
    lines += [_row(f"  {k}", v) for k, v in summary["by_kind"].items()]
    lines += ["", "by case:"] + [_row(f"  {k}", v) for k, v in summary["by_case"].items()]
    if summary["misses"]:
        lines += ["", "misses (line@1 wrong):"]
        lines += [f"  {m['case_id']} ({m['node_id']}) {m['operator']} [{m['kind']}]: got {m['got']} "
                  f"({m['status']} {m['confidence']:.2f}), want {m['want']}" for m in summary["misses"]]
    return "\n".join(lines)
