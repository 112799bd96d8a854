"""What ran: the program an event log's SQL execution names (its call site, the driver's command line and the
program's own arguments there), or the command the user gives as `--entry`. The mapper takes it as its entry
where the user gives none; the pipeline (`defs/mapping.py`) and `codemap eval --entry-from-event-log` both
call `event_log_entry`, so the figure measures what the pipeline does."""

from __future__ import annotations

import re
import shlex
from typing import Iterable

_NOT_USER_CODE = re.compile(r"^(java\.base/|java\.|javax\.|jdk\.|sun\.|scala\.|py4j\.|org\.apache\.spark\.)")


SPACED_NAMES = True   # a source file's name may hold spaces (`Lectura 63.scala`; not brackets: a frame's own)


def _name() -> str:
    """A file's name before its extension, as a stack frame or an execution's description gives it (no folder)."""
    return r"[^\s()\\/:][^()\\/:]*?" if SPACED_NAMES else r"[\w$.-]+?"


# spark-submit's options that take no value (SparkSubmitOptionParser's switches)
_SUBMIT_SWITCHES = {"--verbose", "--supervise", "--help", "--version", "--usage-error"}
_SCRIPTS = (".py", ".R", ".r")   # a primary resource spark-submit runs as a script (not a jar's main class)


def call_site_file(text: str) -> str | None:
    """The source file an event log names for the job: the call site (`count at mnmcount.py:28`, or a
    stack trace's first frame outside Spark, the JDK, Scala and py4j), else the script or main class on
    the driver's command line (`sun.java.command: ...SparkSubmit ... jobs/daily.py`, `--class
    com.acme.Daily`). None where it names only Spark's own code."""
    for line in (text or "").splitlines():
        line = line.strip()
        frame = re.match(rf"([\w$./]+)\(({_name()}\.(?:py|scala|java|ipynb|sql)):\d+\)", line)
        if frame:
            if not _NOT_USER_CODE.match(frame.group(1)):
                return frame.group(2)
            continue
        folders = r"(?:[^\s:][^:]*[\\/])?" if SPACED_NAMES else r"(?:[\w./\\-]*[\\/])?"
        at = re.search(rf"\bat ({folders}{_name()}\.(?:py|scala|java|ipynb|sql)):\d+", line)
        if at and not at.group(1).endswith("NativeMethodAccessorImpl.java"):
            return at.group(1).replace("\\", "/")
    command = _command(text)
    at = _primary(command)
    resource = _resource(command, at)[0] if at is not None else None
    if resource and resource.endswith(_SCRIPTS):
        return resource.replace("\\", "/")
    main = re.search(r"--class\s+([\w.$]+)", " ".join(command))
    # `--class`, or the main class itself where the JVM was started without spark-submit
    main = main.group(1) if main else command[0] if command and re.fullmatch(r"[\w$]+(\.[\w$]+)+", command[0]) else ""
    if main and not main.startswith("org.apache.spark."):
        return main.split("$")[0].rsplit(".", 1)[-1]   # a class: its file is named after it
    return None


def _command(text: str) -> list[str]:
    """The driver's command line an event log records (`sun.java.command: ...`), as words."""
    return (text.partition("sun.java.command:")[2] if text else "").split("\n", 1)[0].split()


def _primary(command: list[str]) -> int | None:
    """Where spark-submit's primary resource is: its first argument that is no option nor an option's value (a
    `.py` given as an option's value, `--py-files util.py` or a log folder in `--conf`, is not the script)."""
    i = 1
    while i < len(command):
        token = command[i]
        if token.startswith("--") and token not in _SUBMIT_SWITCHES and "=" not in token:
            i += 2
            continue
        if not token.startswith("-"):   # (a lone `-X` is a piece of a value with spaces, Java's options)
            return i
        i += 1
    return None


def _resource(command: list[str], at: int) -> tuple[str, int]:
    """spark-submit's primary resource at word `at`, and the word after it. `sun.java.command` joins its words with
    spaces, so a script whose path holds spaces (`Dataframes/060) full_outer_join.py`) comes back as several: where
    the word at `at` names no script or jar, the words up to the first naming a script are the one path."""
    if not command[at].endswith(_SCRIPTS + (".jar",)):
        for end in range(at + 1, len(command)):
            if command[end].endswith(_SCRIPTS):
                return " ".join(command[at:end + 1]), end + 1
    return command[at], at + 1


def program_arguments(text: str) -> tuple[str, ...]:
    """The arguments the program itself was given on the driver's command line: what follows spark-submit's
    primary resource (`main.py --template=HIVETOGCS ...`), or the main class of a JVM started without it."""
    command = _command(text)
    if command and command[0].startswith("org.apache.spark.deploy."):
        at = _primary(command)
        return tuple(command[_resource(command, at)[1]:]) if at is not None else ()
    return tuple(command[1:]) if command and re.fullmatch(r"[\w$]+(\.[\w$]+)+", command[0]) else ()


def split_entry(entry: str | None) -> tuple[str | None, tuple[str, ...]]:
    """An entry as the user may give it, the command that ran (`main.py --job daily_sales`): the script or
    class, and the program's arguments."""
    if not entry or not entry.strip() or " " not in entry.strip():
        return (entry.strip() if entry else entry) or None, ()
    try:
        words = shlex.split(entry.replace("\\", "/"))
    except ValueError:   # an unbalanced quote: words as written
        words = entry.replace("\\", "/").split()
    return words[0], tuple(words[1:])


def command_word(path: str) -> str:
    """A file as an entry names it: a path with spaces quoted as one word of a command (`split_entry` reads it back)."""
    return shlex.quote(path) if " " in path else path


def _frames(text: str) -> list[tuple[str, str]]:
    return re.findall(rf"([\w$.]+)\(({_name()}\.(?:scala|java)):\d+\)", text)


_CLASS = re.compile(r"--class\s+([\w.$]+)")


def event_log_entry(title: str, call_site: str, files: Iterable[str] = ()) -> str | None:
    """The entry an execution names: its description (`show at GroupbyExample.scala:76`), call site
    (`details`, a stack trace) or the driver's command line (`sun.java.command: ...`), as
    `call_site_file` reads them. A JVM file or class comes with its package in the stack trace
    or `--class`: where one of `files` (the repository's) sits at that package's path, the path is the
    entry, so that two objects of the same name in two packages (a copied example) are told apart."""
    text = f"{title or ''}\n{call_site or ''}"
    hint = call_site_file(text)
    if hint and " " in hint:
        return command_word(hint)
    if not hint or "/" in hint:
        return hint
    qualified = _package_path(text, hint)
    if qualified:
        files = list(files)
        found = [f for f in files if f == qualified or f.endswith("/" + qualified)]
        if found:
            return _module_file(found, _command(text)) or qualified
        for ext in ("" if "." in hint else ".scala", ".java"):   # a class name: its file is named after it
            if ext and any(f.endswith("/" + qualified + ext) for f in files):
                return qualified + ext
    return hint


JAR_MODULES = True   # a jar named after a module folder (apache-spark-3.jar) tells same-package twins apart


def _module_file(found: list[str], command: list[str]) -> str | None:
    """Of several files at one package path (a class copied into two modules of a build), the one in the module
    folder the command line's jar is named after: Maven's `<artifactId>-<version>.jar`, sbt's
    `<name>_<scala version>-<version>.jar`."""
    at = _primary(command) if JAR_MODULES and len(found) > 1 else None
    jar = command[at].replace("\\", "/").rsplit("/", 1)[-1] if at is not None else ""
    if not jar.endswith(".jar"):
        return None
    stem = jar[:-len(".jar")].lower()
    picked = [f for f in found if any(stem == part or stem.startswith((part + "-", part + "_"))
                                      for part in map(str.lower, f.split("/")[:-1]))]
    return picked[0] if len(picked) == 1 else None


def _package_path(text: str, hint: str) -> str | None:
    """`pkg/dirs/<hint>` from the first stack frame in the hint's file, else from `--class`."""
    for qualname, file in _frames(text):
        if file == hint and "." in qualname:
            owner = qualname.rsplit(".", 1)[0].split("$", 1)[0]   # the frame's class, Scala's `Obj$` too
            if "." in owner:
                return owner.rsplit(".", 1)[0].replace(".", "/") + "/" + hint
    main = _CLASS.search(text)
    if main:
        owner = main.group(1).split("$", 1)[0]
        stem = hint.rsplit(".", 1)[0] if hint.endswith((".scala", ".java")) else hint
        if "." in owner and owner.rsplit(".", 1)[1] == stem:
            return owner.rsplit(".", 1)[0].replace(".", "/") + "/" + hint
    return None


def _action_pattern() -> str:
    folders = r"(?:.*[\\/])?" if SPACED_NAMES else r"(?:[\w$.\\/:-]*[\\/])?"
    return rf"^\s*\w+ at {folders}({_name()}\.(?:py|scala|java)):(\d+)\s*$"


def event_log_action(title: str) -> tuple[str, int] | None:
    """The file name and line of the action an execution ran (`show at WindowGroupbyFirst.scala:39`, its
    description): where the plan's last node was asked for. None where Spark names its own code
    (PySpark's `showString at NativeMethodAccessorImpl.java:0`) or the description is the user's own."""
    found = re.match(_action_pattern(), (title or "").splitlines()[0] if title else "")
    if found is None or int(found.group(2)) <= 0:
        return None
    return found.group(1), int(found.group(2))
