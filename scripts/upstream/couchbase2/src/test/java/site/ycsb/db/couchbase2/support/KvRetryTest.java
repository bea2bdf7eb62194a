/*
 * Upstream YCSB's JUnit 4 test of the couchbase2 binding's key-value retries; scripts/upstream-pr writes it with
 * upstream's licence header (commit 12 of the couchbase2 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;

import com.couchbase.client.java.error.TemporaryFailureException;
import java.util.Properties;
import org.junit.Test;
import org.slf4j.LoggerFactory;
import site.ycsb.Status;

/**
 * Temporary failures of a key-value operation, without a server: not retried by default (the adapter passes the
 * failure on as {@code TEMPORARY_FAILURE}), retried as often as {@code couchbase.temporaryFailureRetries} asks,
 * and counted either way.
 */
public class KvRetryTest {

  /** An attempt that fails with a temporary failure its first {@code failures} times, then succeeds. */
  private static final class Flaky implements KvRetry.Attempt {
    private final int failures;
    private int calls;

    Flaky(int failures) {
      this.failures = failures;
    }

    @Override
    public Status run() {
      calls++;
      if (calls <= failures) {
        throw new TemporaryFailureException();
      }
      return Status.OK;
    }
  }

  private static KvRetry retry(FailureLog log, String... keyValues) {
    Properties props = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    props.setProperty("couchbase.temporaryFailureBackoff", "0");
    return new KvRetry(Couchbase2Settings.from(props), log, Couchbase2Status.TIMEOUT);
  }

  @Test
  public void aTemporaryFailureIsNotRetriedByDefault() {
    FailureLog log = new FailureLog(LoggerFactory.getLogger(KvRetryTest.class), "couchbase2", 0);
    Flaky attempt = new Flaky(1);
    assertSame(Couchbase2Status.TEMPORARY_FAILURE, retry(log).execute("insert", attempt));
    assertEquals(1, attempt.calls);
    assertEquals(0, log.retries());
    assertEquals(1, log.counts().getOrDefault(Couchbase2Status.TEMPORARY_FAILURE.getName(), 0L).longValue());
  }

  @Test
  public void retriesAreOptInAndCounted() {
    FailureLog log = new FailureLog(LoggerFactory.getLogger(KvRetryTest.class), "couchbase2", 0);
    Flaky attempt = new Flaky(2);
    assertSame(Status.OK, retry(log, "couchbase.temporaryFailureRetries", "3").execute("insert", attempt));
    assertEquals(3, attempt.calls);
    assertEquals(2, log.retries());
    Flaky stubborn = new Flaky(10);
    assertSame(Couchbase2Status.TEMPORARY_FAILURE,
        retry(log, "couchbase.temporaryFailureRetries", "3").execute("insert", stubborn));
    assertEquals(4, stubborn.calls);
    assertEquals(5, log.retries());
  }
}
