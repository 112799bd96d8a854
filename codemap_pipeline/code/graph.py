"""The knowledge map of a codebase: symbols and sites as nodes, links and dataflow as edges.

Exports to JSON (written atomically) and GraphML, and the graph facts the mapper can use: orphans
(nothing links to or from them), dead code (functions and methods nobody calls), centrality.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from pathlib import Path

import networkx as nx

from codemap_pipeline.code.model import Link, SparkSite, Symbol
from codemap_pipeline.storage.parquet import write_text_atomic

_CALLABLE = {"function", "method"}
# Names that run without a caller in the repository: entry points, dunders, tests.
_ENTRY_NAMES = {"main", "__init__", "__call__", "__main__", "run", "setup", "teardown"}


def build_graph(symbols: list[Symbol], links: list[Link], sites: list[SparkSite] | None = None) -> nx.MultiDiGraph:
    """Symbols (and sites) as nodes; resolved links as edges by kind; a site's inputs as `flows`
    edges and its enclosing symbol as `contains`. Unresolved links point at an `external` node."""
    graph = nx.MultiDiGraph()
    for symbol in symbols:
        graph.add_node(symbol.symbol_id, entity="symbol", kind=symbol.kind, name=symbol.name,
                       qualname=symbol.qualname, file=symbol.file, line_start=symbol.line_start,
                       line_end=symbol.line_end)
    for link in links:
        if not link.resolved:
            graph.add_node(link.dst, entity="external", kind="external", name=link.dst)
        graph.add_edge(link.src_id, link.dst, kind=link.kind, line=link.line, file=link.file)
    for site in sites or []:
        graph.add_node(site.site_id, entity="site", kind=site.kind, name=site.method, qualname=site.symbol,
                       file=site.file, line_start=site.line_start, line_end=site.line_end)
        graph.add_edge(site.symbol_id, site.site_id, kind="contains", line=site.line_start, file=site.file)
        for source in site.inputs:
            graph.add_edge(source, site.site_id, kind="flows", line=site.line_start, file=site.file)
    return graph


def graph_facts(graph: nx.MultiDiGraph, top: int = 10) -> dict:
    """Orphans, dead code and the most central symbols of the call/import graph."""
    symbols = [n for n, d in graph.nodes(data=True) if d.get("entity") == "symbol"]
    structural = {"contains"}
    orphans = [n for n in symbols
               if not any(d["kind"] not in structural for _, _, d in graph.in_edges(n, data=True))
               and not any(d["kind"] not in structural for _, _, d in graph.out_edges(n, data=True))
               and graph.nodes[n]["kind"] != "module"]
    dead = []
    for n in symbols:
        data = graph.nodes[n]
        if data["kind"] not in _CALLABLE or data["name"] in _ENTRY_NAMES or data["name"].startswith("test"):
            continue
        if data["name"].startswith("__") and data["name"].endswith("__"):
            continue
        called = any(d["kind"] in ("calls", "imports") for _, _, d in graph.in_edges(n, data=True))
        if not called:
            dead.append(n)
    calls = nx.DiGraph()
    calls.add_nodes_from(symbols)
    calls.add_edges_from((u, v) for u, v, d in graph.edges(data=True)
                         if d["kind"] in ("calls", "imports", "inherits") and u in calls and v in calls)
    centrality = nx.pagerank(calls) if calls.number_of_edges() else {n: 0.0 for n in symbols}
    ranked = sorted(centrality.items(), key=lambda kv: (-kv[1], graph.nodes[kv[0]]["qualname"]))[:top]
    qual = lambda n: graph.nodes[n]["qualname"]  # noqa: E731
    return {
        "orphans": sorted(qual(n) for n in orphans),
        "dead_code": sorted(qual(n) for n in dead),
        "central": [{"qualname": qual(n), "score": round(score, 6)} for n, score in ranked],
        "in_degree": {qual(n): calls.in_degree(n) for n in symbols},
    }


def export_json(path: Path, symbols: list[Symbol], links: list[Link], sites: list[SparkSite] | None = None) -> dict:
    """Entities, links and facts as one JSON document."""
    graph = build_graph(symbols, links, sites)
    document = {
        "entities": {"symbols": [dataclasses.asdict(s) for s in symbols],
                     "sites": [dataclasses.asdict(s) for s in sites or []]},
        "links": [dataclasses.asdict(link) for link in links],
        "facts": graph_facts(graph),
    }
    write_text_atomic(json.dumps(document, indent=1, sort_keys=True), path)
    return document


def export_graphml(path: Path, symbols: list[Symbol], links: list[Link], sites: list[SparkSite] | None = None) -> None:
    """GraphML for graph tools (Gephi, yEd, networkx.read_graphml); written atomically too."""
    graph = build_graph(symbols, links, sites)
    for _, data in graph.nodes(data=True):       # GraphML holds no None
        for key in [k for k, v in data.items() if v is None]:
            del data[key]
    path = Path(path)
    handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(handle)
    try:
        nx.write_graphml(graph, tmp)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
