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

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain
from operator import attrgetter

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
    for position, inputs in new_inputs(facts, sites):
        sites[position].inputs = inputs


@dataclass
class Changes:
    """What an incremental run indexed again, for `new_inputs`: those files' facts as the previous
    commit had them (`before`, by path; deleted files too) and as they are now (`after`; new files too),
    the ids of their sites then and now, and the positions of this run's new sites among those resolved."""
    before: dict[str, dict]
    after: dict[str, dict]
    site_ids: set[str]
    fresh: set[int]


def new_inputs(facts: list[dict], sites: Sequence[SparkSite], changes: Changes | None = None,
               ids: list[str] | None = None, files: list[str] | None = None) -> list[tuple[int, list[str]]]:
    """(position, inputs) for each of `sites` with placeholders, these replaced (JVM calls linked already).
    With `changes` (an incremental run), only for the sites whose placeholders could expand differently
    from when their inputs were resolved: the others' inputs are what resolving them again would give; and
    `ids` and `files` (each site's id and file), a site is read from `sites` only when it is resolved.

    A placeholder's expansion depends only on the facts it leads to, except inside a cycle, where it also
    depends on which site reached the cycle first. So a site is resolved again when it is new, or when its
    placeholders lead to a fact the changed files give differently, or into a cycle; and those sites are
    resolved in their order, as a full run does."""
    if ids is None or files is None:
        ids, files = list(map(attrgetter("site_id"), sites)), list(map(attrgetter("file"), sites))
    flow = _Flow(facts, ids, files)
    if changes is None:
        return [(position, inputs) for position, site in enumerate(sites)
                if (inputs := flow.inputs(site)) is not None]
    dirty = _Dirty(changes, flow)
    # the reused sites to resolve again, then every one in its place (fresh ones whether they hold placeholders
    # or not), in order
    again = changes.site_ids | dirty.raw
    stale = {site_id for site_id, refs in flow.raw.items()
             if site_id in again or not dirty.stale.isdisjoint(refs)} if dirty.stale else again & flow.raw.keys()
    positions = sorted(changes.fresh.union(p for p, site_id in enumerate(ids) if site_id in stale)) if stale \
        else sorted(changes.fresh)
    out = []
    for position in positions:
        inputs = flow.inputs(sites[position])
        if inputs is not None:
            out.append((position, inputs))
    return out


class _Flow:
    """Every file's placeholders and what they stand for, and their expansion into site ids."""

    def __init__(self, facts: list[dict], ids: list[str], files: list[str]):
        """`ids` and `files`: every site's id and file."""
        self.raw: dict[str, list[str]] = {}
        self.returns: dict[str, list[str]] = {}
        self.views: dict[str, list[str]] = {}
        self.calls: dict[str, dict] = {}
        self.params: dict[str, list[str]] = {}
        for f in facts:
            self.raw.update(f.get("raw_inputs", ()))
            for symbol_id, refs in f.get("returns", {}).items():
                self.returns.setdefault(symbol_id, []).extend(refs)
            if f.get("views"):
                for name, refs in f["views"].items():
                    self.views.setdefault(name, []).extend(refs)
            self.calls.update(f.get("calls", ()))
            self.params.update(f.get("params", ()))
        self.sources: dict[str, list[str]] = {}
        for call in self.calls.values():
            callee = call.get("callee")
            if not callee or callee not in self.params:
                continue
            for key, refs in call.get("args", {}).items():
                params = self.params[callee]
                name = params[int(key)] if key.isdigit() and int(key) < len(params) else key
                self.sources.setdefault(f"@param:{callee}:{name}", []).extend(refs)
        self.ids, self.files = ids, files
        self.file_of: dict[str, str] | None = None
        self.by_file: dict[str, dict[str | None, list[str]]] = {}   # view -> file -> its sites registered so
        self.memo: dict[str, list[str]] = {}

    def targets(self, ref: str) -> list[str]:
        """What a placeholder stands for, one step: references that may be placeholders again."""
        if ref.startswith("@call:"):
            callee = self.calls.get(ref, {}).get("callee")
            return self.returns.get(callee, []) if callee else []
        if ref.startswith("@param:"):
            return self.sources.get(ref, [])
        return self.views.get(ref.removeprefix("@view:").lower(), [])

    def expand(self, ref: str, seen: frozenset) -> list[str]:
        if not ref.startswith("@"):
            return [ref]
        if ref in self.memo:
            return self.memo[ref]
        if ref in seen:
            return []     # recursion: a function feeding itself adds nothing new
        seen = seen | {ref}
        out = list(dict.fromkeys(site for t in self.targets(ref) for site in self.expand(t, seen)))
        self.memo[ref] = out
        return out

    def own_view(self, ref: str, file: str) -> list[str]:
        """A view a file registers itself is the one its queries read: another file registering the same
        name (a copy of the job, another job) is not part of this program."""
        name = ref.removeprefix("@view:").lower()
        if not self.views.get(name):
            return []
        if name not in self.by_file:
            if self.file_of is None:
                self.file_of = dict(zip(self.ids, self.files))
            self.by_file[name] = {}
            for t in self.views.get(name, []):
                self.by_file[name].setdefault(self.file_of.get(t), []).append(t)
        return [s for t in self.by_file[name].get(file, []) for s in self.expand(t, frozenset())]

    def inputs(self, site: SparkSite) -> list[str] | None:
        """The site's inputs with every placeholder replaced, or None when it has none."""
        refs = self.raw.get(site.site_id, site.inputs)
        if not any(r.startswith("@") for r in refs):
            return None
        resolved = [s for r in refs for s in ((r.startswith("@view:") and self.own_view(r, site.file))
                                              or self.expand(r, frozenset()))]
        return [s for s in dict.fromkeys(resolved) if s != site.site_id]


class _Dirty:
    """The facts an incremental run's changed files give differently than before: which placeholders'
    one-step meaning changed (a call's callee or what it returns, a parameter's arguments, a view), and
    which placeholders lead to one or into a cycle (`stale`)."""

    def __init__(self, changes: Changes, flow: _Flow):
        self.flow = flow
        self.calls: set[str] = set()      # call placeholders whose callee or arguments changed
        self.returns: set[str] = set()    # symbol ids whose returned sites changed
        self.params: set[str] = set()     # callees whose parameters, or some call's arguments, changed
        self.views: set[str] = set()
        self.raw: set[str] = set()        # site ids whose placeholders changed
        self.site_ids = changes.site_ids
        for path in changes.before.keys() | changes.after.keys():
            old, new = changes.before.get(path, {}), changes.after.get(path, {})
            self.returns |= _differing(old, new, "returns")
            self.params |= _differing(old, new, "params")
            self.views |= {name.lower() for name in _differing(old, new, "views")}
            self.raw |= _differing(old, new, "raw_inputs")
            self.calls |= _differing(old, new, "calls")
            old_calls, new_calls = old.get("calls", {}), new.get("calls", {})
            if list(old_calls.items()) != list(new_calls.items()):
                # the order of calls is the order of arguments in every callee's sources
                self.params |= {c.get("callee") for c in (*old_calls.values(), *new_calls.values())} - {None}
        self.stale = self._stale()

    def _stale(self) -> set[str]:
        """Every placeholder that leads, through any others, to a changed fact or into a cycle: found backwards
        from those along the edges between placeholders (most lead to sites at once), not by a walk forwards
        from every placeholder the sites hold."""
        flow = self.flow
        # every placeholder a site holds or one stands for
        named = {ref for refs in chain(flow.raw.values(), flow.returns.values(), flow.sources.values(),
                                       flow.views.values()) for ref in refs if ref.startswith("@")}
        after = _placeholder_edges(flow, named)
        before: dict[str, list[str]] = {}
        for ref, targets in after.items():
            for target in targets:
                before.setdefault(target, []).append(ref)
        stale = self._touching(named.union(after)) | _into_cycles(after, before)
        frontier = list(stale)
        while frontier:
            for ref in before.get(frontier.pop(), ()):
                if ref not in stale:
                    stale.add(ref)
                    frontier.append(ref)
        return stale

    def _touching(self, named: set[str]) -> set[str]:
        """The placeholders whose one-step meaning changed: calls whose callee or arguments changed or whose
        callee's returned sites did, parameters of callees whose parameters or arguments changed, views
        registered anew or registered as a changed file's site; `named`: every placeholder."""
        flow = self.flow
        found = set(self.calls)
        if self.returns:
            found.update(ref for ref, call in flow.calls.items() if call.get("callee") in self.returns)
        if self.params:
            found.update(ref for ref in named if ref.startswith("@param:")
                         and ref.removeprefix("@param:").rpartition(":")[0] in self.params)
        views: dict[str, bool] = {}   # name -> touched
        for ref in named:
            if ref.startswith("@view:"):
                name = ref.removeprefix("@view:").lower()
                if name not in views:
                    views[name] = name in self.views or any(t in self.site_ids for t in flow.views.get(name, []))
                if views[name]:
                    found.add(ref)
        return found


def _placeholder_edges(flow: _Flow, named: set[str]) -> dict[str, list[str]]:
    """Each placeholder's targets that are placeholders again (`_Flow.targets`), for those with any: the calls
    of a function returning one, the parameters some call passes one, the views (as `named` spells them)
    registered as one."""
    after: dict[str, list[str]] = {}
    returning = {symbol_id: found for symbol_id, refs in flow.returns.items()
                 if (found := [r for r in refs if r.startswith("@")])}
    if returning:
        for ref, call in flow.calls.items():
            if call.get("callee") in returning:
                after[ref] = returning[call["callee"]]
    for ref, refs in flow.sources.items():
        if found := [r for r in refs if r.startswith("@")]:
            after[ref] = found
    registered = {name: found for name, refs in flow.views.items() if (found := [r for r in refs if r.startswith("@")])}
    if registered:
        for ref in [r for r in named if r.startswith("@view:")]:
            if (found := registered.get(ref.removeprefix("@view:").lower())) is not None:
                after[ref] = found
    return after


def _into_cycles(after: dict[str, list[str]], before: dict[str, list[str]]) -> set[str]:
    """The placeholders on a cycle of `after` (each one's placeholder targets; `before`: the same edges the other
    way), or leading into one: what is left once those leading nowhere are taken away, one after another."""
    left = {ref: len(targets) for ref, targets in after.items()}   # each one's edges to placeholders still there
    done = list({target for targets in after.values() for target in targets if target not in left})
    while done:
        for ref in before.get(done.pop(), ()):
            left[ref] -= 1
            if not left[ref]:
                done.append(ref)
    return {ref for ref, count in left.items() if count}


def _differing(old: dict, new: dict, field: str) -> set[str]:
    a, b = old.get(field, {}), new.get(field, {})
    return {k for k in a.keys() | b.keys() if a.get(k) != b.get(k)}
