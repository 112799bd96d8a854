// Our query-execution listener, registered on the command line (--conf spark.sql.queryExecutionListeners=
// jgpcapture.PlanListener, --jars jgp-listener.jar): the book's programs run unchanged under spark-submit, and
// after each query has run (so an adaptive plan is final) its plan is written to the folder the JVM property
// jgp.plans names: NN_<action>.formatted.txt and NN_<action>.simple.txt, NN in the order the queries finished.
package jgpcapture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.spark.sql.execution.FormattedMode$;
import org.apache.spark.sql.execution.QueryExecution;
import org.apache.spark.sql.execution.SimpleMode$;
import org.apache.spark.sql.util.QueryExecutionListener;

public class PlanListener implements QueryExecutionListener {
  private final AtomicInteger seen = new AtomicInteger(0);
  private final Path out = Paths.get(System.getProperty("jgp.plans", "jgp-plans"));

  @Override
  public void onSuccess(String funcName, QueryExecution qe, long durationNs) {
    save(funcName, qe);
  }

  @Override
  public void onFailure(String funcName, QueryExecution qe, Exception exception) {
    save("FAILED_" + funcName, qe);
  }

  private synchronized void save(String name, QueryExecution qe) {
    String stem = String.format("%02d_%s", seen.incrementAndGet(), name.replace(' ', '_'));
    try {
      Files.createDirectories(out);
      Files.writeString(out.resolve(stem + ".formatted.txt"), qe.explainString(FormattedMode$.MODULE$) + "\n");
      Files.writeString(out.resolve(stem + ".simple.txt"), qe.explainString(SimpleMode$.MODULE$) + "\n");
    } catch (IOException e) {
      throw new RuntimeException(e);
    }
  }
}
