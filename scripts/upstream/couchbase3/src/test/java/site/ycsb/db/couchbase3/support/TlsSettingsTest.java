/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's TLS settings; scripts/upstream-pr writes it with
 * upstream's licence header (commit 12 of the couchbase3 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.Properties;

import org.junit.Test;

/**
 * TLS needs exactly one readable source of trusted certificates; the fork's empty file names mean unset with TLS
 * off; what would trust any certificate, or not be used, is refused with one line.
 */
public class TlsSettingsTest {

  private static String refusal(String property, String... settings) {
    Properties props = new Properties();
    props.setProperty("couchbase.password", "pw");
    for (String setting : settings) {
      props.setProperty(setting.split("=", 2)[0], setting.split("=", 2)[1]);
    }
    try {
      assertFalse(Couchbase3Settings.from(props).isTls());
      return null;
    } catch (InvalidPropertyException e) {
      assertFalse(e.getMessage(), e.getMessage().contains("\n"));
      assertEquals(e.getMessage(), property, e.getProperty());
      return e.getMessage();
    }
  }

  @Test
  public void tlsSettingsAreCheckedBeforeConnecting() {
    assertEquals(null, refusal(null, "couchbase.sslMode=none", "couchbase.certificateFile=",
        "couchbase.certKeystorePassword="));
    assertTrue(refusal("couchbase.sslTruststoreFile", "couchbase.sslEnabled=true").contains("exactly one of"));
    assertTrue(refusal("couchbase.sslTruststoreFile", "couchbase.sslEnabled=true",
        "couchbase.sslTruststoreFile=no-such-truststore.p12").contains("a readable file"));
    assertTrue(refusal("couchbase.sslMode", "couchbase.sslMode=capella").contains("trusts any certificate"));
    assertTrue(refusal("couchbase.sslTruststorePassword", "couchbase.sslTruststorePassword=secret")
        .contains("*****"));
  }
}
