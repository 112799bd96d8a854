"""What the job API's tests and their server fixture share. A module of its own, not conftest: `from conftest import`
takes whichever conftest Python imported first (tests/report's, when that folder is collected before this one)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "s3cret-token"
