"""Compile a Scala chapter file of the book (a notebook export: cells split at `// COMMAND ----------`,
top-level statements, no enclosing object) into a program spark-submit runs, without changing a line.

The file's text is kept line for line in a copy of the same name (so the compiled classes' stack frames
and Spark's call sites name `<chapter>.scala` and the chapter's own line numbers). Our wrapper is added
only in front of lines the file gives to it and after its last line:
- line 1 starts with `object C extends App with Serializable { val spark = ...; val sc = ...;` and
  spark-shell's own initial imports (`org.apache.spark.SparkContext._`, `spark.implicits._`,
  `spark.sql`, `org.apache.spark.sql.functions._`), since the chapters were written for a shell or
  notebook that provides them;
- each `// COMMAND ----------` line starts with `object C extends App with Serializable { `: every cell
  is an object nested in the one of the cell before, so it sees the earlier cells' definitions and
  imports and may define a name again (the notebooks do: `val df`, `val flights2`), as spark-shell and
  notebooks allow; case classes sit in an object, where Spark's encoders can use them;
- after the last line: the closing braces and `object NotebookCells`, whose main runs the cells' bodies
  in order (`C.main`, `C.C.main`, ...: `App` runs a body when asked, not while the object is being
  initialised, so executor threads may use a cell's methods), a failing cell printing one line and the
  next running, as notebooks and the Python capture do.
A cell that does not compile on Spark 4 / Scala 2.13 (spark-shell rejected it too) is left out: its lines
become empty lines (the line count stays), and the file is compiled again; the left-out cells are listed.
"""
from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path

CELL_SPLIT = re.compile(r"^// COMMAND -+\s*$")
WRAP = "object C extends App with Serializable { "
PRELUDE = ("val spark = org.apache.spark.sql.SparkSession.builder().getOrCreate(); val sc = spark.sparkContext; "
           "import org.apache.spark.SparkContext._; import spark.implicits._; import spark.sql; "
           "import org.apache.spark.sql.functions._; ")
MAIN = "NotebookCells"
_ERROR = re.compile(r"^(?:.*[/\\])?([^/\\:]+\.scala):(\d+): error: (.*)$")


def cells(lines: list[str]) -> list[tuple[int, int]]:
    """(first line, last line), 1-based, of each cell; a cell after the first starts at its split line."""
    starts = [1] + [i + 1 for i, line in enumerate(lines) if CELL_SPLIT.match(line) and i > 0]
    return [(s, (starts[k + 1] - 1) if k + 1 < len(starts) else len(lines)) for k, s in enumerate(starts)]


def wrap(lines: list[str], left_out: set[int] = frozenset()) -> str:
    """The chapter's text with the wrapper on its own lines' fronts and after its end (module doc)."""
    spans = cells(lines)
    out = list(lines)
    for k, (first, last) in enumerate(spans):
        if k in left_out:
            for n in range(first + (0 if k == 0 else 1), last + 1):
                out[n - 1] = ""
        out[first - 1] = WRAP + (PRELUDE if k == 0 else "") + out[first - 1]
    runs = "\n".join(f"    run({first}, {'.'.join(['C'] * (k + 1))}.main(args))" for k, (first, _) in enumerate(spans)
                     if k not in left_out)
    driver = f"""
{'}' * len(spans)}
object {MAIN} {{
  def run(line: Int, cell: => Unit): Unit =
    try cell catch {{ case e: Throwable => println(s"  cell at line $line failed: $e".linesIterator.next().take(200)) }}
  def main(args: Array[String]): Unit = {{
{runs}
    org.apache.spark.sql.SparkSession.active.stop()
  }}
}}
"""
    return "\n".join(out) + driver


def compile_notebook(chapter: Path, jars: str, classes: Path, extra: list[Path] = ()) -> list[int]:
    """Compile the wrapped chapter (plus `extra` sources) into `classes`; the first lines of the cells left out."""
    lines = chapter.read_text().split("\n")
    if re.search(r"\bC\b", "\n".join(lines)) or MAIN in "\n".join(lines):
        raise SystemExit(f"{chapter.name} uses the wrapper's names (C, {MAIN})")
    spans = cells(lines)
    left_out: set[int] = set()
    with tempfile.TemporaryDirectory() as src:
        copy = Path(src) / chapter.name      # same file name: frames say <chapter>.scala:<line>
        while True:
            copy.write_text(wrap(lines, left_out))
            classes.mkdir(parents=True, exist_ok=True)
            done = subprocess.run(["java", "-cp", jars, "scala.tools.nsc.Main", "-nowarn", "-usejavacp",
                                   "-classpath", jars, "-d", str(classes), str(copy), *map(str, extra)],
                                  capture_output=True, text=True)
            if done.returncode == 0:
                return [spans[k][0] for k in sorted(left_out)]
            bad = set()
            for line in (done.stdout + done.stderr).splitlines():
                m = _ERROR.match(line)
                if m and m.group(1) == chapter.name:
                    n = int(m.group(2))
                    bad |= {k for k, (first, last) in enumerate(spans) if first <= n <= last}
            if not bad or bad <= left_out:
                raise SystemExit(f"{chapter.name} does not compile:\n{done.stdout}{done.stderr}")
            for k in sorted(bad - left_out):
                reason = next((m.group(3) for m in map(_ERROR.match, (done.stdout + done.stderr).splitlines())
                               if m and spans[k][0] <= int(m.group(2)) <= spans[k][1]), "")
                print(f"  cell at line {spans[k][0]} left out (does not compile: {reason[:120]})")
            left_out |= bad
