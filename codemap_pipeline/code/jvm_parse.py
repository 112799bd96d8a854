"""Scala and Java source as a tree-sitter tree, reading past what does not parse: each region tree-sitter
cannot read is blanked (its lines kept as spaces, so every line keeps its number) and the text parsed
again, and the regions left out are named for CodeFile.skipped."""

from __future__ import annotations

_PARSERS: dict = {}
# Node types that hold statements and definitions (class bodies, blocks).
BODY_TYPES = {"template_body", "class_body", "interface_body", "enum_body", "block", "enum_body_declarations"}


def _parser(language: str):
    """tree-sitter parsers are built on first use (no work at import time)."""
    if language not in _PARSERS:
        import tree_sitter
        if language == "scala":
            import tree_sitter_scala as grammar
        else:
            import tree_sitter_java as grammar
        _PARSERS[language] = tree_sitter.Parser(tree_sitter.Language(grammar.language()))
    return _PARSERS[language]


def unreadable(root) -> tuple[list, list]:
    """The regions tree-sitter could not read (ERROR nodes with no ERROR inside, statements missing
    their `;`), and the other tokens it supplied (MISSING), each in reading order."""
    found, missing, stack = [], [], [root]
    while stack:                                 # preorder: an ERROR's own ERRORs come right after it
        current = stack.pop()
        if current.is_missing:
            missing.append(current)
        elif current.has_error:
            if current.type == "ERROR":
                found.append(current)
            stack.extend(reversed(current.children))
    innermost = [e for e, after in zip(found, found[1:] + [None])
                 if after is None or not (e.start_byte <= after.start_byte and after.end_byte <= e.end_byte)]
    # A statement short of its `;` is text read as code (`This Java code was contributed by ...`): a
    # region to skip. Other missing tokens (a closing brace at the end) are read as if written.
    unread = innermost + [_statement_of(m) for m in missing if m.type == ";"]
    return sorted(unread, key=lambda n: n.start_byte), [m for m in missing if m.type != ";"]


# Past this many re-parses a file is mostly not Scala/Java (a shell transcript, an sbt build): every
# region left is blanked at once, so a large odd file costs a few parses, not a few per line.
_ONE_AT_A_TIME = 20


def _blank(source: bytes, spans: list[tuple[int, int]]) -> bytes:
    """The lines of each 0-based span as spaces: every byte and line keeps its place."""
    lines = source.split(b"\n")
    for first, last in spans:
        for n in range(first, last + 1):
            lines[n] = b" " * len(lines[n])
    return b"\n".join(lines)


def _error_lines(errors: list) -> int:
    return sum(e.end_point[0] - e.start_point[0] + 1 for e in errors)


def _span(node) -> tuple[int, int]:
    return node.start_point[0], node.end_point[0]


def _statement_of(node):
    """The statement or definition a node is part of: the ancestor that sits in a body."""
    while node.parent is not None and node.parent.type not in BODY_TYPES | {
            "compilation_unit", "program", "indented_block", "ERROR"}:
        node = node.parent
    return node


def recover(language: str, source: bytes) -> tuple[object, bytes, list[tuple[int, int]], list]:
    """Parse, and while tree-sitter finds a region it cannot read, blank that region's lines and parse
    again: what remains is a tree without ERROR nodes. One region a round, the first or the smallest,
    whichever leaves fewer lines unread: a later region is often the echo of the first (a brace the
    first left open), while the first may be a wide region around a small fault (`setMaster(...)`).
    Returns the tree, the source it read, the blanked line spans (1-based) and the MISSING tokens left."""
    parser = _parser(language)
    blanked: list[tuple[int, int]] = []
    tree = parser.parse(source)
    errors, missing = unreadable(tree.root_node)
    for round_ in range(source.count(b"\n") + 1):
        if not errors:
            break
        if round_ >= _ONE_AT_A_TIME:
            choices = [[_span(e) for e in errors]]
        else:
            smallest = min(errors, key=lambda e: e.end_point[0] - e.start_point[0])
            choices = [[_span(errors[0])], [_span(smallest)], [_span(_statement_of(errors[0]))],
                       [_span(e) for e in errors]]
        tries = []
        for spans in choices:
            text = _blank(source, spans)
            if text == source or any(text == t[3] for t in tries):
                continue                                   # only blank lines left to blank
            again = parser.parse(text)
            blanked_now = sum(last - first + 1 for first, last in spans)
            tries.append((_error_lines(unreadable(again.root_node)[0]) + blanked_now, len(tries), spans, text, again))
        if not tries:
            break
        _, _, spans, source, tree = min(tries, key=lambda t: t[:2])
        blanked += [(first + 1, last + 1) for first, last in spans]
        errors, missing = unreadable(tree.root_node)
    return tree, source, blanked, missing


def _line_spans(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping and adjacent spans merged, in order."""
    merged: list[list[int]] = []
    for first, last in sorted(spans):
        if merged and first <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], last)
        else:
            merged.append([first, last])
    return [(first, last) for first, last in merged]


def skipped_note(blanked: list[tuple[int, int]], missing: list) -> str | None:
    """`lines 31-33: do not parse, skipped; line 40: ';' missing, read as if written`."""
    notes = [f"line {a}: does not parse, skipped" if a == b else f"lines {a}-{b}: do not parse, skipped"
             for a, b in _line_spans(blanked)]
    for token in missing:
        notes.append(f"line {token.start_point[0] + 1}: {token.type!r} missing, read as if written")
    return "; ".join(dict.fromkeys(notes)) or None


def has_code(root) -> bool:
    """Whether anything but comments is left to read."""
    return any(c.is_named and "comment" not in c.type for c in root.children)
