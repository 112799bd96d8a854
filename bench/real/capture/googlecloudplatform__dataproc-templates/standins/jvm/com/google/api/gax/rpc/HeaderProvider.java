package com.google.api.gax.rpc;

/** Stand-in for gax (not on this machine): what TemplateUtil's invocation tracking names. */
public interface HeaderProvider {}
