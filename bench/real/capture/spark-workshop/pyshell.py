"""A pyspark shell session fed from files (our driver, outside the repository): The Spark Workshop's Chapter05
`code/Exercise05_NN.py` files are what a reader types into the `pyspark` shell, one exercise after the other (each
builds on the names the ones before defined: `data`, `dfToRdd04`, `dfTran01`, `gpa`, the star import of
`pyspark.sql.functions`). This driver does what that shell does and nothing more:

- the namespace is the one `pyspark/shell.py` (the shell's PYTHONSTARTUP script) leaves (`spark`, `sc`,
  `SparkSession`, `SQLContext`, ...), the session it creates;
- each file's lines are read as the interactive interpreter reads typed lines (`codeop.compile_command`, mode
  "single": a statement runs when it is complete, a compound one at the blank line after it, expression values are
  printed), compiled under the file's own path and line numbers, so frames, tracebacks and the capture's action hook
  name `Chapter05/code/Exercise05_15.py:12`;
- a line the interpreter refuses (the Scala lines some of the .py files hold: `val window = ...`, `:paste`,
  `$"city"`) or a statement that raises prints its error and the session goes on, as in the shell.

    spark-submit pyshell.py Chapter05/code/Exercise05_01.py Chapter05/code/Exercise05_02.py ...
"""
import codeop
import os
import sys
import traceback



def feed(path: str, ns: dict) -> None:
    name = os.path.realpath(path)
    with open(name, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    buf, start = [], 0

    def run(src: str) -> None:
        code = compile("\n" * (start - 1) + src + "\n", name, "single")
        try:
            exec(code, ns)
        except SystemExit:
            raise
        except BaseException:
            traceback.print_exc()

    for n, line in enumerate(lines, 1):
        if not buf:
            if not line.strip():
                continue
            start = n
        buf.append(line)
        src = "\n".join(buf)
        try:
            code = codeop.compile_command(src, name, "single")
        except (SyntaxError, OverflowError, ValueError):
            traceback.print_exc(limit=0)
            buf = []
            continue
        if code is None and line.strip():
            continue
        if code is None:          # a blank line inside an open statement: the shell keeps reading
            continue
        buf = []
        run(src)
    if buf:                       # end of the file ends what is still open, as end of input does
        try:
            run("\n".join(buf) + "\n")
        except SyntaxError:
            traceback.print_exc(limit=0)


def main(paths: list[str]) -> None:
    import pyspark.shell as shell     # runs the shell's startup script: the session, the banner
    ns = {k: v for k, v in vars(shell).items() if not k.startswith("__")}
    ns.update(__name__="__main__", __builtins__=__builtins__)
    for path in paths:
        print(f">>> # {path}", flush=True)
        feed(path, ns)
    ns["spark"].stop()


if __name__ == "__main__":
    main(sys.argv[1:])
