"""Spark SQL text as Spark sites, one per clause, parsed with sqlglot's Spark dialect.

A query becomes the sites its plan operators come from: FROM/JOIN tables (read, join), WHERE and
HAVING (filter), GROUP BY (aggregate), windows, the SELECT list (project), DISTINCT, ORDER BY (sort),
LIMIT, UNION, INSERT (write), each from the line where its keyword is written to the last line of the
clause, with the names it mentions and the clause before it as its input. CTEs and subqueries give sites of their own that
feed the clause using them. Used for `spark.sql(...)` strings in every language, `.sql` files and
dbt models, and `%sql` notebook cells.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Callable

import sqlglot
from sqlglot import exp

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.vocabulary import DESCENDING, DISTINCT, add_name, generates, set_operation_join, stable_id

# sqlglot warns on every statement it keeps as a plain Command (SHOW, OPTIMIZE, ALTER ... WRITE ORDERED BY):
# they name no operator, and a user mapping a repository full of them would see a wall of warnings.
logging.getLogger("sqlglot").setLevel(logging.ERROR)

# Spark's runtime name where SQL spells a function differently (lowercased).
_RUNTIME_NAMES = {"mean": "avg", "std": "stddev_samp", "stddev": "stddev_samp", "variance": "var_samp",
                  "substr": "substring", "ifnull": "coalesce", "nvl": "coalesce"}
_JOIN_HOW = {("left", ""): "left", ("right", ""): "right", ("full", ""): "full", ("", "cross"): "cross",
             ("left", "semi"): "left_semi", ("left", "anti"): "left_anti", ("", "semi"): "left_semi",
             ("", "anti"): "left_anti", ("left", "outer"): "left", ("right", "outer"): "right",
             ("full", "outer"): "full", ("", "outer"): "full"}
_SUBQUERY_TYPES = (exp.Select, exp.SetOperation, exp.Subquery)
ORDINALS = True       # GROUP BY 1 / ORDER BY 2: the names of the select list's first / second item
COMMA_JOIN_WHERE = True   # FROM a, b WHERE a.k = b.k: the join's conditions are the WHERE's
SQL_FUNCTIONS = True  # CREATE FUNCTION f() RETURNS TABLE RETURN <query>: the query's clauses are sites, as a view's
SELECT_GENERATORS = True   # SELECT explode(xs): the select list makes the rows Spark's Generate makes
GROUP_BY_ALL = True   # GROUP BY ALL: written where its keyword is, keyed by every select item not aggregating
_GROUP_BY_ALL = re.compile(r"\bGROUP\s+BY\s+ALL\b", re.I)
SHOWN_CELLS = True    # a Databricks SQL notebook shows every query cell's rows: the cell is where the limit comes from
FILE_QUERIES = True   # FROM json.`/data/x.json`: Spark SQL reads that file (its format and path), no table
SQL_PIVOTS = True     # FROM x PIVOT (sum(q) FOR k IN (...)): the pivot's aggregate is written at its PIVOT
GROUPED_UDFS = True   # under GROUP BY, a function SQL does not know over an ungrouped column is an aggregate (a UDAF)
# sqlglot models these as functions; plans show them as operators, not function names.
_NOT_FUNCTIONS = (exp.Column, exp.Alias, exp.Binary, exp.Connector, exp.Not, exp.Paren, exp.Neg, exp.Star)


@dataclass
class SqlContext:
    """Where a piece of SQL text sits: the file, the enclosing symbol and how to find lines."""
    file: str
    symbol_id: str
    symbol: str
    id_base: str                                   # ids of the clause sites hash this and an ordinal
    line_of: Callable[[int], int]                  # offset in the SQL text -> line in the file
    snippet_of: Callable[[int], str]               # line -> its source text
    cell: int | None = None
    language: str = "sql"
    name_ctes: bool = False                        # .sql files: a clause inside a CTE is `model.cte`
    shown: bool = False                            # a notebook's SQL cells: the notebook displays each query's rows


@dataclass
class SqlResult:
    sites: list[SparkSite] = field(default_factory=list)
    final: str | None = None                       # site_id of the last clause: the query's result
    views: dict[str, str] = field(default_factory=dict)    # CREATE VIEW name -> the site making it
    error: str | None = None
    skipped: list[str] = field(default_factory=list)       # statements left out because sqlglot cannot read them


def sql_sites(sql: str, ctx: SqlContext) -> SqlResult:
    """Clause sites of every statement in `sql`. Where sqlglot cannot read the whole text, each statement is read on
    its own (statements end at `;` and at a Databricks notebook's cell line) and those it cannot read are named in
    `skipped`; a text none of whose statements parse gives an error and no sites."""
    if HASH_COMMENTS:
        sql = _HASH_COMMENT.sub(lambda m: " " * len(m.group()), sql)   # same offsets, so the same lines
    try:
        if STATEMENT_BY_STATEMENT and CELL_BY_CELL and _CELL_LINE.search(sql):
            # a notebook's cells end without `;`: read whole, a cell's statement runs on into the next one's
            statements, skipped = _one_by_one(sql)
            if not statements:
                sqlglot.parse(sql, dialect="spark")   # why none could be read, as the whole text says
        else:
            statements = [s for s in sqlglot.parse(sql, dialect="spark") if s is not None]
            skipped: list[str] = []
    except (sqlglot.errors.ParseError, sqlglot.errors.TokenError) as error:
        statements, skipped = _one_by_one(sql) if STATEMENT_BY_STATEMENT else ([], [_why(error)])
        if not statements:
            return SqlResult(error=f"sqlglot could not parse the SQL: {_why(error)}")
    except RecursionError:
        return SqlResult(error="sqlglot could not parse the SQL: nested too deeply")
    builder = _Builder(sql, ctx)
    result = SqlResult(skipped=skipped)
    for statement in statements:
        final = builder.statement(statement)
        if final and ctx.shown and SHOWN_CELLS and isinstance(statement, _SUBQUERY_TYPES):
            # the cell's output is the query's first rows, fetched by the notebook: a limit of the query
            final = builder.shown(statement, final)
        result.final = final or result.final
    result.sites = builder.sites
    result.views = builder.views
    return result


STATEMENT_BY_STATEMENT = True   # a statement sqlglot cannot read (another dialect's, a typo) loses only itself
# what ends a statement: `;` outside quotes and comments, a Databricks SQL notebook's cell line, whose cells end
# without one, or (NEXT_STATEMENT) a line opening a new statement after a blank or comment line: files of
# solutions written one after another, without `;`
_CELL = r"^--\s*COMMAND\s*-+[ \t]*$"   # a Databricks SQL notebook's cell line
_STATEMENT_PARTS = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`[^`]*`|/\*.*?\*/"   # quoted, comments
                              rf"|(?P<cell>{_CELL})|--[^\n]*|(?P<end>;)"
                              r"|(?P<next>(?<=\n)(?:[ \t]*(?:--(?!\s*COMMAND\b)[^\n]*)?\n)+"   # blank or comment lines
                              r"(?=(?:SELECT|WITH|INSERT|CREATE)\b))",
                              re.S | re.M | re.I)
NEXT_STATEMENT = True
CELL_BY_CELL = True   # a text with a Databricks notebook's cell lines is read a statement at a time from the start
_CELL_LINE = re.compile(_CELL, re.M)
# MySQL's `#` comments, a line each: Spark's SQL has no `#` at a line's start
HASH_COMMENTS = True
_HASH_COMMENT = re.compile(r"^[ \t]*#[^\n]*", re.M)


def _one_by_one(sql: str) -> tuple[list[exp.Expression], list[str]]:
    """The statements of `sql` sqlglot can read, each parsed alone with its offsets those of the whole text, and
    where each one it cannot read starts, and why. Pieces it cannot read, one after another, are searched for
    queries written among other text (SALVAGE)."""
    cuts = [(m.span(), bool(m.group("next"))) for m in _STATEMENT_PARTS.finditer(sql)
            if m.group("cell") or m.group("end") or (NEXT_STATEMENT and m.group("next"))]
    pieces, start, guessed = [], 0, set()   # guessed: the pieces whose one before ends only at a blank line
    for (end, after), by_blank in [*cuts, ((len(sql), len(sql)), False)]:
        if sql[start:end].strip() and not _only_comments(sql[start:end]):
            pieces.append((start, end))
            if by_blank:
                guessed.add(len(pieces))   # the piece after this one
        start = after
    if len(pieces) < 2:   # one statement, the whole text sqlglot could not read: only queries written inside it
        return (_salvaged(sql, 0, len(sql)) if SALVAGE else []), []
    statements, unread, why = [], [], {}
    joined = None   # the end of a piece already read with the unread one before it
    for k, (start, end) in enumerate(pieces):
        if joined is not None and end <= joined:
            continue
        piece = sql[start:end]
        try:
            statements.extend(_shifted([s for s in sqlglot.parse(piece, dialect="spark") if s is not None], start))
        except (sqlglot.errors.ParseError, sqlglot.errors.TokenError, RecursionError) as error:
            if JOIN_GUESSED_CUTS and SALVAGE and k + 1 in guessed:
                # a blank line was taken for a statement's end, after text sqlglot cannot read (`Sql Code -` above
                # a WITH): the query may run on into the next piece (`SELECT ... FROM cte`)
                nxt = pieces[k + 1]
                found = _salvaged(sql, start, nxt[1])
                if any(max(n.meta["end"] for n in f.walk() if "end" in n.meta) >= nxt[0] for f in found):
                    statements.extend(found)
                    joined = nxt[1]
                    continue
            lead = re.match(r"(?:\s+|--[^\n]*|/\*.*?\*/)*", piece, re.S).end()   # where its text starts
            line = sql.count("\n", 0, start + lead) + 1
            why[(start, end)] = f"statement at line {line}: {_why(error)}"
            if unread and not sql[unread[-1][1]:start].strip(" \t\n;"):
                unread[-1] = (unread[-1][0], end)   # the next of a run of unread pieces
            else:
                unread.append((start, end))
    read = []   # the spans of the queries found among text sqlglot could not read
    for start, end in unread if SALVAGE else ():
        found = _salvaged(sql, start, end)
        statements.extend(found)
        read += [(_start_of(s), max(n.meta["end"] for n in s.walk() if "end" in n.meta)) for s in found]
    skipped = [text for (start, end), text in why.items() if not any(a < end and start <= b for a, b in read)]
    return sorted(statements, key=_start_of), skipped


def _start_of(statement: exp.Expression) -> int:
    return min([n.meta["start"] for n in statement.walk() if "start" in n.meta], default=0)


def _shifted(parsed: list[exp.Expression], start: int) -> list[exp.Expression]:
    for statement in parsed:
        for node in statement.walk():
            if "start" in node.meta:
                node.meta["start"] += start
                node.meta["end"] += start
    return parsed


JOIN_GUESSED_CUTS = True   # an unreadable piece and the one after a blank line may be one query (a WITH and its SELECT)
SALVAGE = True   # a query written among text that is not SQL (a title line, notes, code of another language) is read
_OPENS = re.compile(r"^[ \t]*(?:SELECT|WITH|INSERT|CREATE)\b", re.I | re.M)
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_SALVAGE_TRIES = 40   # ends tried per opening line, longest first, within _SALVAGE_LINES of it: what a file of
_SALVAGE_LINES = 200  # notes needs, bounded for a large unreadable one


def _salvaged(sql: str, start: int, end: int) -> list[exp.Expression]:
    """The queries inside sql[start:end], which sqlglot cannot read whole: from each line opening a statement, the
    longest text up to a line followed by a blank line (or the end) that it reads."""
    found, at = [], start
    while True:
        opening = _OPENS.search(sql, at, end)
        if opening is None:
            return found
        begin = opening.start()
        last = begin   # the furthest an end may be: before the _SALVAGE_LINES-th line break from the opening
        for _ in range(_SALVAGE_LINES):
            last = sql.find("\n", last, end) + 1 or end + 1
        ends = {end} if end < last else set()
        for gap in _BLANK_LINE.finditer(sql, begin, end):
            if gap.start() >= last:
                break
            ends.add(gap.start())
        ends = sorted(ends)[::-1][:_SALVAGE_TRIES]
        at = opening.end()
        for stop in ends:
            try:
                parsed = [s for s in sqlglot.parse(sql[begin:stop], dialect="spark") if s is not None]
            except (sqlglot.errors.ParseError, sqlglot.errors.TokenError, RecursionError):
                continue
            if parsed:
                found.extend(_shifted(parsed, begin))
                at = stop
                break


def _only_comments(text: str) -> bool:
    return not re.sub(r"--[^\n]*|/\*.*?\*/", "", text, flags=re.S).strip()


def _why(error: BaseException) -> str:
    first = str(error).splitlines()[0] if str(error) else type(error).__name__
    return first[:200]


class _Builder:
    def __init__(self, sql: str, ctx: SqlContext):
        self.sql = sql
        self.ctx = ctx
        self.sites: list[SparkSite] = []
        self.views: dict[str, str] = {}
        self.ctes: list[str] = []                  # the CTEs being read, outermost first

    # ---- statements
    def shown(self, statement: exp.Expression, final: str) -> str:
        """The limit a notebook puts on a query cell it displays, fed by the query's result."""
        return self._site("limit", "display", statement, [final], collect=False).site_id

    def statement(self, node: exp.Expression) -> str | None:
        if isinstance(node, exp.Insert):
            source = self.query(node.expression, {}) if node.expression is not None else None
            return self._write(node, node.this, source, "INSERT")
        if isinstance(node, exp.Create):
            source = self.query(node.expression, {}) if isinstance(node.expression, _SUBQUERY_TYPES) else None
            kind = str(node.args.get("kind") or "").upper()
            body = node.expression.this if isinstance(node.expression, exp.Return) else None
            if kind == "FUNCTION" and SQL_FUNCTIONS and isinstance(body, _SUBQUERY_TYPES):
                # CREATE FUNCTION f() RETURNS TABLE RETURN SELECT ...: the query runs where f() is read, as a view's
                source = self.query(body, {})
                if source:
                    self.views[_table_name(node.this.this if isinstance(node.this, exp.UserDefinedFunction)
                                           else node.this)] = source
                return source
            if kind == "VIEW" and not source:
                source = self._data_source(node)   # CREATE TEMPORARY VIEW v USING json OPTIONS (path '...')
            if kind == "VIEW" and source:
                self.views[_table_name(node.this)] = source
                return source
            return self._write(node, node.this, source, "CREATE") if source else None
        if isinstance(node, exp.Cache):
            source = self.query(node.expression, {}) if node.expression is not None else None
            site = self._site("cache", "CACHE", node, [source])
            add_name(site.tables, _table_name(node.this))
            return site.site_id
        if isinstance(node, _SUBQUERY_TYPES):
            return self.query(node, {})
        return None

    def _data_source(self, node: exp.Create) -> str | None:
        """A view over files (`USING json OPTIONS (path '...')` or `LOCATION '...'`): the read of its rows."""
        properties = node.args.get("properties")
        found = {type(p).__name__: p for p in (properties.expressions if properties is not None else [])}
        using = found.get("FileFormatProperty")
        if using is None:
            return None
        site = self._site("read", "USING", node, [], collect=False)
        add_name(site.literals, using.name)
        options = found.get("OptionsProperty")
        paths = [p.args.get("value") for p in (options.expressions if options is not None else [])
                 if p.name.lower() == "path"]
        if found.get("LocationProperty") is not None:
            paths.append(found["LocationProperty"].this)
        for path in paths:
            if isinstance(path, exp.Literal) and path.is_string:
                add_name(site.paths, _VARIABLE.sub("?", path.this) if FILE_QUERIES else path.this)
        return site.site_id

    def _write(self, node: exp.Expression, target: exp.Expression | None, source: str | None, keyword: str) -> str:
        site = self._site("write", keyword, node, [source], offset=self._offset(node, 0))
        if target is not None:
            table = target.this if isinstance(target, exp.Schema) else target
            add_name(site.tables, _table_name(table))
        return site.site_id

    # ---- queries
    def query(self, node: exp.Expression, ctes: dict[str, str]) -> str | None:
        ctes = dict(ctes)
        with_ = node.args.get("with_") or node.args.get("with")
        if with_ is not None:
            for cte in with_.expressions:
                self.ctes.append(cte.alias_or_name)
                try:
                    final = self.query(cte.this, ctes)
                finally:
                    self.ctes.pop()
                if final:
                    ctes[cte.alias_or_name] = final
                    add_name(self._by_id(final).aliases, cte.alias_or_name)
        if isinstance(node, exp.Subquery):
            return self.query(node.this, ctes)
        if isinstance(node, exp.SetOperation):
            left = self.query(node.this, ctes)
            right = self.query(node.expression, ctes)
            word = {exp.Union: "UNION", exp.Intersect: "INTERSECT", exp.Except: "EXCEPT"}.get(type(node), "UNION")
            # Spark plans a distinct INTERSECT/EXCEPT as a semi/anti join, the ALL forms over a Union
            kind = "union" if word == "UNION" or not node.args.get("distinct") else "join"
            at = self._keyword_before(self._start(node.expression), rf"\b{word}\b|\bMINUS\b")
            site = self._site(kind, word, node, [left, right], offset=at, collect=False)
            if kind == "join" and node.args.get("distinct"):
                site.join_how = set_operation_join(word)
            current = site.site_id
            if node.args.get("distinct"):   # UNION, INTERSECT, EXCEPT drop repeated rows with an aggregate
                distinct = self._site("distinct", word, node, [current], offset=at, collect=False)
                # keyed by the columns the first query selects, which name the set operation's output
                for column in node.this.expressions if isinstance(node.this, exp.Select) else ():
                    self._collect(column, distinct)
                current = distinct.site_id
            return self._tail(node, current, ctes)
        if isinstance(node, exp.Select):
            return self._select(node, ctes)
        return None

    def _source(self, node: exp.Expression, keyword: str, ctes: dict[str, str]) -> str | None:
        """A FROM/JOIN item: a table is a read site; a CTE or subquery is its own final site; a PIVOT after
        either is the aggregate Spark plans over it."""
        current = self._item(node, keyword, ctes)
        for pivot in node.args.get("pivots") or [] if SQL_PIVOTS else []:
            if not pivot.args.get("unpivot"):
                current = self._site("pivot", "PIVOT", pivot, [current], span=[pivot],
                                     offset=self._keyword_before(self._start(pivot), r"\bPIVOT\b")).site_id
        return current

    def _item(self, node: exp.Expression, keyword: str, ctes: dict[str, str]) -> str | None:
        if isinstance(node, exp.Table):
            name = _table_name(node)
            if name in ctes:
                return ctes[name]
            file_query = _file_query(node)
            if file_query:
                site = self._site("read", keyword, node, [], collect=False)
                add_name(site.literals, file_query[0])
                add_name(site.paths, file_query[1])
                return site.site_id
            site = self._site("read", keyword, node, [f"@view:{name}"], collect=False)
            add_name(site.tables, name)
            return site.site_id
        if isinstance(node, (exp.Subquery, exp.Select, exp.SetOperation)):
            return self.query(node, ctes)
        site = self._site("read", keyword, node, [])   # VALUES, table functions
        return site.site_id

    def _select(self, node: exp.Select, ctes: dict[str, str]) -> str | None:
        current = None
        from_ = node.args.get("from_") or node.args.get("from")
        if from_ is not None:
            current = self._source(from_.this, "FROM", ctes)
        for join in node.args.get("joins") or []:
            right = self._source(join.this, "JOIN", ctes)
            at = self._keyword_before(self._start(join.this), r"\bJOIN\b|,")
            # FROM a, b WHERE a.k = b.k: Spark joins on the WHERE's conditions, so the join is written down to them
            where = node.args.get("where") if COMMA_JOIN_WHERE and not (join.args.get("on") or join.args.get("using")) \
                else None
            site = self._site("join", "JOIN", join, [current, right], offset=at, skip=join.this,
                              span=[join] + ([where] if where is not None else []))
            if where is not None:
                self._collect(where, site)
            side, kind = (join.args.get("side") or "").lower(), (join.args.get("kind") or "").lower()
            site.join_how = _JOIN_HOW.get((side, kind), "inner" if join.args.get("on") or join.args.get("using") else "cross")
            for ident in join.args.get("using") or []:
                add_name(site.columns, ident.name)
            current = site.site_id
        for lateral in node.args.get("laterals") or []:
            current = self._site("explode", "LATERAL VIEW", lateral, [current],
                                 offset=self._keyword_before(self._start(lateral), r"\bLATERAL\b")).site_id
        where = node.args.get("where")
        if where is not None:
            current = self._clause("filter", "WHERE", where, current, ctes)
        group = node.args.get("group")
        grouped = _grouped_columns(group)
        aggregates = [e for e in node.expressions if _has_aggregate(e, grouped)]
        if group is not None or aggregates:
            offset = self._keyword_before(self._start(group), r"\bGROUP\s+BY\b") if group is not None else None
            every = group is not None and bool(group.args.get("all")) and GROUP_BY_ALL
            if every:   # GROUP BY ALL writes no name: the keyword is after the FROM and WHERE it follows
                after = max(filter(None, [self._start(node.args.get("from_") or node.args.get("from")),
                                          self._start(where)]), default=0)
                found = _GROUP_BY_ALL.search(self.sql, after)
                offset = found.start() if found else None
            # a query without GROUP BY aggregates in its select list: the site runs to its last aggregate's line
            site = self._site("aggregate", "GROUP BY" if group is not None else "SELECT", group or node,
                              [current], offset=offset if offset is not None else self._select_offset(node),
                              collect=group is not None,
                              span=[group] if group is not None else aggregates if SELECT_LIST_AGGREGATES else ())
            for expression in aggregates:   # the aggregate functions and their aliases are this node's
                self._collect(expression, site)
            if group is not None:
                self._ordinals(node, group, site)
            for expression in node.expressions if every else ():
                if not _has_aggregate(expression) and not expression.find(exp.Window):   # ALL: every other item
                    for n in _shallow(expression):                                       # is a key
                        if isinstance(n, exp.Column) and n.name:
                            add_name(site.columns, n.name)
            current = site.site_id
        having = node.args.get("having")
        if having is not None:
            current = self._clause("filter", "HAVING", having, current, ctes)
        for window in [w for e in node.expressions for w in e.find_all(exp.Window)]:
            site = self._site("window", "OVER", window, [current])
            alias = window.parent
            if isinstance(alias, exp.Alias):
                add_name(site.aliases, alias.alias)
            current = site.site_id
        project = self._site("project", "SELECT", node, [current], offset=self._select_offset(node),
                             collect=False, span=node.expressions)
        for expression in node.expressions:
            if not _has_aggregate(expression, grouped) and not expression.find(exp.Window):
                self._collect(expression, project)
            elif isinstance(expression, exp.Alias):
                add_name(project.aliases, expression.alias)
        if SELECT_GENERATORS and generates(project.functions):
            project.kind = "explode"   # explode(...) in the select list: Spark's Generate, as in the DataFrame API
        self._subqueries(node.expressions, project, ctes)
        current = project.site_id
        if node.args.get("distinct"):
            current = self._site("distinct", "DISTINCT", node, [current], offset=self._select_offset(node),
                                 collect=False).site_id
        return self._tail(node, current, ctes)

    def _tail(self, node: exp.Expression, current: str | None, ctes: dict[str, str]) -> str | None:
        """ORDER BY, SORT BY, DISTRIBUTE/CLUSTER BY, LIMIT, OFFSET: shared by SELECT and UNION."""
        for key, kind, word in (("distribute", "repartition", r"\bDISTRIBUTE\s+BY\b"),
                                ("cluster", "repartition", r"\bCLUSTER\s+BY\b"),
                                ("order", "sort", r"\bORDER\s+BY\b"), ("sort", "sort", r"\bSORT\s+BY\b")):
            clause = node.args.get(key)
            if clause is not None:
                site = self._site(kind, re.sub(r"\\[bs]\+?", " ", word).strip(), clause, [current],
                                  offset=self._keyword_before(self._start(clause), word), span=[clause])
                self._ordinals(node, clause, site)
                current = site.site_id
        for key, word in (("limit", r"\bLIMIT\b"), ("offset", r"\bOFFSET\b")):
            clause = node.args.get(key)
            if clause is not None:
                site = self._site("limit", key.upper(), clause, [current],
                                  offset=self._keyword_before(self._start(clause), word))
                current = site.site_id
        return current

    def _ordinals(self, node: exp.Expression, clause: exp.Expression, site: SparkSite) -> None:
        """GROUP BY 1, ORDER BY 2 DESC: a number is the select list's n-th item, whose columns the plan shows."""
        if not ORDINALS or not isinstance(node, exp.Select):
            return
        for key in clause.expressions:
            key = key.this if isinstance(key, exp.Ordered) else key
            if isinstance(key, exp.Literal) and not key.is_string and key.this.isdigit() \
                    and 0 < int(key.this) <= len(node.expressions):
                for n in _shallow(node.expressions[int(key.this) - 1]):   # its columns and alias (its functions
                    if isinstance(n, exp.Column) and n.name:                 # stay the select list's)
                        add_name(site.columns, n.name)
                    elif isinstance(n, exp.Alias):
                        add_name(site.aliases, n.alias)

    def _clause(self, kind: str, word: str, clause: exp.Expression, current: str | None,
                ctes: dict[str, str]) -> str:
        pattern = r"\b" + word.replace(" ", r"\s+") + r"\b"
        offset = self._keyword_before(self._start(clause), pattern)
        how = _joined_subquery(clause) if SUBQUERY_JOINS else None
        if how is not None:
            # Spark plans the subquery as a join of the rows so far with the subquery's: a site of its own, before
            # the filter of what the condition keeps besides
            join = self._site("join", word, clause, [current], offset=offset, span=[clause])
            join.join_how = how or None
            self._subqueries([clause], join, ctes)
            current = join.site_id
        site = self._site(kind, word, clause, [current], offset=offset, span=[clause])
        if how is None:
            self._subqueries([clause], site, ctes)
        return site.site_id

    def _subqueries(self, nodes: list[exp.Expression], site: SparkSite, ctes: dict[str, str]) -> None:
        """IN (SELECT ...), EXISTS (...), scalar subqueries: their sites feed the clause using them."""
        for node in nodes:
            for sub in _shallow(node, include_nested=True):
                if isinstance(sub, _SUBQUERY_TYPES) and sub is not node:
                    final = self.query(sub, ctes)
                    if final:
                        add_name(site.inputs, final)

    # ---- sites
    def _site(self, kind: str, method: str, node: exp.Expression, inputs: list[str | None],
              offset: int | None = None, collect: bool = True, skip: exp.Expression | None = None,
              span: list[exp.Expression] = ()) -> SparkSite:
        """`span`: what the clause writes after its keyword (a select list, a condition): the site ends on
        its last line, so a select list written one column per line is all the site's."""
        if offset is None:
            offset = self._start(node)
        line = self.ctx.line_of(offset if offset is not None else 0)
        ends = [n.meta["end"] for part in span for n in part.walk() if "end" in n.meta]
        last = max(line, self.ctx.line_of(max(ends))) if ends else line
        ordinal = len(self.sites)
        symbol = ".".join([self.ctx.symbol] + self.ctes) if self.ctx.name_ctes else self.ctx.symbol
        site = SparkSite(site_id=stable_id("sql", self.ctx.id_base, str(ordinal)), file=self.ctx.file,
                         line_start=line, line_end=last, symbol_id=self.ctx.symbol_id, symbol=symbol,
                         kind=kind, method=f"SQL {method}", snippet=self.ctx.snippet_of(line),
                         inputs=[i for i in dict.fromkeys(inputs) if i], cell=self.ctx.cell,
                         language=self.ctx.language)
        if collect:
            self._collect(node, site, skip)
        self.sites.append(site)
        return site

    def _by_id(self, site_id: str) -> SparkSite:
        return next(s for s in self.sites if s.site_id == site_id)

    def _collect(self, node: exp.Expression, site: SparkSite, skip: exp.Expression | None = None) -> None:
        """The names a clause mentions, without those of subqueries inside it (they have their own sites)."""
        for n in _shallow(node):
            if skip is not None and n is skip:
                continue
            if isinstance(n, exp.Column) and n.name and not isinstance(n.this, exp.Star):
                add_name(site.columns, n.name)
            elif isinstance(n, exp.Alias):
                add_name(site.aliases, n.alias)
            elif isinstance(n, (exp.Literal, exp.Var)):
                add_name(site.literals, str(n.this))
            elif isinstance(n, exp.Table) and n is not node:
                add_name(site.tables, _table_name(n))
            elif isinstance(n, exp.Ordered) and n.args.get("desc"):
                add_name(site.functions, DESCENDING)   # ORDER BY c DESC: the plan's `c DESC` order
            elif isinstance(n, exp.Distinct) and isinstance(n.parent, exp.Func):
                add_name(site.functions, DISTINCT)     # COUNT(DISTINCT c): the plan's `count(distinct c)`
            if isinstance(n, exp.Func) and not isinstance(n, _NOT_FUNCTIONS):
                name = self._function_name(n)
                if name:
                    add_name(site.functions, name)
                    add_name(site.functions, _RUNTIME_NAMES.get(name, ""))

    def _function_name(self, node: exp.Func) -> str:
        # The name as written (sqlglot renames some: date_trunc -> TIMESTAMP_TRUNC); plans show Spark's.
        if isinstance(node, exp.Anonymous):
            return node.name.lower()
        meta = node.meta
        if "start" in meta and "end" in meta:
            written = self.sql[meta["start"]:meta["end"] + 1]
            if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", written):
                return written.lower()
        return node.sql_name().lower() if hasattr(node, "sql_name") else type(node).__name__.lower()

    # ---- positions
    def _start(self, node: exp.Expression | None) -> int | None:
        if node is None:
            return None
        starts = [n.meta["start"] for n in node.walk() if "start" in n.meta]
        return min(starts) if starts else None

    def _offset(self, node: exp.Expression, default: int) -> int:
        start = self._start(node)
        return start if start is not None else default

    def _keyword_before(self, offset: int | None, pattern: str) -> int | None:
        """Where the clause's keyword is written: the last match before its first name."""
        if offset is None:
            return None
        matches = list(re.finditer(pattern, self.sql[:offset], re.I))
        return matches[-1].start() if matches else offset

    def _select_offset(self, node: exp.Select) -> int | None:
        first = self._start(node.expressions[0]) if node.expressions else self._start(node)
        return self._keyword_before(first, r"\bSELECT\b")


SELECT_LIST_AGGREGATES = True   # an aggregate with no GROUP BY is written where its select list is
SUBQUERY_JOINS = True   # a condition's IN/EXISTS or correlated scalar subquery is a join Spark plans


def _joined_subquery(condition: exp.Expression) -> str | None:
    """How Spark joins the subqueries of a WHERE/HAVING condition to the rows it filters: "left_semi" for
    IN (SELECT ...) and EXISTS, "left_anti" for their negations, "" for a correlated scalar subquery (a join whose
    type the optimizer picks); None where the condition holds none of them (an uncorrelated scalar subquery stays
    an expression)."""
    hows = []
    for node in _shallow(condition, include_nested=True):
        sub = node.args.get("query") if isinstance(node, exp.In) else \
            node.this if isinstance(node, exp.Exists) else None
        negated = isinstance(node.parent, exp.Not) or (isinstance(node.parent, exp.Paren)
                                                       and isinstance(node.parent.parent, exp.Not))
        if sub is not None:
            hows.append("left_anti" if negated else "left_semi")
        elif isinstance(node, exp.Subquery) and not isinstance(node.parent, (exp.In, exp.Exists)) \
                and _correlated(node):
            hows.append("")
    return None if not hows else hows[0] if len(set(hows)) == 1 else ""


def _correlated(query: exp.Expression) -> bool:
    """Whether a subquery names a column of a table it does not read itself (`WHERE ClassID = s.ClassID`)."""
    tables = list(query.find_all(exp.Table))
    own = {t.alias_or_name.lower() for t in tables} | {t.name.lower() for t in tables}
    return any(c.table and c.table.lower() not in own for c in query.find_all(exp.Column))


def _shallow(node: exp.Expression, include_nested: bool = False):
    """Walk `node` without entering nested queries (they are yielded, not entered, with include_nested)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        for child in current.iter_expressions():
            if isinstance(child, _SUBQUERY_TYPES) and child is not node:
                if include_nested:
                    yield child
                continue
            stack.append(child)


def _has_aggregate(node: exp.Expression, grouped: set[str] | None = None) -> bool:
    """Whether `node` aggregates. Under GROUP BY (`grouped`: the grouping columns, lower case) a function SQL
    does not know (a registered UDAF: `LONGEST_WORD(Name)`) aggregates where it reads a column the query does
    not group by: outside an aggregate such a column is an error."""
    if grouped is not None and isinstance(node, exp.Alias) and node.alias.lower() in grouped:
        grouped = None   # grouped by its alias: the expression is a key
    for n in _shallow(node):
        if n.find_ancestor(exp.Window):
            continue
        if isinstance(n, exp.AggFunc):
            return True
        if grouped is not None and GROUPED_UDFS and isinstance(n, exp.Anonymous) \
                and any(c.name.lower() not in grouped for c in n.find_all(exp.Column)):
            return True
    return False


def _grouped_columns(group: exp.Expression | None) -> set[str] | None:
    """The lower-case names of the columns a GROUP BY groups by; None without one."""
    if group is None or group.args.get("all") or any(isinstance(e, exp.Literal) for e in group.expressions):
        return None   # none, GROUP BY ALL, or by position (GROUP BY 1): the keys are not said by name
    return {c.name.lower() for c in group.find_all(exp.Column)}   # ROLLUP(a), GROUPING SETS ((a), (b)) too


# the data sources Spark SQL can query a file of directly, `FROM <format>.`<path>``
_FILE_FORMATS = frozenset({"json", "csv", "parquet", "orc", "text", "avro", "delta", "binaryfile"})
_VARIABLE = re.compile(r"\$\{[^}]*\}|\{\{[^}]*\}\}")


def _file_query(node: exp.Table) -> tuple[str, str] | None:
    """(format, path) of a table that is a file Spark SQL reads in place (`json.`/data/x.json``); a notebook's
    or template's variable in the path (`${dataset.path}`) becomes "?", a part only the run knows."""
    if not FILE_QUERIES or node.catalog or node.db.lower() not in _FILE_FORMATS:
        return None
    if not (isinstance(node.this, exp.Identifier) and node.this.quoted):
        return None
    return node.db.lower(), _VARIABLE.sub("?", node.name)


def _table_name(node: exp.Expression | None) -> str:
    if node is None:
        return ""
    if isinstance(node, exp.Table):
        return ".".join(p.name for p in node.parts if p.name)
    return node.name if hasattr(node, "name") else ""


# --- .sql files and dbt models -----------------------------------------------------------------

_JINJA_REF = re.compile(r"\{\{\s*ref\(\s*['\"]([^'\"]+)['\"](?:\s*,\s*['\"]([^'\"]+)['\"])?\s*\)\s*\}\}")
_JINJA_SOURCE = re.compile(r"\{\{\s*source\(\s*['\"]([^'\"]+)['\"]\s*,\s*['\"]([^'\"]+)['\"]\s*\)\s*\}\}")
_JINJA_BLOCK = re.compile(r"\{%-?.*?-?%\}|\{#.*?#\}", re.S)
_JINJA_EXPR = re.compile(r"\{\{.*?\}\}", re.S)
_JINJA_ALONE = re.compile(r"^[ \t]*\{\{.*?\}\}[ \t]*$", re.S | re.M)


def strip_jinja(text: str) -> str:
    """dbt Jinja made plain SQL with every line where it was: ref('x') -> x, source('s', 't') -> s.t,
    blocks and comments blanked, other {{ expressions }} -> a placeholder name."""
    def blank(match: re.Match) -> str:
        return re.sub(r"[^\n]", " ", match.group())
    text = _JINJA_REF.sub(lambda m: m.group(2) or m.group(1), text)
    text = _JINJA_SOURCE.sub(lambda m: f"{m.group(1)}.{m.group(2)}", text)
    text = _JINJA_BLOCK.sub(blank, text)
    # {{ config(...) }} alone on its lines is no part of the query; inside one it stands for a value.
    text = _JINJA_ALONE.sub(blank, text)
    return _JINJA_EXPR.sub(lambda m: "jinja_value" + "\n" * m.group().count("\n"), text)


def line_counter(text: str, first_line: int = 1) -> Callable[[int], int]:
    """offset -> line, for text whose first line is `first_line` in its file."""
    starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def line_of(offset: int) -> int:
        lo, hi = 0, len(starts) - 1
        while lo < hi:                      # the last line start at or before offset
            mid = (lo + hi + 1) // 2
            if starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return first_line + lo
    return line_of


def sql_line_finder(sql: str, pending: dict):
    """offset in the query text -> line in the file: the word at the offset is found where it is
    written in the source (concatenated or f-strings move text around); else counted newlines."""
    first, last, source = pending["line"], pending["end"], pending["source"]
    counted = line_counter(sql, first)

    def line_of(offset: int) -> int:
        match = re.match(r"[A-Za-z_][A-Za-z0-9_]*", sql[offset:])
        if match:
            word = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(match.group())}(?![A-Za-z0-9_])")
            nth = len(word.findall(sql, 0, offset))
            found = list(word.finditer(source))
            if nth < len(found):
                return first + source.count("\n", 0, found[nth].start())
        return min(counted(offset), last)
    return line_of
