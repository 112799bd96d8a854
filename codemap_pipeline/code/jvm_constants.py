"""String constants one JVM file declares for others: `public static final String FILE = "a.csv"` in a Java
class (any field of an interface), `val File = "a.csv"` in a Scala object. Programs keep paths, table names and
queries in such a class (`K.VIIRS_FILE`, `TemplateConstants`); a read of `K.TMP + "/" + K.FILE` names its file
only once the constants class is known.

The repository's table is `{owner: {name: value}}`, owners by qualified name (`net.jgp.ch17.K`). A file is parsed
first without it; the indexer then parses again, with the table, each file that can name an owner of the table
(code/indexer.py). A file records which owners it saw and a
digest of their constants (`seen`), so that a later commit parses it again when one of them changes.
"""

from __future__ import annotations

import hashlib
import json

# Declarations whose values are other files' constants
TYPE_DECLARATIONS = {"class_declaration", "interface_declaration", "enum_declaration", "object_definition",
                     "class_definition", "trait_definition"}


def owner_path(node) -> list[str] | None:
    """The names of the types declaring this Java declarator or Scala val as a constant, outermost first; None
    where it is no constant other files read (a local, an instance field, a class's val)."""
    if node.type == "variable_declarator":
        field = node.parent
        if field is None or field.type not in ("field_declaration", "constant_declaration"):
            return None
        body = field.parent
        modifiers = next((c for c in field.children if c.type == "modifiers"), None)
        words = {c.type for c in modifiers.children} if modifiers is not None else set()
        if body is None or not (body.type == "interface_body" or {"static", "final"} <= words):
            return None
    elif node.type == "val_definition":
        body = node.parent
        if body is None or body.type != "template_body" or body.parent is None or body.parent.type != "object_definition":
            return None
    else:
        return None
    return type_path(body.parent) or None


def type_path(declaration) -> list[str]:
    """The names of a type declaration and the types around it, outermost first ([] where one has none)."""
    names, current = [], declaration
    while current is not None:
        if current.type in TYPE_DECLARATIONS:
            name = current.child_by_field_name("name")
            if name is None:
                return []
            names.append(name.text.decode("utf-8", "replace"))
        current = current.parent
    return names[::-1]


def qualify(package: str, owner: list[str]) -> str:
    return ".".join([package, *owner] if package else owner)


def owners_seen(package: str, imports: dict[str, str], wildcards: list[str], named: list[str], table: dict) -> list[str]:
    """The owners of the table whose constants a file can name: as `K.FILE` (`named`: the `K`s, `a.b.K`s it
    wrote), or bare, imported statically (`import static a.b.K.FILE`) or from the owner's wildcard (`import
    static a.b.K.*`, `import a.b.K._`, Scala's relative `import K._`). Which owner `K` is exactly is left to
    value_of: a look-alike owner seen too only costs a second parse."""
    imported = set(imports.values())
    scopes = set(wildcards) | {f"{package}.{w}" for w in wildcards if package}
    return sorted(owner for owner in table
                  if owner in scopes or any(i.startswith(owner + ".") for i in imported)
                  or any(owner == p or owner.endswith("." + p) for p in named))


def digest(constants: dict[str, str]) -> str:
    return hashlib.sha256(json.dumps(constants, sort_keys=True).encode()).hexdigest()[:12]


def seen_digests(package: str, imports: dict[str, str], wildcards: list[str], named: list[str],
                 table: dict) -> dict[str, str]:
    """What a file parsed with `table` records of it: each owner it can see, by the digest of its constants."""
    return {owner: digest(table[owner]) for owner in owners_seen(package, imports, wildcards, named, table)}


def prefix(written: str) -> str | None:
    """The `K` of `K.FILE`, the `a.b.K` of `a.b.K.FILE`: what may be a class, not a value (`df.columns`)."""
    parts = written.split(".")
    return ".".join(parts[:-1]) if len(parts) > 2 or len(parts) == 2 and parts[0][:1].isupper() else None


def value_of(written: str, package: str, imports: dict[str, str], wildcards: list[str], table: dict) -> str | None:
    """The value of a constant as written in a file (`K.FILE`, `a.b.K.FILE`, `FILE` imported statically or from
    a wildcard), where the table has it."""
    if not table:
        return None
    parts = written.split(".")
    name = parts[-1]
    if len(parts) == 1:
        owners = [imports[name].rsplit(".", 1)[0]] if "." in imports.get(name, "") else []
        owners += [*wildcards, *(f"{package}.{w}" for w in wildcards if package)]
    else:
        head, middle = parts[0], parts[1:-1]
        roots = [imports[head]] if head in imports else []
        roots += [qualify(package, [head]), *(f"{w}.{head}" for w in wildcards)]
        owners = [".".join([root, *middle]) for root in roots] + [".".join(parts[:-1])]
    for owner in owners:
        value = table.get(owner, {}).get(name)
        if value is not None:
            return value
    return None
