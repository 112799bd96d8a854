"""Dataflow across functions and files: placeholders left in site inputs become real site ids.

While one file is indexed, a DataFrame that comes from elsewhere is a placeholder: "@call:<file>:<n>"
(the result of a helper call), "@param:<symbol_id>:<name>" (what callers pass), "@view:<name>" (a
temporary view a SQL FROM reads). Once every file is known, each is replaced by the sites it stands
for: a call by the sites its function returns, a parameter by the arguments of every call of its
function, a view by the sites registered under its name.
"""

from __future__ import annotations

from codemap_pipeline.code.model import SparkSite


def resolve(facts: list[dict], sites: list[SparkSite]) -> None:
    """Replace placeholders in `sites`' inputs, using every file's facts (see python_index.file_facts).
    Sites of reused files get their unresolved inputs back from `raw_inputs` first."""
    raw = {site_id: refs for f in facts for site_id, refs in f.get("raw_inputs", {}).items()}
    returns: dict[str, list[str]] = {}
    views: dict[str, list[str]] = {}
    calls: dict[str, dict] = {}
    params: dict[str, list[str]] = {}
    for f in facts:
        for symbol_id, refs in f.get("returns", {}).items():
            returns.setdefault(symbol_id, []).extend(refs)
        for name, refs in f.get("views", {}).items():
            views.setdefault(name, []).extend(refs)
        calls.update(f.get("calls", {}))
        params.update(f.get("params", {}))
    sources: dict[str, list[str]] = {}
    for call in calls.values():
        callee = call.get("callee")
        if not callee or callee not in params:
            continue
        for key, refs in call.get("args", {}).items():
            name = params[callee][int(key)] if key.isdigit() and int(key) < len(params[callee]) else key
            sources.setdefault(f"@param:{callee}:{name}", []).extend(refs)

    memo: dict[str, list[str]] = {}

    def expand(ref: str, seen: frozenset) -> list[str]:
        if not ref.startswith("@"):
            return [ref]
        if ref in memo:
            return memo[ref]
        if ref in seen:
            return []     # recursion: a function feeding itself adds nothing new
        seen = seen | {ref}
        if ref.startswith("@call:"):
            callee = calls.get(ref, {}).get("callee")
            targets = returns.get(callee, []) if callee else []
        elif ref.startswith("@param:"):
            targets = sources.get(ref, [])
        else:
            targets = views.get(ref.removeprefix("@view:").lower(), [])
        out = list(dict.fromkeys(site for t in targets for site in expand(t, seen)))
        memo[ref] = out
        return out

    for site in sites:
        refs = raw.get(site.site_id, site.inputs)
        if not any(r.startswith("@") for r in refs):
            continue
        resolved = [s for r in refs for s in expand(r, frozenset())]
        site.inputs = [s for s in dict.fromkeys(resolved) if s != site.site_id]
