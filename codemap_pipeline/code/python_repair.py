"""Python text with the few lines Python 3 cannot read commented out (Python 2's `print x` or `5L`, an
IPython magic): used by the Python front end for files and by the notebook reader for cells, so a stray
line costs only itself. Lines keep their numbers."""

from __future__ import annotations

import ast

MAX_LINES_DROPPED = 20


def without_unreadable_lines(lines: list[str], limit: int = MAX_LINES_DROPPED
                             ) -> tuple[list[str], ast.Module | None, list[int], Exception | None]:
    """The lines with each line the parser stops at commented out, one at a time, the tree they parse to
    and the 1-based numbers of the lines commented out. The tree is None, with the parser's last error,
    where more than `limit` lines would go or the error is on no line or a comment: then the text is
    not Python 3 with a few stray lines."""
    out, dropped = list(lines), []
    while True:
        try:
            return out, ast.parse("\n".join(out)), dropped, None
        except (SyntaxError, ValueError) as error:
            bad = (getattr(error, "lineno", None) or 0) - 1
            if len(dropped) == limit or not 0 <= bad < len(out) or out[bad].lstrip().startswith("#"):
                return out, None, dropped, error
            out[bad] = "# " + out[bad]
            dropped.append(bad + 1)


def dropped_lines(numbers: list[int]) -> str:
    """`line 4` / `lines 4, 9`: how a skipped note names the lines commented out."""
    return f"line{'s' if len(numbers) > 1 else ''} {', '.join(map(str, numbers))}"
