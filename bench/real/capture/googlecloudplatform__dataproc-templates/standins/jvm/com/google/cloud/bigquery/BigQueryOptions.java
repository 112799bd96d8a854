package com.google.cloud.bigquery;

/** Stand-in for google-cloud-bigquery (not on this machine): never reached, FixedHeaderProvider.create fails first. */
public abstract class BigQueryOptions {
  public abstract static class Builder {
    public abstract Builder setHeaderProvider(com.google.api.gax.rpc.HeaderProvider provider);

    public abstract BigQueryOptions build();
  }

  public static Builder newBuilder() {
    throw new UnsupportedOperationException();
  }

  public abstract BigQuery getService();
}
