/*
 * Upstream YCSB's JUnit 4 test of the couchbase2 binding's failed-start line; scripts/upstream-pr writes it with
 * upstream's licence header (commit 10 of the couchbase2 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import com.couchbase.client.java.error.BucketDoesNotExistException;
import java.net.ConnectException;
import java.util.Properties;
import java.util.concurrent.TimeoutException;
import org.junit.Test;

/**
 * A failed start is one line naming the bucket, the hosts, the ports and timeouts tried and the cause, without the
 * password; a bucket the cluster does not have is named as such.
 */
public class BucketBootstrapTest {

  private static Couchbase2Settings settings() {
    Properties props = new Properties();
    props.setProperty("couchbase.host", "127.0.0.1");
    props.setProperty("couchbase.bucket", "usertable");
    props.setProperty("couchbase.password", "s3cret");
    props.setProperty("couchbase.connectTimeout", "1500");
    return Couchbase2Settings.from(props);
  }

  @Test
  public void aRefusedConnectionIsOneLineWithHostsPortsAndTimeouts() {
    String line = BucketBootstrap.describe(settings(),
        new RuntimeException(new ConnectException("Connection refused: /127.0.0.1:11210")));
    assertTrue(line, line.startsWith("cannot open bucket 'usertable' on 127.0.0.1"));
    assertTrue(line, line.contains("11210 key-value, 8091 HTTP") && line.contains("connectTimeout 1500 ms"));
    assertTrue(line, line.contains("connection refused or unreachable"));
    assertFalse(line, line.contains("s3cret") || line.contains("\n"));
  }

  @Test
  public void aSilentHostAndAMissingBucketAreToldApart() {
    String line = BucketBootstrap.describe(settings(), new RuntimeException(new TimeoutException()));
    assertTrue(line, line.contains("no answer within connectTimeout"));
    assertNull(BucketBootstrap.missingBucket(settings(), new RuntimeException(new TimeoutException())));
    String missing = BucketBootstrap.missingBucket(settings(), new BucketDoesNotExistException("usertable"));
    assertTrue(missing, missing.startsWith("couchbase.bucket=usertable: the cluster at 127.0.0.1 has no bucket"));
  }
}
