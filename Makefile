# Two commands do everything on a fresh machine: `make demo` and `make test`. Both install first.
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell sha1sum pyproject.toml | cut -c1-12)
DATA   ?= .codemap
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export DAGSTER_DISABLE_TELEMETRY := 1

.PHONY: install demo test eval plans ui clean

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	# CPU torch first, pinned: an unpinned torch would pull a multi-GB CUDA build.
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -e '.[dev]'
	rm -f $(VENV)/.installed-*
	touch $@

install: $(STAMP)

demo: install
	$(VENV)/bin/codemap --data-dir $(DATA) map --repo examples/retail \
		--plan examples/plans/*.formatted.txt --out $(DATA)/demo-mappings.json --report $(DATA)/demo-report.html

test: install
	scripts/ensure_postgres.sh
	scripts/install_browser.sh
	$(PY) -m pytest

eval: install
	$(VENV)/bin/codemap eval bench/cases

plans: install
	$(PY) examples/capture_plans.py

ui: install
	$(VENV)/bin/codemap --data-dir $(DATA) ui

clean:
	rm -rf $(DATA)
