package com.google.api.gax.rpc;

/** Stand-in for gax: fails as an unreachable service would; TemplateUtil's catch (Throwable) swallows it. */
public abstract class FixedHeaderProvider implements HeaderProvider {
  public static FixedHeaderProvider create(java.util.Map<String, String> headers) {
    throw new UnsupportedOperationException();
  }
}
