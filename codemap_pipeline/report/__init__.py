"""The HTML report: one self-contained page per plan and commit, the plan drawn with the code behind each node."""

from codemap_pipeline.report.html import render_report, write_report_for

__all__ = ["render_report", "write_report_for"]
