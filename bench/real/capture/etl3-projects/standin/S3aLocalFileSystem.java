// `s3a://` served from local files (LocalObjectStore).
package etl3capture;

public class S3aLocalFileSystem extends LocalObjectStore {
  @Override
  protected String scheme() {
    return "s3a";
  }
}
