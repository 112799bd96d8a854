"""Literal arguments carried into the called function's sites, for both front ends.

A parameter used where a Spark call takes a name (`df.withColumn(col_name, ...)`, `df.col(joinCol)`,
`.as(nestedCol)`) stands for the strings its callers pass. While a file is read, each such use is noted
by the role its position gives it (`uses`: "<symbol_id>:<parameter>" -> [(site_id, role)]), and each
call of a function of the file by its arguments that fold to a string (by position, "0", or keyword).
Once the file's calls are tied to their functions, `carry` adds each string to the sites using that
parameter: callers passing different names give the site each of them; an argument that does not fold,
or folds to a number, gives none. A call of another module's function passes its strings once the repository
is resolved (python_resolve.passed_in); the callee's file records what it was given, and is read again when
that changes (an incremental run reuses it otherwise). So does a method called on an object whose class the
file cannot tell (`spark.read_table_as_df("books")`, `spark` a parameter): its strings go to the repository's
one method of that name, where there is just one.
"""

from __future__ import annotations

import re

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.vocabulary import add_name, add_runtime_name, add_string

_NUMBER = re.compile(r"[-+]?\d[\d_]*(\.\d*)?")
REF = "@ref:"     # a passed value known only once other modules are read: the expression follows
METHOD_NAMED = "@method:"   # a call of a method on an object of unknown class: the method's name follows


def note_use(uses: dict[str, list[tuple[str, str]]], param: str, site: SparkSite, role: str) -> None:
    """`param` ("<symbol_id>:<name>") is used in `site`'s call where a name of `role` goes."""
    found = uses.setdefault(param, [])
    if (site.site_id, role) not in found:
        found.append((site.site_id, role))


def carry(sites: list[SparkSite], uses: dict[str, list[tuple[str, str]]],
          calls: list[tuple[str, dict[str, str]]], params: dict[str, list[str]],
          refs: dict[str, list[tuple[str, str]]] | None = None) -> None:
    """Add to the sites using a parameter the strings each call (callee symbol_id, its folded arguments)
    passes for it; `params`: each function's positional parameter names. A value `REF + expression` is
    another module's constant: added to `refs` (site -> (role, expression)), folded once the repository is."""
    if not uses or not calls:
        return
    by_id = {site.site_id: site for site in sites}
    for callee, strings in calls:
        positional = params.get(callee, [])
        for key, passed in strings.items():
            name = key if not key.isdigit() else positional[int(key)] if int(key) < len(positional) else None
            for site_id, role in uses.get(f"{callee}:{name}", ()):
                site = by_id.get(site_id)
                # a list of strings (`isin(valid_statuses)`) gives each
                for value in ([passed] if isinstance(passed, str) else passed) if site is not None else ():
                    if _NUMBER.fullmatch(value):   # a count (`top_n=25`) names nothing, and matches any plan's digits
                        continue
                    if value.startswith(REF):
                        if refs is not None and (role, value[len(REF):]) not in refs.get(site_id, []):
                            refs.setdefault(site_id, []).append((role, value[len(REF):]))
                    elif role == "function":
                        add_name(site.functions, value.lower())
                        add_runtime_name(site.functions, value.lower())
                    else:
                        add_string(site, role, value)
