package com.google.cloud.bigquery;

/** Stand-in for google-cloud-bigquery (not on this machine): never reached, FixedHeaderProvider.create fails first. */
public interface BigQuery {
  class DatasetListOption {
    public static DatasetListOption pageSize(long size) {
      throw new UnsupportedOperationException();
    }
  }

  Object listDatasets(String projectId, DatasetListOption... options);
}
