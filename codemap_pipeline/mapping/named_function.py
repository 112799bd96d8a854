"""The job a command line names inside a file: a launcher given a file and a function (`run.py jobs/sales.py
daily_totals`, `main.py --job daily_totals`) calls the function its arguments name, as it imports the module its
arguments name (readings.named_by_arguments). Where a word of the program's arguments is the name of exactly one
function holding calls in the program's files, that function ran; the functions beside it in its file that it
does not call did not (look-alike solutions of one problem, one job per function)."""

from __future__ import annotations

import re

from codemap_pipeline.code.model import TOP_LEVEL
from codemap_pipeline.mapping.readings import plain_word
from codemap_pipeline.mapping.site_index import SiteIndex

NAMED_FUNCTION = True


def argument_words(arguments: tuple[str, ...]) -> set[str]:
    """The program's arguments as words that can name a job: each argument that is no option, and each option's
    value (`--job=daily_totals`, `--job daily_totals`), ignoring case and separators."""
    values = []
    for arg in arguments:
        if arg.startswith("-"):
            if "=" in arg:
                values.append(arg.split("=", 1)[1])
        else:
            values.append(arg)
    return {w for value in values for part in re.split(r"[=,/]", value) if len(w := plain_word(part)) >= 4}


def not_run(files, arguments: tuple[str, ...], index: SiteIndex) -> tuple[str, frozenset[str]] | None:
    """(file, the functions of that file that did not run) where the arguments name one function of `files`
    holding calls; None where they name none, or several."""
    words = argument_words(arguments) if NAMED_FUNCTION else set()
    if not words:
        return None
    functions = {(file, site.symbol) for file in sorted(files) for site in index.in_file(file)
                 if not site.symbol.endswith(TOP_LEVEL)}
    named = [(file, symbol) for file, symbol in functions if plain_word(symbol.rsplit(".", 1)[-1]) in words]
    if len(named) != 1:
        return None
    (file, chosen), = named
    flow = index.flow
    number = {site.symbol: int(flow.symbol_at[index.order(site)]) for site in index.in_file(file)}
    calls = set(flow.calls.tolist())
    ran = number[chosen]
    return file, frozenset(symbol for f, symbol in functions if f == file and symbol != chosen
                           and ran * flow.symbols + number[symbol] not in calls)
