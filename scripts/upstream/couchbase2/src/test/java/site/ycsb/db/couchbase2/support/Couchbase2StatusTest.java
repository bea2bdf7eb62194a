/*
 * Upstream YCSB's JUnit 4 test of the couchbase2 binding's failure statuses; scripts/upstream-pr writes it with
 * upstream's licence header (commit 8 of the couchbase2 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;

import com.couchbase.client.java.error.DocumentAlreadyExistsException;
import com.couchbase.client.java.error.DocumentDoesNotExistException;
import com.couchbase.client.java.error.TemporaryFailureException;
import java.util.concurrent.TimeoutException;
import org.junit.Test;
import site.ycsb.Status;

/**
 * The status a failed operation returns, without a server: each kind of SDK failure its own status, found along
 * the cause chain, and any other failure {@code ERROR} with a description naming its exception.
 */
public class Couchbase2StatusTest {

  @Test
  public void eachKindOfFailureHasItsOwnStatus() {
    assertSame(Status.NOT_FOUND, Couchbase2Status.of(new DocumentDoesNotExistException()));
    assertSame(Couchbase2Status.ALREADY_EXISTS, Couchbase2Status.of(new DocumentAlreadyExistsException()));
    assertSame(Couchbase2Status.TEMPORARY_FAILURE, Couchbase2Status.of(new TemporaryFailureException()));
    assertSame(Couchbase2Status.TIMEOUT, Couchbase2Status.of(new RuntimeException(new TimeoutException())));
  }

  @Test
  public void anyOtherFailureIsAnErrorNamingItsException() {
    Status status = Couchbase2Status.of(new IllegalStateException("no bucket"));
    assertEquals("ERROR", status.getName());
    assertEquals("IllegalStateException: no bucket (the first of its kind; all are counted as ERROR)",
        status.getDescription());
  }
}
