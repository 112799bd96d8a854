// A stand-in for the network this machine lacks, used only by ch17 lab100 (the wildfire export), whose Java and
// Scala labs download two NASA FIRMS files over https before any query. Registered on the command line
// (-Djava.protocol.handler.pkgs=jgpcapture, the jar on the driver's class path), it answers an https URL with the
// local file of the same name in the folder the JVM property jgp.offline names; the lab's own download code then
// writes it where it expects it (/tmp). Any other https URL fails as it would offline.
package jgpcapture.https;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

public class Handler extends URLStreamHandler {
  @Override
  protected URLConnection openConnection(URL url) throws IOException {
    String name = url.getPath().substring(url.getPath().lastIndexOf('/') + 1);
    Path file = Paths.get(System.getProperty("jgp.offline", "/nonexistent"), name);
    if (!url.getHost().equals("firms.modaps.eosdis.nasa.gov") || !Files.isRegularFile(file)) {
      throw new IOException("offline: no stand-in for " + url);
    }
    return new URLConnection(url) {
      @Override
      public void connect() {
        connected = true;
      }

      @Override
      public InputStream getInputStream() throws IOException {
        return Files.newInputStream(file);
      }
    };
  }
}
