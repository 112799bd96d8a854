// `gs://` served from local files (LocalObjectStore): the BigQuery connector jar main.py puts in `spark.jars`.
package etl3capture;

public class GsLocalFileSystem extends LocalObjectStore {
  @Override
  protected String scheme() {
    return "gs";
  }
}
