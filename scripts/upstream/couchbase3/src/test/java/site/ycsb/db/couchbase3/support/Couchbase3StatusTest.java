/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's statuses and failure log; scripts/upstream-pr writes it
 * with upstream's licence header (commit 7 of the couchbase3 series). It runs in upstream's build only (this
 * project's tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;

import com.couchbase.client.core.error.DocumentExistsException;
import com.couchbase.client.core.error.DocumentNotFoundException;
import com.couchbase.client.core.error.DurabilityImpossibleException;
import com.couchbase.client.core.error.FeatureNotAvailableException;
import com.couchbase.client.core.error.TemporaryFailureException;
import com.couchbase.client.core.error.UnambiguousTimeoutException;

import org.junit.Test;
import org.slf4j.LoggerFactory;

import site.ycsb.Status;

/**
 * Each SDK 3 failure as the status a run counts, and failures counted by status with their totals on one line.
 */
public class Couchbase3StatusTest {

  @Test
  public void eachFailureHasItsOwnStatus() {
    assertSame(Status.NOT_FOUND, Couchbase3Status.of(new DocumentNotFoundException(null)));
    assertSame(Couchbase3Status.ALREADY_EXISTS, Couchbase3Status.of(new DocumentExistsException(null)));
    assertSame(Couchbase3Status.TEMPORARY_FAILURE, Couchbase3Status.of(new TemporaryFailureException(null)));
    assertSame(Couchbase3Status.TIMEOUT, Couchbase3Status.of(new UnambiguousTimeoutException("slow", null)));
    Status durability = Couchbase3Status.of(new DurabilityImpossibleException(null));
    assertEquals("DURABILITY_FAILURE", durability.getName());
    assertTrue(durability.getDescription(), durability.getDescription().contains("DurabilityImpossibleException"));
  }

  @Test
  public void anyOtherFailureIsAnErrorNamingItsCause() {
    Status error = Couchbase3Status.of(new IllegalStateException("wrapper",
        new FeatureNotAvailableException("no such feature")));
    assertEquals("ERROR", error.getName());
    assertTrue(error.getDescription(), error.getDescription().contains("FeatureNotAvailableException: no such"));
    assertSame(error, Couchbase3Status.of(new FeatureNotAvailableException("another")));
  }

  @Test
  public void failuresAreCountedByStatusAndSummedUpOnOneLine() {
    FailureLog failures = new FailureLog(LoggerFactory.getLogger(Couchbase3StatusTest.class), "couchbase3", 3);
    Status status = new Status("TEST_FAILURE", "a status of this test only");
    for (int i = 0; i < 5; i++) {
      failures.failed("read", status, new IllegalStateException("failure " + i));
    }
    assertEquals(5, failures.counts().getOrDefault(status.getName(), 0L).longValue());
    String summary = failures.summary();
    assertTrue(summary, summary.startsWith("couchbase3: failed operations:")
        && summary.contains("TEST_FAILURE 5") && !summary.contains("\n"));
    assertEquals("IllegalStateException: outer <- IllegalArgumentException: inner",
        FailureLog.oneLine(new IllegalStateException("outer", new IllegalArgumentException("inner"))));
  }
}
