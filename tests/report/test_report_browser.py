"""The report in real headless Chromium (Debian's, see scripts/install_browser.sh): every node drawn and
clickable, code shown with the responsible lines highlighted, badge colours, keyboard, no network, and a
screenshot checked to be a real picture. Set CODEMAP_UPDATE_SCREENSHOT=1 to refresh docs/report.png."""

import base64
import json
import os
from pathlib import Path

import pytest

from codemap_pipeline.report.html import render_report

from test_report_html import HOSTILE

playwright = pytest.importorskip("playwright.sync_api")

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run"]
DOCS_SHOT = Path(__file__).resolve().parents[2] / "docs" / "report.png"
BADGE_COLOURS = {"confirmed": "rgb(31, 136, 61)", "probable": "rgb(212, 167, 44)", "uncertain": "rgb(140, 149, 159)"}

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(),
                                reason=f"{CHROMIUM} missing: run scripts/install_browser.sh")


@pytest.fixture(scope="module")
def browser():
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def report_file(mapped_plan, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("report") / "top_customers.html"
    path.write_text(render_report(mapped_plan.operators, mapped_plan.mappings, mapped_plan.code_root,
                                  "top_customers · retail example"))
    return path


class Page:
    """A tab on one file, recording every request it makes and every script error it raises."""

    def __init__(self, browser, path: Path):
        self.context = browser.new_context(viewport={"width": 1440, "height": 900})
        self.page = self.context.new_page()
        self.url = path.as_uri()
        self.requests, self.errors, self.dialogs = [], [], []
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))
        self.page.goto(self.url)

    def close(self):
        self.context.close()


@pytest.fixture
def tab(browser, report_file):
    t = Page(browser, report_file)
    yield t
    assert not t.errors
    t.close()


def top_rows(mapped_plan) -> dict:
    top = mapped_plan.mappings[mapped_plan.mappings["rank"] == 0]
    return {f"{r.plan_index}:{r.node_index}": r for r in top.itertuples()}


def test_every_non_wrapper_node_is_drawn_and_visible(tab, mapped_plan):
    ops = mapped_plan.operators
    expected = {f"{r.plan_index}:{r.node_index}" for r in ops.itertuples() if not r.wrapper}
    drawn = tab.page.eval_on_selector_all(
        ".node", "els => els.map(e => [e.dataset.key, e.getBoundingClientRect().width, e.textContent])")
    assert {k for k, _, _ in drawn} == expected and len(drawn) == len(expected)
    assert all(width > 50 for _, width, _ in drawn)
    wrappers = set(ops[ops["wrapper"]]["operator"])
    assert not any(text.split("#")[0].strip() in wrappers for _, _, text in drawn)


def test_clicking_a_node_shows_its_file_and_highlights_its_lines(tab, mapped_plan):
    for key, row in top_rows(mapped_plan).items():
        tab.page.click(f'.node[data-key="{key}"]')
        assert tab.page.get_attribute(f'.node[data-key="{key}"]', "class").split().count("selected") == 1
        lines = f"{row.line_start}" if row.line_end == row.line_start else f"{row.line_start}-{row.line_end}"
        assert tab.page.text_content("#panel .loc b") == f"{row.file}:{lines}"
        highlighted = tab.page.eval_on_selector_all(
            "#panel .code .l.hl", "els => els.map(e => [Number(e.dataset.line), e.querySelector('.tx').textContent])")
        source = (mapped_plan.code_root / row.file).read_text().splitlines()
        assert [n for n, _ in highlighted] == list(range(row.line_start, row.line_end + 1))
        assert [t for _, t in highlighted] == [source[n - 1] or " " for n, _ in highlighted]
        assert tab.page.text_content("#panel .why") == row.explanation
        assert tab.page.locator("#panel details.alt").count() == int(
            ((mapped_plan.mappings["node_index"] == row.node_index) & (mapped_plan.mappings["rank"] > 0)).sum())


def test_alternatives_and_the_whole_file_open_on_demand(tab, mapped_plan):
    key, row = next((k, r) for k, r in top_rows(mapped_plan).items() if r.status == "confirmed")
    tab.page.click(f'.node[data-key="{key}"]')
    alt = mapped_plan.mappings[(mapped_plan.mappings["node_index"] == row.node_index)
                               & (mapped_plan.mappings["rank"] == 1)].iloc[0]
    tab.page.click("#panel details.alt summary")
    first_alt = tab.page.locator("#panel details.alt").first
    assert first_alt.locator(".l.hl").first.get_attribute("data-line") == str(alt.line_start)
    total = len((mapped_plan.code_root / row.file).read_text().splitlines())
    tab.page.click("#panel .sec .more")
    assert tab.page.locator("#panel .sec .code").first.locator(".l").count() == total


def test_keyboard_selects_and_walks_the_plan(tab, mapped_plan):
    nodes = {f"{r.plan_index}:{r.node_index}": r for r in mapped_plan.operators.itertuples()}
    leaf = next(k for k, r in nodes.items() if not r.wrapper and len(r.children) == 0)
    tab.page.focus(f'.node[data-key="{leaf}"]')
    tab.page.keyboard.press("Enter")
    assert "selected" in tab.page.get_attribute(f'.node[data-key="{leaf}"]', "class")
    tab.page.keyboard.press("ArrowDown")   # towards the consumer of its rows
    selected = tab.page.get_attribute(".node.selected", "data-key")
    parent = nodes[leaf].parent_index
    while nodes[f"0:{parent}"].wrapper:
        parent = nodes[f"0:{parent}"].parent_index
    assert selected == f"0:{parent}"
    assert tab.page.evaluate("document.activeElement.dataset.key") == selected
    tab.page.keyboard.press("ArrowUp")
    assert tab.page.get_attribute(".node.selected", "data-key") == leaf


def test_badge_colours_follow_the_statuses(tab, mapped_plan):
    badges = tab.page.eval_on_selector_all(
        ".node", "els => els.map(e => { const b = e.querySelector('.badge');"
                 " return [e.dataset.key, b.dataset.status, getComputedStyle(b).backgroundColor]; })")
    rows = top_rows(mapped_plan)
    assert {status for _, status, _ in badges} <= set(BADGE_COLOURS)
    for key, status, colour in badges:
        assert status == rows[key].status
        assert colour == BADGE_COLOURS[status], (key, status, colour)


def test_the_page_makes_no_network_request(tab, mapped_plan):
    for key in top_rows(mapped_plan):
        tab.page.click(f'.node[data-key="{key}"]')
    for details in tab.page.locator("#panel details").all():
        details.locator("summary").click()
    tab.page.click('[data-zoom="out"]')
    tab.page.click('[data-zoom="fit"]')
    assert tab.requests == [tab.url]


def test_untrusted_text_stays_text(browser, mapped_plan, tmp_path):
    ops = mapped_plan.operators.copy()
    maps = mapped_plan.mappings.copy()
    target = ops[~ops["wrapper"]].index[0]
    ops.loc[target, "header"] = HOSTILE
    for col in ("snippet", "explanation"):
        maps[col] = HOSTILE
    maps["file"] = "missing.py"          # no file: the viewer falls back to the (hostile) snippet
    path = tmp_path / "hostile.html"
    path.write_text(render_report(ops, maps, mapped_plan.code_root, HOSTILE))
    t = Page(browser, path)
    try:
        key = f"{ops.loc[target, 'plan_index']}:{ops.loc[target, 'node_index']}"
        t.page.click(f'.node[data-key="{key}"]')
        assert t.page.text_content("#panel .plan-text") == HOSTILE
        assert t.page.text_content("#panel .why") == HOSTILE
        assert t.page.text_content("#panel .code .l.hl .tx") == HOSTILE
        assert t.page.title() == HOSTILE
        assert t.page.evaluate("window.__pwned") is None and not t.dialogs and not t.errors
        assert t.page.locator("img").count() == 0 and t.requests == [t.url]
    finally:
        t.close()


def test_costs_make_hot_nodes_stand_out(browser, mapped_plan, tmp_path):
    ops = mapped_plan.operators.copy()
    hottest = ops[~ops["wrapper"]].iloc[2]
    ops["metrics"] = [json.dumps({"number of output rows": 9e6 if r.node_index == hottest.node_index else 10,
                                  "duration": 60_000 if r.node_index == hottest.node_index else 10})
                      for r in ops.itertuples()]
    path = tmp_path / "metrics.html"
    path.write_text(render_report(ops, mapped_plan.mappings, mapped_plan.code_root, "metrics"))
    t = Page(browser, path)
    try:
        key = f"{hottest.plan_index}:{hottest.node_index}"
        assert t.page.eval_on_selector_all(".node.hot", "els => els.map(e => e.dataset.key)") == [key]
        assert "1.0 min" in t.page.text_content(f'.node[data-key="{key}"] .cost')
        t.page.click(f'.costly .jump[data-key="{key}"]')
        assert t.page.get_attribute(".node.selected", "data-key") == key
        assert "number of output rows" in t.page.text_content("#panel")
    finally:
        t.close()


def distinct_colours(browser, png: bytes) -> int:
    """Colours in the picture (sampled), decoded by the browser itself: a blank page has one or two."""
    context = browser.new_context()
    page = context.new_page()
    try:
        return page.evaluate("""async (b64) => {
            const img = new Image();
            img.src = "data:image/png;base64," + b64;
            await img.decode();
            const c = document.createElement("canvas");
            c.width = img.width; c.height = img.height;
            const g = c.getContext("2d");
            g.drawImage(img, 0, 0);
            const d = g.getImageData(0, 0, c.width, c.height).data;
            const seen = new Set();
            for (let i = 0; i < d.length; i += 4 * 7) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
            return seen.size;
        }""", base64.b64encode(png).decode())
    finally:
        context.close()


def test_screenshot_is_a_real_picture(tab, mapped_plan, tmp_path):
    key, _ = max(((k, r) for k, r in top_rows(mapped_plan).items() if r.status == "confirmed" and not r.derived),
                 key=lambda kr: kr[1].confidence)
    tab.page.set_viewport_size({"width": 1440, "height": 1500})   # tall enough for the whole example plan
    tab.page.click(f'.node[data-key="{key}"]')
    tab.page.evaluate("window.scrollTo(0, 0)")
    target = DOCS_SHOT if os.environ.get("CODEMAP_UPDATE_SCREENSHOT") == "1" else tmp_path / "report.png"
    target.parent.mkdir(parents=True, exist_ok=True)
    bottom = tab.page.evaluate("document.querySelector('main').getBoundingClientRect().bottom")
    png = tab.page.screenshot(path=str(target), clip={"x": 0, "y": 0, "width": 1440, "height": min(1500, bottom)})
    assert target.stat().st_size > 30_000
    assert distinct_colours(tab.context.browser, png) > 100


def test_files_involved_shows_every_name_whole(browser, mapped_plan, tmp_path):
    long_name = "retail_jobs/" + "a_very_long_folder_name_that_would_not_fit/" * 3 + "sales.py"
    mappings = mapped_plan.mappings.copy()
    mappings.loc[mappings["file"] == "retail_jobs/sales.py", "file"] = long_name
    path = tmp_path / "long.html"
    path.write_text(render_report(mapped_plan.operators, mappings, mapped_plan.code_root, "long names"))
    t = Page(browser, path)
    shown = t.page.eval_on_selector_all(".files code", "els => els.map(e => [e.textContent, e.scrollWidth <= e.clientWidth + 1, e.getBoundingClientRect().height])")
    assert long_name in [text for text, _, _ in shown]
    assert all(fits for _, fits, _ in shown)            # wrapped, never cut with an ellipsis
    assert not t.errors
    t.close()
