// Our query-execution listener, registered on the spark-submit command line (--jars etl2-listener.jar,
// --conf spark.sql.queryExecutionListeners=etl2capture.PlanListener): the projects' jobs and tests run unchanged, and
// after each query has run (so an adaptive plan is final) its plan is written to the folder the JVM property
// etl.plans names: NNN_<function>.formatted.txt and NNN_<function>.simple.txt, NNN in the order the queries finished.
package etl2capture;

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
  private static final AtomicInteger SEEN = new AtomicInteger(0);  // one numbering for every session of the run
  private final Path out = Paths.get(System.getProperty("etl.plans", "etl-plans"));

  @Override
  public void onSuccess(String funcName, QueryExecution qe, long durationNs) {
    save(funcName, qe);
  }

  @Override
  public void onFailure(String funcName, QueryExecution qe, Exception exception) {
    save("FAILED_" + funcName, qe);
  }

  private void save(String name, QueryExecution qe) {
    String stem = String.format("%03d_%s", SEEN.incrementAndGet(), name.replace(' ', '_'));
    try {
      Files.createDirectories(out);
      Files.writeString(out.resolve(stem + ".simple.txt"), qe.explainString(SimpleMode$.MODULE$) + "\n");
      // the formatted file last: the Python side waits for it
      Files.writeString(out.resolve(stem + ".formatted.txt"), qe.explainString(FormattedMode$.MODULE$) + "\n");
    } catch (IOException e) {
      throw new RuntimeException(e);
    }
  }
}
