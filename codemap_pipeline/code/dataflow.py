"""Dataflow across functions and files: placeholders left in site inputs become real site ids.

While one file is indexed, a DataFrame that comes from elsewhere is a placeholder: "@call:<file>:<n>"
(the result of a helper call), "@param:<symbol_id>:<name>" (what callers pass), "@view:<name>" (a
temporary view a SQL FROM reads). Once every file is known, each is replaced by the sites it stands
for: a call by the sites its function returns, a parameter by the arguments of every call of its
function, a view by the sites registered under its name.

Python files resolve their calls to a function while the repository's names are resolved
(python_resolve). A Scala or Java call is resolved here, from the names its file could mean
(`Helpers.clean` after `import retail.util.Helpers`, `clean` after `import retail.util.Helpers._`, a
method of the same object or package) against every JVM file's methods (facts "jvm"."methods").

The indexer passes every file's facts, Python and JVM, parsed in this run or reused from an earlier one.
"""

from __future__ import annotations

from codemap_pipeline.code.model import SparkSite

def link_jvm_calls(facts: list[dict]) -> None:
    """Give each Scala/Java call whose callee its own file did not know the method it names: the first
    of its candidate qualified names that some JVM file defines, else the one method whose qualified
    name ends with `Owner.method` as written."""
    methods: dict[str, str] = {}
    for f in facts:
        methods.update(f.get("jvm", {}).get("methods", {}))
    if not methods:
        return
    by_suffix: dict[str, set[str]] = {}
    for qualname, symbol_id in methods.items():
        parts = qualname.split(".")
        for k in range(1, len(parts) - 1):
            by_suffix.setdefault(".".join(parts[k:]), set()).add(symbol_id)
    for f in facts:
        for call in f.get("calls", {}).values():
            if call.get("callee") or "candidates" not in call:
                continue
            found = next((methods[c] for c in call["candidates"] if c in methods), None)
            if found is None and call.get("suffix"):
                ids = by_suffix.get(call["suffix"], set())
                found = next(iter(ids)) if len(ids) == 1 else None
            call["callee"] = found


def resolve(facts: list[dict], sites: list[SparkSite]) -> None:
    """Replace placeholders in `sites`' inputs, using every file's facts (see python_index.file_facts
    and jvm_index). Sites of reused files get their unresolved inputs back from `raw_inputs` first."""
    link_jvm_calls(facts)
    resolve_with(facts, sites)


def resolve_with(facts: list[dict], sites: list[SparkSite]) -> None:
    """Replace placeholders with exactly these facts, JVM calls linked already (a single file's own, say)."""
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

    file_of = {s.site_id: s.file for s in sites}

    def own_view(ref: str, file: str) -> list[str]:
        """A view a file registers itself is the one its queries read: another file registering the same
        name (a copy of the job, another job) is not part of this program."""
        own = [t for t in views.get(ref.removeprefix("@view:").lower(), []) if file_of.get(t) == file]
        return [s for t in own for s in expand(t, frozenset())]

    for site in sites:
        refs = raw.get(site.site_id, site.inputs)
        if not any(r.startswith("@") for r in refs):
            continue
        resolved = [s for r in refs for s in ((r.startswith("@view:") and own_view(r, site.file))
                                              or expand(r, frozenset()))]
        site.inputs = [s for s in dict.fromkeys(resolved) if s != site.site_id]
