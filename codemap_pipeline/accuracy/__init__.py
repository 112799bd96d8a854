"""Accuracy tools: scoring the mapper on labelled cases and fitting its confidence on them."""
