/*
 * Upstream YCSB's JUnit 4 test of the aerospike binding's statuses; scripts/upstream-pr writes it with upstream's
 * licence header (commit 3 of the aerospike series). It runs in upstream's build only: UpstreamPrIT runs it there.
 */
package site.ycsb.db.aerospike;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.ResultCode;

import org.junit.Test;

import site.ycsb.Status;

/** The client's failures as YCSB statuses, without a server. */
public class AerospikeStatusTest {

  private static String status(int resultCode, boolean write) {
    return AerospikeStatus.of(new AerospikeException(resultCode), write).getName();
  }

  @Test
  public void serverResultCodesBecomeDistinctStatuses() {
    assertEquals("TIMEOUT", status(ResultCode.TIMEOUT, false));
    assertEquals("NOT_FOUND", status(ResultCode.KEY_NOT_FOUND_ERROR, false));
    assertEquals("KEY_EXISTS", status(ResultCode.KEY_EXISTS_ERROR, true));
    assertEquals("KEY_BUSY", status(ResultCode.KEY_BUSY, true));
    assertEquals("OVERLOAD", status(ResultCode.DEVICE_OVERLOAD, true));
    assertEquals("ERROR", status(ResultCode.SERVER_ERROR, false));
  }

  @Test
  public void aLostConnectionIsInDoubtForAWriteAndUnavailableForARead() {
    AerospikeException.Connection lost = new AerospikeException.Connection("connection reset");
    lost.setInDoubt(true);
    assertSame(AerospikeStatus.IN_DOUBT, AerospikeStatus.of(lost, true));
    assertSame(Status.SERVICE_UNAVAILABLE, AerospikeStatus.of(lost, false));
  }
}
