"""Clone a repository (local path or git URL) at a ref into a cache folder and resolve its commit.

A checkout is keyed by the commit it resolves to, so it never goes stale and is reused as is.
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import re
import shutil
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

from codemap_pipeline import layout


class CheckoutError(RuntimeError):
    """A repository could not be cloned or a ref not resolved. `kind` is searchable: CLONE_FAILED, REF_NOT_FOUND."""

    def __init__(self, kind: str, message: str):
        self.kind = kind
        super().__init__(f"{kind}: {message}")


@dataclass(frozen=True)
class Checkout:
    repo: str          # as the user gave it
    slug: str          # short readable name, used in partition keys
    ref: str           # as the user gave it ("" = default branch)
    commit: str        # full sha
    path: Path         # work tree at that commit

    @property
    def partition_key(self) -> str:
        return commit_partition_key(self.slug, self.commit)


def commit_partition_key(slug: str, commit: str) -> str:
    return f"{slug}@{commit[:12]}"


def repo_slug(repo: str) -> str:
    """`https://host/org/sales-jobs.git` -> `sales-jobs`; a local folder -> its name."""
    name = repo.rstrip("/").removesuffix(".git")
    name = re.split(r"[/:\\]", name)[-1] or "repo"
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", name).strip("-").lower() or "repo"


TOKEN_ENV = "CODEMAP_GIT_TOKEN"


def split_credentials(repo: str) -> tuple[str, str | None]:
    """`https://user:secret@host/x.git` -> (`https://host/x.git`, `user:secret`). The clean URL is the one
    stored, logged and cloned from; the credentials travel only in git's environment."""
    match = re.match(r"^(https?://)([^/@\s]+)@(.*)$", repo)
    return (match.group(1) + match.group(3), match.group(2)) if match else (repo, None)


def public_url(repo: str) -> str:
    return split_credentials(repo)[0]


def auth_env(credentials: str | None = None) -> dict[str, str]:
    """Credentials for private https repositories (from the URL, else CODEMAP_GIT_TOKEN) go to git as an
    HTTP header through git's environment config: never in the URL, the command line, a log line or the
    mirror's own config."""
    token = os.environ.get(TOKEN_ENV)
    userpass = credentials if credentials and ":" in credentials else (
        f"{credentials}:" if credentials else (f"x-access-token:{token}" if token else None))
    if not userpass:
        return {}
    basic = base64.b64encode(userpass.encode()).decode()
    return {"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "http.extraHeader",
            "GIT_CONFIG_VALUE_0": f"Authorization: Basic {basic}"}


def _git(args: list[str], cwd: Path | None = None, timeout: int = 600, credentials: str | None = None) -> str:
    # Never prompt for credentials: a private repo without a token should fail, not hang.
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", **auth_env(credentials)}
    proc = subprocess.run(["git", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise subprocess.CalledProcessError(proc.returncode, ["git", *args], proc.stdout, proc.stderr)
    return proc.stdout.strip()


def _first_line(text: str) -> str:
    """Git explains a failure over several lines; the first says what happened."""
    return next((line.strip() for line in text.splitlines() if line.strip()), "unknown git error")


def _redact(text: str) -> str:
    # Tokens embedded in URLs (https://user:token@host) or given in the environment must never reach a
    # log or an error.
    text = re.sub(r"(://)[^/@\s]+@", r"\1***@", text)
    token = os.environ.get(TOKEN_ENV)
    return text.replace(token, "***") if token else text


def is_git_url(repo: str) -> bool:
    return bool(re.match(r"^(https?|ssh|git|file)://", repo) or re.match(r"^[\w.-]+@[\w.-]+:", repo))


def _has_commit(mirror: Path, ref: str) -> bool:
    """Whether `ref` is a full sha the mirror already holds: then nothing newer needs fetching."""
    if not re.fullmatch(r"[0-9a-f]{40}", ref) or not mirror.exists():
        return False
    try:
        _git(["cat-file", "-e", f"{ref}^{{commit}}"], cwd=mirror)
        return True
    except subprocess.CalledProcessError:
        return False


def _mirror(url: str, cache_dir: Path, credentials: str | None = None, ref: str = "") -> Path:
    """A bare mirror per source URL, fetched on every call so new commits and branches are seen, unless
    `ref` is a commit it already holds (a commit never changes)."""
    mirror = layout.mirror_dir(cache_dir, hashlib.sha1(url.encode()).hexdigest()[:16])
    if _has_commit(mirror, ref):
        return mirror
    try:
        if mirror.exists():
            _git(["fetch", "--prune", "--tags", "origin", "+refs/heads/*:refs/heads/*"], cwd=mirror,
                 credentials=credentials)
        else:
            mirror.parent.mkdir(parents=True, exist_ok=True)
            tmp = Path(tempfile.mkdtemp(dir=mirror.parent, prefix=".clone-"))
            try:
                _git(["clone", "--bare", "--quiet", "--", url, str(tmp / "repo.git")], credentials=credentials)
                (tmp / "repo.git").rename(mirror)
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
    except subprocess.CalledProcessError as exc:
        kind = "AUTH_FAILED" if re.search(r"auth|permission denied|403|401", exc.stderr, re.I) else "CLONE_FAILED"
        raise CheckoutError(kind, f"git could not clone {_redact(url)}: {_first_line(_redact(exc.stderr))}") from None
    except subprocess.TimeoutExpired:
        raise CheckoutError("CLONE_FAILED", f"git timed out cloning {_redact(url)}") from None
    return mirror


def resolve_commit(mirror: Path, ref: str) -> str:
    """A branch, tag or (abbreviated) commit to its full sha; "" means the default branch."""
    try:
        return _git(["rev-parse", "--verify", "--quiet", f"{ref or 'HEAD'}^{{commit}}"], cwd=mirror)
    except subprocess.CalledProcessError:
        pass
    if ref:
        raise CheckoutError("REF_NOT_FOUND", f"no branch, tag or commit named {ref!r}")
    # No ref and HEAD names no commit: an empty repository, or a default branch that does not exist.
    try:
        branches = _git(["for-each-ref", "--format=%(refname:short)", "refs/heads", "refs/tags"], cwd=mirror).split()
        head = _git(["symbolic-ref", "--quiet", "--short", "HEAD"], cwd=mirror)
    except subprocess.CalledProcessError:
        head = "HEAD"
    if not branches:
        raise CheckoutError("EMPTY_REPOSITORY", "the repository has no commits: there is nothing to check out")
    raise CheckoutError("REF_NOT_FOUND", f"the default branch {head!r} has no commits; give one of these "
                                         f"refs: {', '.join(branches[:10])}")


def _materialize_tree(tree: Path, fill) -> None:
    """Write a work tree through a temp folder and a rename, so a half-written tree is never reused."""
    if tree.exists():
        return
    tree.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=tree.parent, prefix=".tree-"))
    try:
        fill(tmp)
        tmp.rename(tree)
    except OSError:
        if not tree.exists():  # another run may have won the race; that tree is as good as ours
            raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _extract_commit(mirror: Path, commit: str, dest: Path) -> None:
    # `git archive` reads objects only: no index or work-tree state shared between runs.
    archive = subprocess.run(["git", "archive", "--format=tar", commit], cwd=mirror, capture_output=True)
    if archive.returncode != 0:
        raise CheckoutError("CLONE_FAILED", f"could not extract {commit[:12]}: "
                                            f"{_first_line(archive.stderr.decode(errors='replace'))}")
    try:
        with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
            tar.extractall(dest, filter=_tree_filter)
    except tarfile.TarError as error:
        raise CheckoutError("CLONE_FAILED", f"could not extract {commit[:12]}: {error}") from None


def _tree_filter(member: tarfile.TarInfo, dest: str) -> tarfile.TarInfo | None:
    """tarfile's "data" filter, except that a symlink pointing out of the tree (`/etc/passwd`, `../..`) is
    kept as the link itself: the commit has it, and the indexer records it as skipped without following
    it. Anything written through such a link is still refused by the data filter."""
    try:
        return tarfile.data_filter(member, dest)
    except (tarfile.AbsoluteLinkError, tarfile.LinkOutsideDestinationError):
        if member.issym():
            return tarfile.tar_filter(member, dest)
        return None   # a hard link out of the tree: git never writes one; drop it


def folder_fingerprint(folder: Path) -> str:
    """A content hash of a plain folder, standing in for a commit sha. A symlink counts by where it
    points, never by what it points at: a link out of the folder is not read (nor copied, see _copy_folder)."""
    digest = hashlib.sha1()
    for path in sorted(_folder_files(folder)):
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
        if path.is_symlink():
            digest.update(b"symlink\0" + os.fsencode(os.readlink(path)))
        else:
            with open(path, "rb") as f:
                digest.update(hashlib.file_digest(f, "sha1").digest())
    return digest.hexdigest()


def _folder_files(folder: Path) -> list[Path]:
    """Files and symlinks under `folder`, without entering ignored or symlinked folders."""
    out = []
    for dirpath, dirnames, filenames in os.walk(folder):
        here = Path(dirpath)
        dirnames[:] = [d for d in dirnames if d not in _IGNORED_PARTS]
        out += [here / d for d in dirnames if (here / d).is_symlink()]
        out += [here / n for n in filenames if (here / n).is_symlink() or (here / n).is_file()]
    return out


_IGNORED_PARTS = {".git", ".venv", "venv", "__pycache__", "node_modules", ".pytest_cache",
                 layout.DEFAULT_FOLDER}


def _ignored(rel: Path) -> bool:
    return any(part in _IGNORED_PARTS for part in rel.parts)


def _copy_folder(src: Path, dest: Path) -> None:
    # Symlinks are copied as links: following them would copy files from outside the folder (or loop).
    shutil.copytree(src, dest, dirs_exist_ok=True, symlinks=True,
                    ignore=lambda d, names: [n for n in names if n in _IGNORED_PARTS])


def _check_argument(value: str, what: str) -> None:
    # A value starting with "-" would reach git as an option (`--upload-pack=...`): never pass it on.
    if value.startswith("-"):
        raise CheckoutError("BAD_INPUT", f"{what} {value!r} starts with '-' and could be read as a git option")


def remote_heads(repo: str) -> dict[str, str]:
    """Branch name -> commit sha of a repository, read with `git ls-remote` without cloning."""
    _check_argument(repo, "repository")
    repo, credentials = split_credentials(repo)
    local = Path(repo).expanduser()
    url = repo if is_git_url(repo) or not local.exists() else str(local.resolve())
    try:
        out = _git(["ls-remote", "--heads", "--", url], timeout=120, credentials=credentials)
    except subprocess.CalledProcessError as exc:
        kind = "AUTH_FAILED" if re.search(r"auth|permission denied|403|401", exc.stderr, re.I) else "CLONE_FAILED"
        raise CheckoutError(kind, f"git could not list {_redact(url)}: {_first_line(_redact(exc.stderr))}") from None
    except subprocess.TimeoutExpired:
        raise CheckoutError("CLONE_FAILED", f"git timed out listing {_redact(url)}") from None
    heads = {}
    for line in out.splitlines():
        sha, _, ref = line.partition("\t")
        if ref.startswith("refs/heads/"):
            heads[ref.removeprefix("refs/heads/")] = sha
    return heads


def resolve(repo: str, ref: str, cache_dir: Path) -> Checkout:
    """Resolve `ref` of `repo` to a commit without writing its work tree; `path` is where `checkout` puts it.

    A git repository's mirror is fetched (that is how a branch is resolved); a plain folder's commit is
    its content hash. This is all `codemap map` needs before the pipeline's `repo_checkout` runs.
    """
    return _resolve(repo, ref, cache_dir)[0]


def checkout(repo: str, ref: str, cache_dir: Path) -> Checkout:
    """Check out `repo` at `ref` (branch, tag, commit; "" = default branch) under `cache_dir`, once per commit.

    `repo` is a git URL, a local git repository, or a plain folder (snapshotted by content hash).
    """
    co, fill = _resolve(repo, ref, cache_dir)
    if fill is not None:
        _materialize_tree(co.path, fill)
    return co


def _resolve(repo: str, ref: str, cache_dir: Path):
    """The checkout `ref` resolves to, and how to fill its work tree (None when it is there already)."""
    _check_argument(repo, "repository")
    _check_argument(ref, "ref")
    repo, credentials = split_credentials(repo)
    cache_dir = Path(cache_dir)
    slug = repo_slug(repo)
    local = Path(repo).expanduser()
    if re.fullmatch(r"[0-9a-f]{40}", ref):
        tree = layout.work_tree(cache_dir, commit_partition_key(slug, ref))
        if tree.is_dir():   # a commit's tree never changes: nothing to fetch, hash or copy
            return Checkout(repo=repo, slug=slug, ref=ref, commit=ref, path=tree), None
    if not is_git_url(repo) and local.is_dir() and not (local / ".git").exists() and not (local / "HEAD").exists():
        commit = folder_fingerprint(local)
        if ref and not commit.startswith(ref):
            # A plain folder has one version, its content now; an earlier snapshot may still be cached.
            cached = layout.work_tree(cache_dir, commit_partition_key(slug, ref))
            if len(ref) >= 12 and cached.is_dir():
                return Checkout(repo=repo, slug=slug, ref=ref, commit=ref, path=cached), None
            raise CheckoutError("REF_NOT_FOUND", f"{repo} is a plain folder, not a git repository: "
                                f"it has no ref {ref!r} (its content fingerprint is {commit[:12]})")
        tree = layout.work_tree(cache_dir, commit_partition_key(slug, commit))
        return Checkout(repo=repo, slug=slug, ref=ref, commit=commit, path=tree), lambda dest: _copy_folder(local, dest)
    if not is_git_url(repo) and not local.exists():
        raise CheckoutError("CLONE_FAILED", f"{_redact(repo)} is neither an existing folder nor a git URL")
    url = str(local.resolve()) if local.exists() else repo
    mirror = _mirror(url, cache_dir, credentials, ref)
    commit = resolve_commit(mirror, ref)
    tree = layout.work_tree(cache_dir, commit_partition_key(slug, commit))
    return Checkout(repo=repo, slug=slug, ref=ref, commit=commit, path=tree), \
        lambda dest: _extract_commit(mirror, commit, dest)
