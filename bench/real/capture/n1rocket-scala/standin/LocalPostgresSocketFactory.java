// Our stand-in for the course's PostgreSQL servers on Google Cloud (`jdbc:postgresql://34.71.29.40:5432/postgres`,
// `34.173.65.17`, `34.173.106.255`, written into the code). The PostgreSQL JDBC driver reads default connection
// properties from every `org/postgresql/driverconfig.properties` on the class path; ours (next to this file) names
// this socket factory, whose sockets connect to the local PostgreSQL server (127.0.0.1:5432) whatever host and port
// the URL names. The database, user and tables are the URL's and the code's; nothing else changes.
package kccapture;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;

import javax.net.SocketFactory;

public class LocalPostgresSocketFactory extends SocketFactory {
  static final InetSocketAddress LOCAL = new InetSocketAddress("127.0.0.1", 5432);

  static class LocalSocket extends Socket {
    @Override
    public void connect(SocketAddress endpoint) throws IOException {
      super.connect(LOCAL);
    }

    @Override
    public void connect(SocketAddress endpoint, int timeout) throws IOException {
      super.connect(LOCAL, timeout);
    }
  }

  @Override
  public Socket createSocket() {
    return new LocalSocket();
  }

  @Override
  public Socket createSocket(String host, int port) throws IOException {
    Socket s = new LocalSocket();
    s.connect(LOCAL);
    return s;
  }

  @Override
  public Socket createSocket(String host, int port, java.net.InetAddress localHost, int localPort) throws IOException {
    return createSocket(host, port);
  }

  @Override
  public Socket createSocket(java.net.InetAddress host, int port) throws IOException {
    return createSocket("", port);
  }

  @Override
  public Socket createSocket(java.net.InetAddress address, int port, java.net.InetAddress localAddress, int localPort)
      throws IOException {
    return createSocket("", port);
  }
}
