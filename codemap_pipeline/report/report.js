
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("report-data").textContent);
  const panel = document.getElementById("panel");
  const CONTEXT = 8;  // lines shown either side of the responsible span before "show whole file"

  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") e.textContent = v; else e.setAttribute(k, v);
    }
    for (const k of kids) if (k) e.append(k);
    return e;
  }
  const pct = (v) => v == null ? "" : Math.round(v * 100) + "%";

  function codeView(m) {
    const box = el("div", {class: "code"});
    const file = data.files[m.file] || {};
    // a Jupyter notebook is shown by cell, its lines counted in the cell; any other file by its lines
    const inCell = file.cells && m.cell != null && file.cells[m.cell];
    let src = inCell ? file.cells[m.cell] : file.lines, first = 1;
    const wrap = el("div");
    const more = el("button", {type: "button", class: "more"});
    let start = inCell ? m.cellStart : m.start;
    if (!src) {  // unreadable or missing file: the snippet stored with the mapping
      src = (m.snippet || "").split("\n");
      first = start || 1;
    }
    start = start || first;
    const end = (inCell ? m.cellEnd : m.end) || start;
    let from = Math.max(first, start - CONTEXT), to = Math.min(first + src.length - 1, end + CONTEXT);
    function draw() {
      box.textContent = "";
      for (let n = from; n <= to; n++) {
        const row = el("div", {class: n >= start && n <= end ? "l hl" : "l", "data-line": n},
          el("span", {class: "ln", text: String(n)}), el("span", {class: "tx", text: src[n - first] || " "}));
        box.append(row);
      }
      more.hidden = from === first && to === first + src.length - 1;
    }
    more.textContent = "Show the whole " + (inCell ? "cell" : "file") + " (" + src.length + " lines)";
    more.addEventListener("click", () => { from = first; to = first + src.length - 1; draw(); scrollToSpan(); });
    function scrollToSpan() {
      const hl = box.querySelector(".hl");
      if (hl) box.scrollTop = Math.max(0, hl.offsetTop - box.clientHeight / 3);
    }
    draw();
    if (file.note) wrap.append(el("div", {class: "note", text: file.note}));
    wrap.append(box, more);
    requestAnimationFrame(scrollToSpan);
    return wrap;
  }

  function section(title, ...kids) {
    return el("div", {class: "sec"}, el("h4", {text: title}), ...kids);
  }
  function badge(status) {
    return el("span", {class: "badge s-" + status, "data-status": status, text: status});
  }
  function label(key) {
    const n = data.nodes[key];
    return n ? n.operator + (n.id != null ? " #" + n.id : "") : key;
  }
  function kvTable(obj, fmt) {
    const t = el("table", {class: "kv"});
    for (const [k, v] of Object.entries(obj)) t.append(el("tr", {}, el("td", {text: k}), el("td", {text: fmt ? fmt(k, v) : String(v)})));
    return t;
  }

  function show(key) {
    const n = data.nodes[key];
    if (!n) return;
    panel.textContent = "";
    const head = el("div", {class: "p-head"}, el("h3", {text: n.operator}),
      n.id != null ? el("span", {class: "muted", text: "#" + n.id}) : null, badge(n.status),
      n.confidence != null ? el("span", {class: "conf", text: pct(n.confidence) + " confidence"}) : null,
      n.derived ? el("span", {class: "tag", text: "derived"}) : null);
    panel.append(head);
    if (n.header !== n.operator) panel.append(el("div", {class: "plan-text", text: n.header}));
    const meta = [];
    if (n.stage != null) meta.push("codegen stage " + n.stage);
    if (n.planLine) meta.push("plan line " + n.planLine);
    if (n.via.length) meta.push("reads through " + n.via.slice().reverse().join(" → "));
    if (n.host) meta.push("subquery of " + label(n.host));
    if (n.reuses) meta.push("reuses " + label(n.reuses));
    if (meta.length) panel.append(el("p", {class: "meta", text: meta.join(" · ")}));

    if (n.mapping) {
      const loc = el("div", {class: "loc"}, el("b", {text: n.mapping.place}));
      if (n.mapping.symbol) loc.append(" ", el("span", {class: "sym", text: n.mapping.symbol}));
      panel.append(section("Mapped code", loc, codeView(n.mapping)));
    } else {
      panel.append(section("Mapped code", el("p", {class: "muted", text: "No code site matched this operator."})));
    }
    if (n.explanation) panel.append(section("Why", el("p", {class: "why", text: n.explanation})));
    if (n.factors.length) {
      const rows = n.factors.map(([name, v]) => {
        const bar = el("span");
        bar.style.width = Math.max(0, Math.min(1, Number(v))) * 100 + "%";
        return el("div", {class: "factor"}, el("span", {text: name}), el("span", {class: "bar"}, bar),
          el("span", {class: "v", text: Number(v).toFixed(2)}));
      });
      panel.append(section("Confidence factors", ...rows));
    }
    if (n.alternatives.length) {
      const alts = n.alternatives.map((a) => {
        const d = el("details", {class: "alt"});
        const s = el("summary", {}, el("span", {class: "c", text: pct(a.confidence)}), a.place);
        d.append(s);
        if (a.symbol) d.append(el("div", {class: "muted", text: a.symbol}));
        d.addEventListener("toggle", () => { if (d.open && !d.querySelector(".code")) d.append(codeView(a)); });
        return d;
      });
      panel.append(section("Alternatives", ...alts));
    }
    if (Object.keys(n.metrics).length) {
      panel.append(section("Metrics", kvTable(n.metrics, (k, v) => v == null ? "—" : Number(v).toLocaleString("en-US"))));
    }
    if (Object.keys(n.details).length) {
      const d = el("details", {}, el("summary", {text: "Plan details"}), kvTable(n.details));
      panel.append(el("div", {class: "sec"}, d));
    }
  }

  function select(key, focus) {
    const box = document.querySelector('.node[data-key="' + key + '"]');
    if (!box) return;
    document.querySelectorAll(".node.selected").forEach((b) => b.classList.remove("selected"));
    box.classList.add("selected");
    if (focus) { box.focus(); box.scrollIntoView({block: "nearest", inline: "nearest"}); }
    show(key);
  }

  // Arrow keys walk the plan as drawn: up to the inputs (children), down to the consumer, sideways to siblings.
  function neighbour(key, dir) {
    const n = data.nodes[key];
    if (dir === "ArrowUp") return n.children[0];
    if (dir === "ArrowDown") return n.parent || n.host;
    const sibs = n.parent ? data.nodes[n.parent].children : Object.values(data.nodes).filter((m) => !m.parent && m.plan === n.plan).map((m) => m.key);
    const i = sibs.indexOf(key) + (dir === "ArrowRight" ? 1 : -1);
    return sibs[i];
  }

  document.addEventListener("click", (ev) => {
    const t = ev.target.closest("[data-key]");
    if (t) select(t.dataset.key, t.classList.contains("jump"));
    const z = ev.target.closest("[data-zoom]");
    if (z) zoom(z.closest(".plan").querySelector(".canvas"), z.dataset.zoom);
  });
  document.addEventListener("keydown", (ev) => {
    const t = ev.target.closest && ev.target.closest(".node");
    if (!t || !["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].includes(ev.key)) return;
    const next = neighbour(t.dataset.key, ev.key);
    if (next) { ev.preventDefault(); select(next, true); }
  });

  function zoom(canvas, how) {
    const w = Number(canvas.dataset.w), h = Number(canvas.dataset.h);
    let s = Number(canvas.dataset.scale || 1);
    if (how === "in") s = Math.min(2, s * 1.25);
    else if (how === "out") s = Math.max(0.2, s / 1.25);
    else s = Math.min(1, (canvas.parentElement.clientWidth - 4) / w);
    if (how === "start") s = Math.max(0.6, s);  // on load: smaller, but never too small to read
    canvas.dataset.scale = s;
    canvas.style.transform = "scale(" + s + ")";
    canvas.parentElement.style.height = "";
    canvas.style.marginRight = (w * s - w) + "px";   // let the scroll area follow the scaled size
    canvas.style.marginBottom = (h * s - h) + "px";
  }
  document.querySelectorAll(".canvas").forEach((c) => {
    if (Number(c.dataset.w) > c.parentElement.clientWidth) zoom(c, "start");
  });
  if (data.first) select(data.first, false);
})();
